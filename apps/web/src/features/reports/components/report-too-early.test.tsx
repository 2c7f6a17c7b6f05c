import { NO_VISIT_TEXTS, type InterventionEvent } from '@relais/domain/rules';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { setClock } from '../../../lib/clock';
import { installMessages } from '../../../lib/i18n';
import { renderAt } from '../../../lib/test-kit/screen';
import { eventKey } from '../../../data/events';
import { RemoteWorkPage } from './remote-work-page';
import { ReportEditPage } from './report-edit-page';

vi.mock('../../../offline', async () => ({
  ...(await vi.importActual<object>('../../../offline/outbox-items')),
  ...(await vi.importActual<object>('../../../offline/define')),
  useUserId: () => 'u1',
  usePendingActions: () => [],
  useConnectivity: () => ({ offline: false }),
  referenceQueries: { taskGroups: { queryKey: ['taskGroups'], queryFn: () => new Promise(() => {}) } },
}));
vi.mock('../../../lib/api-client', () => ({ call: vi.fn(() => new Promise(() => {})) }));

const NOW = new Date('2026-11-21T09:00:00+01:00');
const ev = (id: string, over: Partial<InterventionEvent>): InterventionEvent => ({
  id,
  clientId: 'c1',
  clientName: 'Acme',
  clientColor: '#aa0000',
  remote: false,
  label: 'Visit',
  ...NO_VISIT_TEXTS,
  startDate: '2026-11-25T09:00:00.000Z',
  duration: 120,
  status: 'SCHEDULED',
  reportStatus: null,
  rejectionReason: null,
  premium: 'NONE',
  estimateId: null,
  ...over,
});

const renderEditor = (path: string, event: InterventionEvent) =>
  renderAt(
    [
      { path: '/visit/report/edit/:id', element: <ReportEditPage /> },
      { path: '/remote/edit/:id', element: <RemoteWorkPage /> },
    ],
    path,
    (qc) => qc.setQueryData(eventKey('u1', event.id), event),
  );

describe('the report of an intervention that has not started', () => {
  beforeAll(() => {
    installMessages('en', en);
    setClock({ now: () => NOW });
  });
  afterEach(cleanup);

  it('a future visit says too early, with the start and a way back, not "already sent"', () => {
    renderEditor('/visit/report/edit/e1', ev('e1', {}));
    expect(
      screen.getByText(
        /^Too early for the report: it can be written once the intervention has started, on 25 November 2026/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
    expect(screen.queryByText(/was already sent/)).toBeNull();
  });

  it('a future remote work says too early too', () => {
    renderEditor('/remote/edit/e2', ev('e2', { remote: true }));
    expect(screen.getByText(/^Too early for the report/)).toBeTruthy();
  });

  it('a submitted report still says it was sent, with the way to see it', () => {
    renderEditor(
      '/visit/report/edit/e3',
      ev('e3', { status: 'TERMINATED', reportStatus: 'PENDING', startDate: '2026-11-20T09:00:00.000Z' }),
    );
    expect(screen.getByText(/was already sent/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the report' }).getAttribute('href')).toBe(
      '/visit/report/view/e3',
    );
  });
});
