import type { QueryClient } from '@tanstack/react-query';
import type { OutboxStore } from './outbox-store';
import type { EngineReport } from './reports';
import type { ActionError, AnyAction } from './types';

/**
 * Every action type the app sends: the list itself (tests), or a loader of it, called once (the app
 * imports its list lazily, so the definitions and what they import stay out of the shell's chunk).
 */
export type ActionList = readonly AnyAction[] | (() => Promise<readonly AnyAction[]>);

/** What the outbox engine needs from its host: the app wires the browser, tests wire fakes. */
export type EngineDeps = {
  store: OutboxStore;
  /**
   * Every action type the app sends: the one explicit list (a queued type missing from it is
   * reported). A loader is called when the engine is made; the outbox is read, replayed and
   * written only once the list is there.
   */
  actions: ActionList;
  /** The signed-in user; only their actions are sent. */
  userId: () => string | null;
  /**
   * Whose actions may be sent now (a live session); defaults to `userId`. `SESSION_OFFLINE` when the
   * session could not be restored for want of network: the replayer tries again after a backoff.
   */
  sendingUserId?: () => Promise<string | null | typeof SESSION_OFFLINE>;
  queryClient: () => QueryClient | null;
  errorOf: (error: unknown) => ActionError;
  /**
   * Why a record cannot be sent as queued: written by an older build and not upgradable, or by a
   * newer build than this one (translated by the app).
   */
  versionError: (queuedBy: 'older' | 'newer') => ActionError;
  uuid: () => string;
  now?: () => number;
  /** One replayer across tabs (navigator.locks in the app). */
  withLock?: (run: () => Promise<void>) => Promise<void>;
  /** Timer for the backoff retry; returns a cancel function. */
  schedule?: (run: () => void, ms: number) => () => void;
  /** What the app must hear of (it presents it: a snackbar, a log). */
  report?: (report: EngineReport) => void;
  /** The outbox changed (the app tells the other tabs). */
  onChanged?: () => void;
};

/** `sendingUserId`'s answer when the session could not be restored because no answer came. */
export const SESSION_OFFLINE: unique symbol = Symbol('session offline');

/** `lastError.code` of a record parked because its body's version is not this build's. */
export const VERSION_ERROR_CODES = { older: 'outdated_action', newer: 'newer_action' } as const;

/** The default `schedule`: a timer, cancelled by the function it returns. */
export const timerSchedule = (run: () => void, ms: number): (() => void) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};
