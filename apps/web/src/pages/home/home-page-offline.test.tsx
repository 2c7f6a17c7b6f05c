import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import fr from '../../i18n/fr.json';
import { SSO_COOKIE } from '../../lib/cookies';
import { installMessages } from '../../lib/i18n';
import { dropSession } from '../../lib/session';
import { STORAGE_KEYS, writeItem } from '../../lib/storage';
import { meQueryKey } from '../../data/assistant';
import { HomePage } from './home-page';

vi.mock('../../features/dashboard', () => ({
  DashboardKpis: () => null,
  DashboardWarnings: () => null,
  CompletionSection: () => null,
}));
vi.mock('../../features/availability', () => ({
  usePlanningSnooze: () => ({ waiting: 0, snooze: () => undefined }),
  SnoozeForm: () => null,
}));
vi.mock('../../features/interventions', () => ({ InterventionsSection: () => null }));
vi.mock('../../lib/api-client', () => ({ call: vi.fn(() => new Promise(() => {})) }));

const renderHome = (qc: QueryClient) =>
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** A reload with no network: no session in memory, the sso cookie and the last user on the device. */
const reloadedOffline = () => {
  dropSession();
  document.cookie = `${SSO_COOKIE}=1; path=/`;
  writeItem(STORAGE_KEYS.lastUserId, 'u1');
  onlineManager.setOnline(false);
};

describe('home greeting', () => {
  beforeAll(() => installMessages('fr', fr));
  beforeEach(reloadedOffline);
  afterEach(() => {
    cleanup();
    onlineManager.setOnline(true);
    document.cookie = `${SSO_COOKIE}=; path=/; max-age=0`;
    localStorage.clear();
  });

  it('offline after a reload, greets the user by the saved name', async () => {
    const qc = new QueryClient();
    qc.setQueryData(meQueryKey('u1'), { firstName: 'Camille' });
    renderHome(qc);
    expect(await screen.findByRole('heading', { name: 'Bonjour Camille !' })).toBeTruthy();
  });

  it('offline with nothing saved, greets without the name instead of loading forever', async () => {
    renderHome(new QueryClient());
    expect(await screen.findByRole('heading', { name: fr.home.welcomeAnonymous })).toBeTruthy();
    expect(screen.queryByText(fr.common.loading)).toBeNull();
  });
});
