import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../i18n/en.json';
import { installMessages } from '../lib/i18n';
import { dropSession, signIn } from '../lib/session';
import { defineAction, enqueue } from './index';
import { createMemoryStore } from './outbox-store';
import { setReporter, type OfflineReport } from './reports';
import { getEngine, installEngine, setQueryClient } from './runtime';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const counter = defineAction<{ n: number }>({
  type: 'test.counter',
  send: () => Promise.resolve(null),
  apply: (qc, body) => qc.setQueryData(['counter'], body.n),
  revert: (qc) => qc.setQueryData(['counter'], 0),
  describe: () => ({ key: 'offline.pendingTitle' }),
});

describe('enqueue', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(() => {
    dropSession();
    vi.unstubAllGlobals();
  });

  // first: the request is made once per page
  it('asks for persistent storage when the first action is queued', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(json(200, { access_token: 't', expires_in: 900, userId: 'u1' })),
    );
    await signIn('demo@relais.test', 'relais-demo');
    const persist = vi.fn(() => Promise.resolve(true));
    Object.defineProperty(navigator, 'storage', { value: { persist }, configurable: true });
    installEngine([counter], createMemoryStore());
    await enqueue(counter, { n: 1 });
    await getEngine().idle();
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('reports a full disk (the app shows the no-space dialog) and undoes the optimistic change when the storage is full', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(json(200, { access_token: 't', expires_in: 900, userId: 'u1' })),
    );
    await signIn('demo@relais.test', 'relais-demo');
    const qc = new QueryClient();
    setQueryClient(qc);
    const full = createMemoryStore();
    full.put = () => Promise.reject(new DOMException('full', 'QuotaExceededError'));
    installEngine([counter], full);
    const reports: OfflineReport[] = [];
    setReporter((r) => reports.push(r));
    await expect(enqueue(counter, { n: 5 })).rejects.toThrow('full');
    expect(reports).toEqual([{ kind: 'no-space' }]);
    expect(qc.getQueryData(['counter'])).toBe(0);
    expect(getEngine().snapshot()).toEqual([]);
    setQueryClient(null);
  });

  it("refuses an action that is not in the app's list: it would never be sent", async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(json(200, { access_token: 't', expires_in: 900, userId: 'u1' })),
    );
    await signIn('demo@relais.test', 'relais-demo');
    const store = createMemoryStore();
    installEngine([], store);
    await expect(enqueue(counter, { n: 2 })).rejects.toThrow("'test.counter' is not in the app's list");
    expect(await store.list()).toEqual([]);
  });
});
