import { useSyncExternalStore } from 'react';
import { createStore } from '../ui/store';

/**
 * Offline mode (spec 4), decided by real answers (no answer, 503, an API answer served by the
 * service worker) and by the browser's online/offline events.
 */
export const connectivityStore = createStore<{ offline: boolean }>({
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
});

export const setOffline = (offline: boolean): void => {
  if (connectivityStore.get().offline !== offline) connectivityStore.set({ offline });
};

/** Header the service worker puts on API answers it serves from its cache. */
export const SW_CACHE_HEADER = 'x-relais-from-cache';

/** Feeds one call's outcome: `null` when no answer came. */
export const observeResponse = (res: Response | null): void => {
  if (res === null || res.status === 503 || res.headers.get(SW_CACHE_HEADER) !== null) setOffline(true);
  else setOffline(false);
};

export const isOffline = (): boolean => connectivityStore.get().offline;

export const useConnectivity = (): { offline: boolean } =>
  useSyncExternalStore(connectivityStore.subscribe, connectivityStore.get, connectivityStore.get);
