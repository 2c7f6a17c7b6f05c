import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../i18n/en.json';
import { call } from '../lib/api-client';
import { refusal, renderAt } from '../lib/test-kit/screen';
import { installMessages } from '../lib/i18n';
import { routeTable } from '@relais/contract/routes';
import { VisitFormPage } from '../features/interventions';
import { RemoteWorkPage, ReportEditPage, ReportViewPage } from '../features/reports';

vi.mock('../offline', async () => ({
  ...(await vi.importActual<object>('../offline/outbox-items')),
  ...(await vi.importActual<object>('../offline/define')),
  useUserId: () => 'u1',
  usePendingActions: () => [],
  useConnectivity: () => ({ offline: false }),
  referenceQueries: { taskGroups: { queryKey: ['taskGroups'], queryFn: () => new Promise(() => {}) } },
}));
vi.mock('../lib/api-client', () => ({ call: vi.fn() }));

/** Every screen of one intervention, at a path of intervention `e9`, whose read fails with `status`. */
const renderFailing = (path: string, status: number) => {
  vi.mocked(call).mockImplementation((endpoint) =>
    endpoint === routeTable.getVisit ? Promise.reject(refusal(status)) : new Promise(() => {}),
  );
  renderAt(
    [
      { path: '/visit/edit/:id', element: <VisitFormPage /> },
      { path: '/visit/report/edit/:id', element: <ReportEditPage /> },
      { path: '/visit/report/view/:id', element: <ReportViewPage /> },
      { path: '/remote/edit/:id', element: <RemoteWorkPage /> },
      { path: '/remote/view/:id', element: <ReportViewPage /> },
    ],
    path,
  );
};

const paths = [
  '/visit/edit/e9',
  '/visit/report/edit/e9',
  '/visit/report/view/e9',
  '/remote/edit/e9',
  '/remote/view/e9',
];

describe('screens of an intervention that is not the assistant’s', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(cleanup);

  it.each(paths)('%s, 403: Access denied with a way back home', async (path) => {
    renderFailing(path, 403);
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy();
    expect(screen.queryByText(/cannot be found|does not exist/)).toBeNull();
  });

  it.each(paths)('%s, 404: not found', async (path) => {
    renderFailing(path, 404);
    expect(
      await screen.findByText(/This intervention (cannot be found|does not exist or was deleted)\./),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Access denied' })).toBeNull();
  });
});
