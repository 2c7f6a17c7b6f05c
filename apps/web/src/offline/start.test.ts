import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropSession, refreshSession, signIn } from '../lib/session';
import { setOffline } from './connectivity';
import { referenceQueries } from './reference';
import { createMemoryStore } from './outbox-store';
import { startOfflineEngine } from './start';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const REFERENCE = ['/api/expertises', '/api/rates/active', '/api/taskgroups'];

describe('reference data with the session (spec 4)', () => {
  let asked: string[];
  let stop: () => void = () => {};
  const referenceAsked = () => asked.filter((url) => REFERENCE.includes(url)).sort();

  beforeEach(() => {
    localStorage.clear();
    asked = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      if (url.startsWith('/api/auth'))
        return Promise.resolve(json({ access_token: 't', expires_in: 900, userId: 'u1' }));
      return Promise.resolve(json([]));
    });
  });
  afterEach(() => {
    stop();
    dropSession();
    vi.unstubAllGlobals();
  });

  it('is fetched once at a start with a session, not again at each token refresh', async () => {
    await signIn('demo@relais.test', 'relais-demo');
    const qc = new QueryClient();
    stop = startOfflineEngine(qc, { actions: [], report: () => {}, store: createMemoryStore() });
    await vi.waitFor(() => expect(qc.getQueryData(referenceQueries.expertises.queryKey)).toEqual([]));
    await refreshSession();
    await refreshSession();
    expect(referenceAsked()).toEqual(REFERENCE);
  });

  it('is fetched when the user signs in after the app started, and again after a logout and a new sign-in', async () => {
    const qc = new QueryClient();
    stop = startOfflineEngine(qc, { actions: [], report: () => {}, store: createMemoryStore() });
    await signIn('demo@relais.test', 'relais-demo');
    await vi.waitFor(() => expect(referenceAsked()).toEqual(REFERENCE));
    await vi.waitFor(() => expect(qc.getQueryData(referenceQueries.taskGroups.queryKey)).toEqual([]));
    await refreshSession();
    expect(referenceAsked()).toEqual(REFERENCE);

    // logout empties the cache (use-logout); the next sign-in fetches the reference data again
    dropSession();
    qc.clear();
    asked = [];
    await signIn('demo@relais.test', 'relais-demo');
    await vi.waitFor(() => expect(referenceAsked()).toEqual(REFERENCE));
  });
});

describe('a start with no network', () => {
  afterEach(() => {
    setOffline(false);
    onlineManager.setOnline(true);
  });

  it('tells the queries at once: they pause (offline) instead of failing after retries', () => {
    setOffline(true); // what connectivity reads from navigator.onLine at load
    const stop = startOfflineEngine(new QueryClient(), {
      actions: [],
      report: () => {},
      store: createMemoryStore(),
    });
    expect(onlineManager.isOnline()).toBe(false);
    stop();
  });
});
