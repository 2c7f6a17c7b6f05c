import type { QueryClient } from '@tanstack/react-query';
import { errorText } from '../lib/error-message';
import { ApiError } from '../lib/http';
import { hasSsoCookie } from '../lib/cookies';
import { getSession, lastUserId, logoutPending, refreshSession } from '../lib/session';
import { uuid } from '../lib/uuid';
import { createEngine, type Engine } from './engine';
import { SESSION_OFFLINE } from './engine-deps';
import { createIdbStore } from './idb-store';
import { createMemoryStore, type OutboxStore } from './outbox-store';
import { definitionOf } from './registry';
import type { ActionError, PendingAction } from './types';

const CHANNEL = 'relais-outbox';
let queryClient: QueryClient | null = null;
let channel: BroadcastChannel | null = null;
let onProcessed: () => void = () => {};
let onParked: (action: PendingAction) => void = () => {};

export const errorOf = (error: unknown): ActionError => ({
  code: error instanceof ApiError ? (error.codes[0] ?? String(error.status)) : 'unknown',
  message: errorText(error),
});

const openStore = (): OutboxStore =>
  typeof indexedDB === 'undefined' ? createMemoryStore() : createIdbStore();

const withLock = async (run: () => Promise<void>): Promise<void> => {
  if (typeof navigator !== 'undefined' && navigator.locks)
    await navigator.locks.request(CHANNEL, async () => run());
  else await run();
};

/** The user whose data this tab shows: the session's, or while offline the last one (cookie still there). */
export const currentUserId = (): string | null =>
  getSession()?.userId ?? (hasSsoCookie() && !logoutPending() ? lastUserId() : null);

/** Whose actions may be sent now: a live session only (restored from the cookie when possible). */
const sendingUserId = async (): Promise<string | null | typeof SESSION_OFFLINE> => {
  if (!getSession() && hasSsoCookie() && !logoutPending() && (await refreshSession()) === 'offline')
    return SESSION_OFFLINE;
  return getSession()?.userId ?? null;
};

const build = (store: OutboxStore): Engine =>
  createEngine({
    store,
    definitionOf,
    userId: currentUserId,
    sendingUserId,
    queryClient: () => queryClient,
    errorOf,
    uuid,
    withLock,
    onProcessed: () => onProcessed(),
    onParked: (action) => onParked(action),
    onChanged: () => channel?.postMessage('changed'),
  });

let engine: Engine | null = null;

/** The engine of this tab (IndexedDB outbox), made on first use. */
export const getEngine = (): Engine => {
  engine ??= build(openStore());
  return engine;
};

/** Tests: a fresh engine on the given store. */
export const resetEngine = (store: OutboxStore = createMemoryStore()): Engine => {
  engine = build(store);
  return engine;
};

export const setQueryClient = (qc: QueryClient | null): void => {
  queryClient = qc;
};
export const setProcessedHandler = (handler: () => void): void => {
  onProcessed = handler;
};
export const setParkedHandler = (handler: (action: PendingAction) => void): void => {
  onParked = handler;
};

/** Other tabs' changes: re-read the store so their lists update. */
export const listenToOtherTabs = (): (() => void) => {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  // a channel never receives its own messages: only the other tabs' changes arrive here
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => void getEngine().reload();
  return () => {
    channel?.close();
    channel = null;
  };
};
