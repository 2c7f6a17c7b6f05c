import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { call } from '../../../lib/api-client';
import { refusal, renderAt } from '../../../lib/test-kit/screen';
import { installMessages } from '../../../lib/i18n';
import { routeTable } from '@relais/contract/routes';
import { MissionPage } from './mission-page';

vi.mock('../../../offline', async () => ({
  ...(await vi.importActual<object>('../../../offline/outbox-items')),
  useUserId: () => 'u1',
  ...(await vi.importActual<object>('../../../offline/define')),
  usePendingMarks: () => new Map(),
}));
vi.mock('../../../lib/api-client', () => ({ call: vi.fn() }));

/** The client read fails with `status`; every other read never answers. */
const renderFailing = (status: number) => {
  vi.mocked(call).mockImplementation((endpoint) =>
    endpoint === routeTable.getClient ? Promise.reject(refusal(status)) : new Promise(() => {}),
  );
  renderAt([{ path: '/activity/missions/:id', element: <MissionPage /> }], '/activity/missions/c9');
};

describe('mission page of a client that is not the assistant’s', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(cleanup);

  it('403: Access denied, with a way back to the missions', async () => {
    renderFailing(403);
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to missions' })).toBeTruthy();
    expect(screen.queryByText('This information could not be loaded.')).toBeNull();
  });

  it('404: not found', async () => {
    renderFailing(404);
    expect(await screen.findByText('This client cannot be found.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Access denied' })).toBeNull();
  });
});
