import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type QueryCacheNotifyEvent,
  type QueryClient,
} from '@tanstack/react-query';
import { openDB } from 'idb';

/**
 * The TanStack Query cache kept in IndexedDB (`relais-query-cache`), so a screen already visited
 * shows its data after a reload with no network. Saved per user; another user's copy is ignored.
 */
type Saved = { userId: string; savedAt: number; state: DehydratedState };
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;
const KEY = 'client';
/**
 * The least time between two saves. A change after a quiet moment (what the user just did, the
 * server's answer to it) is saved at once, in the next task: a reload or a killed app a moment later
 * finds it (a write started in `pagehide` does not always finish). Changes that follow within this
 * gap (a list loading page after page) are saved together at its end, so the whole cache is not
 * written for each one.
 */
export const SAVE_GAP_MS = 300;

let dbPromise: ReturnType<typeof open> | null = null;
const open = () => openDB('relais-query-cache', 1, { upgrade: (d) => void d.createObjectStore('cache') });
const db = () => (dbPromise ??= open());

export const restoreQueries = async (qc: QueryClient, userId: string | null): Promise<void> => {
  if (!userId || typeof indexedDB === 'undefined') return;
  try {
    const saved = (await (await db()).get('cache', KEY)) as Saved | undefined;
    if (!saved || saved.userId !== userId || Date.now() - saved.savedAt >= MAX_AGE_MS) return;
    hydrate(qc, saved.state);
    // the copy shows at once but is stale: screens refetch it (offline, a failed refetch keeps it)
    for (const { queryKey } of saved.state.queries) {
      void qc.invalidateQueries({ queryKey, exact: true, refetchType: 'active' });
    }
  } catch {
    // no copy: the screens fetch as usual
  }
};

/**
 * A list loaded page after page (an infinite query) keeps its first pages in the saved copy, not all
 * it loaded: the whole copy is written after each change, and a list scrolled to its 1,000th message
 * made each write a long task (100-280 ms on the bench's throttled phone). Offline, the first pages
 * are what a reopened list shows; online, it loads the rest again as the user scrolls.
 */
export const SAVED_PAGES_MAX = 5;

type Pages = { pages: unknown[]; pageParams: unknown[] };
const isPages = (data: unknown): data is Pages =>
  typeof data === 'object' &&
  data !== null &&
  'pages' in data &&
  'pageParams' in data &&
  Array.isArray(data.pages) &&
  Array.isArray(data.pageParams);

const firstPages = (data: unknown): unknown =>
  isPages(data) && data.pages.length > SAVED_PAGES_MAX
    ? {
        ...data,
        pages: data.pages.slice(0, SAVED_PAGES_MAX),
        pageParams: data.pageParams.slice(0, SAVED_PAGES_MAX),
      }
    : data;

/**
 * What is saved: every query that holds data, even when its last refetch failed (offline, a refetch
 * fails and the query turns to `error` while keeping its data: dropping it would lose the screen
 * after a reload). Saved as a plain success so the restored copy shows as data, not as an error; a
 * list of pages with its first `SAVED_PAGES_MAX` pages.
 */
export const snapshot = (qc: QueryClient): DehydratedState => {
  const state = dehydrate(qc, { shouldDehydrateQuery: (q) => q.state.data !== undefined });
  return {
    ...state,
    queries: state.queries.map((q) => ({
      ...q,
      state: {
        ...q.state,
        data: firstPages(q.state.data),
        status: 'success',
        error: null,
        fetchStatus: 'idle',
        fetchFailureCount: 0,
        fetchFailureReason: null,
      },
    })),
  };
};

/** Saving the cache: `flush` saves a change at once instead of a moment later; `stop` ends it. */
export type Persisting = { flush: () => void; stop: () => void };

/** What changes what is saved: data set (fetched, or by the app) or a query removed; not a fetch starting, an observer... */
const changesSaved = (event: QueryCacheNotifyEvent): boolean =>
  event.type === 'removed' ||
  (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'setState'));

/** Saves the cache after each change: at once after a quiet moment, else at most every `SAVE_GAP_MS`. */
export const persistQueries = (qc: QueryClient, userId: () => string | null): Persisting => {
  if (typeof indexedDB === 'undefined') return { flush: () => {}, stop: () => {} };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let savedAt = Number.NEGATIVE_INFINITY;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    savedAt = Date.now();
    const user = userId();
    if (!user) return;
    const saved: Saved = { userId: user, savedAt: Date.now(), state: snapshot(qc) };
    void db()
      .then((d) => d.put('cache', saved, KEY))
      .catch(() => {});
  };
  const unsubscribe = qc.getQueryCache().subscribe((event) => {
    if (timer !== undefined || !changesSaved(event)) return;
    // a timer even for a wait of 0: the changes of one task (a page of results, an action's
    // optimistic update of several queries) are saved once
    timer = setTimeout(save, Math.max(0, savedAt + SAVE_GAP_MS - Date.now()));
  });
  // a change still waiting for its save when the page is hidden or left: saved at once
  const flush = () => {
    if (timer !== undefined) save();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  const stop = () => {
    clearTimeout(timer);
    unsubscribe();
    removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
  };
  return { flush, stop };
};

/** Logout: the next user never sees this one's data. */
export const clearPersistedQueries = async (): Promise<void> => {
  if (typeof indexedDB === 'undefined') return;
  try {
    await (await db()).delete('cache', KEY);
  } catch {
    // nothing stored
  }
};
