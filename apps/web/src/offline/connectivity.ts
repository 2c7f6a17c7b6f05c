import { useSyncExternalStore } from 'react';

/**
 * Offline mode (spec 4), decided by real answers (no answer to an API call, or a 503) and by the
 * browser's online/offline events. The service worker never answers API calls (it serves only the
 * app's files), so a network failure is what an offline call looks like.
 */
let offline = typeof navigator !== 'undefined' && navigator.onLine === false;
const listeners = new Set<() => void>();

export const setOffline = (next: boolean): void => {
  if (offline === next) return;
  offline = next;
  for (const l of listeners) l();
};

/** Feeds one call's outcome: `null` when no answer came. */
export const observeResponse = (res: Response | null): void => setOffline(res === null || res.status === 503);

export const isOffline = (): boolean => offline;

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = (): { offline: boolean } => (offline ? OFFLINE : ONLINE);
const OFFLINE = { offline: true } as const;
const ONLINE = { offline: false } as const;

export const useConnectivity = (): { offline: boolean } =>
  useSyncExternalStore(subscribe, snapshot, snapshot);
