import type { QueryClient } from '@tanstack/react-query';
import { errorText } from '../lib/error-message';
import { ApiError } from '../lib/http';
import { hasSsoCookie } from '../lib/cookies';
import { getSession, lastUserId, lastWasSupport, logoutPending, refreshSession } from '../lib/session';
import { t } from '../lib/i18n';
import { uuid } from '../lib/uuid';
import { createEngine, type Engine } from './engine';
import { SESSION_OFFLINE, VERSION_ERROR_CODES, type ActionList, type EngineDeps } from './engine-deps';
import { createIdbStore } from './idb-store';
import { createMemoryStore, type OutboxStore } from './outbox-store';
import { outboxOwnerOf } from './outbox-owner';
import { report } from './reports';
import type { ActionError } from './types';

const CHANNEL = 'relais-outbox';
let queryClient: QueryClient | null = null;
let channel: BroadcastChannel | null = null;

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

/**
 * Whose queue this tab reads and fills: the current user's, apart for a support session
 * (outbox-owner.ts); while offline without a session, the last session's.
 */
export const currentOutboxOwner = (): string | null => {
  const session = getSession();
  return outboxOwnerOf(currentUserId(), session ? session.support : lastWasSupport());
};

/** Whose actions may be sent now: a live session only (restored from the cookie when possible). */
const sendingUserId = async (): Promise<string | null | typeof SESSION_OFFLINE> => {
  if (!getSession() && hasSsoCookie() && !logoutPending() && (await refreshSession()) === 'offline')
    return SESSION_OFFLINE;
  const session = getSession();
  return session ? outboxOwnerOf(session.userId, session.support) : null;
};

const versionError = (queuedBy: 'older' | 'newer'): ActionError => ({
  code: VERSION_ERROR_CODES[queuedBy],
  message: t(queuedBy === 'older' ? 'offline.outdatedAction' : 'offline.newerAction'),
});

const build = (store: OutboxStore, actions: ActionList, overrides: Partial<EngineDeps> = {}): Engine =>
  createEngine({
    store,
    actions,
    userId: currentOutboxOwner,
    sendingUserId,
    queryClient: () => queryClient,
    errorOf,
    versionError,
    uuid,
    withLock,
    report,
    onChanged: () => channel?.postMessage('changed'),
    ...overrides,
  });

let engine: Engine | null = null;

/** The engine of this tab; before `installEngine` (tests of a screen alone) one with no actions and an empty outbox. */
export const getEngine = (): Engine => {
  engine ??= build(createMemoryStore(), []);
  return engine;
};

/**
 * Makes the engine of this tab with the app's one list of actions, or its loader
 * (`startOfflineEngine`): on the IndexedDB outbox, or on the given store (tests).
 */
export const installEngine = (
  actions: ActionList,
  store: OutboxStore = openStore(),
  /** Tests: e.g. a user without a session. */
  overrides?: Partial<EngineDeps>,
): Engine => {
  engine = build(store, actions, overrides);
  return engine;
};

export const setQueryClient = (qc: QueryClient | null): void => {
  queryClient = qc;
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
