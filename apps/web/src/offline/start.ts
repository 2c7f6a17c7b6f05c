import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { buildInfo } from '../lib/build-info';
import { observeResponses } from '../lib/http';
import { getSession, subscribeSession } from '../lib/session';
import { isOffline, observeResponse, setOffline } from './connectivity';
import { persistQueries, restoreQueries, type Persisting } from './query-persist';
import { prefetchReference } from './reference';
import { setReporter, type OfflineReport } from './reports';
import {
  currentOutboxOwner,
  currentUserId,
  installEngine,
  listenToOtherTabs,
  setQueryClient,
} from './runtime';
import type { ActionList } from './engine-deps';
import type { OutboxStore } from './outbox-store';

export type OfflineStart = {
  /**
   * Every action type the app sends, in one list (`app/offline-actions.ts`), or its loader: the app
   * imports the list lazily, so the definitions stay out of the shell's chunk. It loads at once;
   * the outbox is read and replayed once it is there.
   */
  actions: ActionList;
  /** Presents what the engine reports (snackbars, dialogs): the engine shows nothing itself. */
  report: (report: OfflineReport) => void;
  /** Tests: the outbox (IndexedDB by default). */
  store?: OutboxStore;
  /**
   * Brings what the user's coming days need into the cache (`app/warm-up.ts`, loaded lazily), with
   * the reference data: at each start and at each sign-in, once per user of this tab. Offline, its
   * reads wait for the connection.
   */
  warmUp?: (qc: QueryClient, userId: string) => Promise<void>;
};

/**
 * Starts the engine with the app: restores the persisted cache, re-applies queued actions, then
 * replays on start, on `online`, when the page becomes visible and when a user signs in.
 */
export const startOfflineEngine = (
  qc: QueryClient,
  { actions, report, store, warmUp }: OfflineStart,
): (() => void) => {
  setQueryClient(qc);
  // TanStack Query hears of offline through the window's `offline` event only: a page started with no
  // network (a reload offline) would try each query, fail and retry it, and show 'could not load'
  // instead of pausing it and saying it is offline. Its own `online` listener resumes them.
  if (isOffline()) onlineManager.setOnline(false);
  observeResponses(observeResponse);
  setReporter(report);
  const engine = installEngine(actions, store);
  const replay = () => void engine.replay();
  const onOnline = () => {
    setOffline(false);
    replay();
  };
  const onOffline = () => setOffline(true);
  const onVisible = () => {
    if (document.visibilityState === 'visible') replay();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisible);
  // reference data for offline use, once per user of this tab: a session change is also each token
  // refresh, and a fetch already under way or done is not started again
  let persisting: Persisting = { flush: () => {}, stop: () => {} };
  let referenceUser: string | null = null;
  const prefetchFor = (userId: string | null): void => {
    if (!userId || userId === referenceUser) return;
    referenceUser = userId;
    // saved at once: a page left within the save delay would fetch it all again at its next start
    void prefetchReference(qc, buildInfo.buildId)
      .then(() => persisting.flush())
      .catch(() => {});
    void warmUp?.(qc, userId)
      .then(() => persisting.flush())
      .catch(() => {});
  };
  let user = currentOutboxOwner();
  let ready: Promise<void> = Promise.resolve();
  const offSession = subscribeSession(() => {
    const next = currentOutboxOwner();
    engine.userChanged();
    if (next && next !== user) {
      void engine.start();
      // signed in again in this tab (the cache was emptied at logout): once the saved copy is back
      void ready.then(() => prefetchFor(currentUserId()));
    }
    if (!next) referenceUser = null; // logout empties the cache: the next sign-in fetches it again
    user = next;
    if (getSession()) replay();
  });
  // fresh server data must not hide what still waits in the outbox: re-apply the queued actions
  // (`setQueryData` marks its updates manual, so the re-application does not loop)
  const stopReapply = qc.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual) engine.reapply();
  });
  const stopTabs = listenToOtherTabs();
  // save only once the saved copy is back: a save before that (queries mounting empty, their
  // offline fetch failing) would overwrite the good copy with an empty one
  let stopped = false;
  ready = (async () => {
    await restoreQueries(qc, currentUserId());
    if (!stopped) persisting = persistQueries(qc, currentUserId);
    // at once, beside the outbox start: the later it starts, the likelier leaving the page cuts it
    // (then every next start fetches it again, having nothing kept)
    prefetchFor(currentUserId());
    await engine.start();
    replay();
  })().catch(() => {});
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisible);
    offSession();
    stopReapply();
    stopTabs();
    stopped = true;
    persisting.stop();
  };
};
