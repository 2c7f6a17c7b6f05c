import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** What the app wrote to IndexedDB `relais-query-cache` (each `put` of the saved copy, in order). */
const written = vi.hoisted(
  () => [] as { userId: string; state: { queries: { queryKey: unknown[]; state: { data?: unknown } }[] } }[],
);
vi.mock('idb', () => ({
  openDB: () =>
    Promise.resolve({
      put: (_store: string, value: (typeof written)[number]) => {
        written.push(structuredClone(value));
        return Promise.resolve();
      },
      get: () => Promise.resolve(undefined),
      delete: () => Promise.resolve(),
    }),
}));

const { persistQueries, SAVED_PAGES_MAX, SAVE_GAP_MS, snapshot } = await import('./query-persist');

/** The data of `key` in the last copy written, if any. */
const lastSaved = (key: string): unknown =>
  written.at(-1)?.state.queries.find((q) => q.queryKey[0] === key)?.state.data;

describe('the saved query cache', () => {
  it('keeps a query whose refetch failed offline, as data, and skips queries without data', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    qc.setQueryData(['availability'], { cells: [1, 2] });
    await qc
      .fetchQuery({
        queryKey: ['availability'],
        queryFn: () => Promise.reject(new Error('offline')),
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(qc.getQueryState(['availability'])?.status).toBe('error');
    await qc
      .fetchQuery({ queryKey: ['never-loaded'], queryFn: () => Promise.reject(new Error('offline')) })
      .catch(() => undefined);

    const saved = snapshot(qc);
    expect(saved.queries.map((q) => q.queryKey)).toEqual([['availability']]);
    expect(saved.queries[0]?.state).toMatchObject({
      status: 'success',
      error: null,
      data: { cells: [1, 2] },
    });
  });

  it('keeps the first pages of a list loaded page after page, and the list as it is in memory', () => {
    const qc = new QueryClient();
    const pages = Array.from({ length: 50 }, (_, page) => ({ page, content: [`m${page}`] }));
    const list = { pages, pageParams: pages.map((p) => p.page) };
    qc.setQueryData(['messages', 'list'], list);
    qc.setQueryData(['messages', 'short'], { pages: pages.slice(0, 2), pageParams: [0, 1] });

    const saved = snapshot(qc).queries;
    const long = saved.find((q) => q.queryKey[1] === 'list')?.state.data;
    expect(long).toEqual({
      pages: pages.slice(0, SAVED_PAGES_MAX),
      pageParams: pages.slice(0, SAVED_PAGES_MAX).map((p) => p.page),
    });
    expect(saved.find((q) => q.queryKey[1] === 'short')?.state.data).toEqual({
      pages: pages.slice(0, 2),
      pageParams: [0, 1],
    });
    expect(qc.getQueryData(['messages', 'list'])).toBe(list);
  });
});

/**
 * A change made a moment before a reload or a killed app must be in the saved copy: a write started
 * in `pagehide` does not always finish, so the save may not wait for the page to be left.
 */
describe('saving the query cache', () => {
  let stop = () => {};
  beforeEach(() => {
    written.length = 0;
    vi.useFakeTimers();
    vi.stubGlobal('indexedDB', {});
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const start = () => {
    const qc = new QueryClient();
    ({ stop } = persistQueries(qc, () => 'u1'));
    return qc;
  };

  it('saves a change at once, with no page hidden or left', async () => {
    const qc = start();
    qc.setQueryData(['profile'], { city: 'Lyon' });
    await vi.advanceTimersByTimeAsync(1);
    expect(written).toHaveLength(1);
    expect(written[0]?.userId).toBe('u1');
    expect(lastSaved('profile')).toEqual({ city: 'Lyon' });
  });

  it('saves the changes of one task once, and a burst of changes at most every gap, the last one included', async () => {
    const qc = start();
    qc.setQueryData(['a'], 1);
    qc.setQueryData(['b'], 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(written).toHaveLength(1);
    // a list loading page after page
    for (const page of [2, 3, 4]) {
      await vi.advanceTimersByTimeAsync(20);
      qc.setQueryData(['a'], page);
    }
    expect(written).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SAVE_GAP_MS);
    expect(written).toHaveLength(2);
    expect(lastSaved('a')).toBe(4);
    // after a quiet moment, at once again
    await vi.advanceTimersByTimeAsync(SAVE_GAP_MS);
    qc.setQueryData(['b'], 2);
    await vi.advanceTimersByTimeAsync(1);
    expect(written).toHaveLength(3);
    expect(lastSaved('b')).toBe(2);
  });

  it('saves a change still waiting when the page is left, at once', async () => {
    const qc = start();
    qc.setQueryData(['a'], 1);
    await vi.advanceTimersByTimeAsync(1);
    qc.setQueryData(['a'], 2); // within the gap: waits
    dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(written).toHaveLength(2);
    expect(lastSaved('a')).toBe(2);
  });

  it('writes nothing for what changes no saved data (a fetch starting, an observer)', async () => {
    const qc = start();
    const pending = qc.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<number>(() => {}) });
    void pending;
    qc.getQueryCache()
      .find({ queryKey: ['slow'] })
      ?.invalidate();
    await vi.advanceTimersByTimeAsync(SAVE_GAP_MS * 2);
    expect(written).toEqual([]);
  });
});
