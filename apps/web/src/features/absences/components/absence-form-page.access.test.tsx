import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { call } from '../../../lib/api-client';
import { refusal, renderAt } from '../../../lib/test-kit/screen';
import { installMessages } from '../../../lib/i18n';
import { routeTable } from '@relais/contract/routes';
import { leavesQueryKey } from '../api/leaves-query';
import { AbsenceFormPage } from './absence-form-page';

vi.mock('../../../offline', async () => ({
  ...(await vi.importActual<object>('../../../offline/outbox-items')),
  ...(await vi.importActual<object>('../../../offline/define')),
  useUserId: () => 'u1',
  usePendingActions: () => [],
  useConnectivity: () => ({ offline: false }),
}));
vi.mock('../../../lib/api-client', () => ({ call: vi.fn() }));

/** The user's list is loaded and lacks `l9`; the single read of `l9` fails with `status`. */
const renderFailing = (status: number) => {
  vi.mocked(call).mockImplementation((endpoint) =>
    endpoint === routeTable.getLeave ? Promise.reject(refusal(status)) : new Promise(() => {}),
  );
  renderAt([{ path: '/absence/edit/:id', element: <AbsenceFormPage /> }], '/absence/edit/l9', (qc) =>
    qc.setQueryData(leavesQueryKey('u1'), []),
  );
};

describe('absence form of an absence that is not in the user’s list', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(cleanup);

  it('403: Access denied, with a way back', async () => {
    renderFailing(403);
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to availability' })).toBeTruthy();
  });

  it('404: not found', async () => {
    renderFailing(404);
    expect(await screen.findByText('This absence cannot be found.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Access denied' })).toBeNull();
  });
});
