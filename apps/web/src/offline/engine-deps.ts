import type { QueryClient } from '@tanstack/react-query';
import type { OutboxStore } from './outbox-store';
import type { ActionDefinition, ActionError, PendingAction } from './types';

/** What the outbox engine needs from its host: the app wires the browser, tests wire fakes. */
export type EngineDeps = {
  store: OutboxStore;
  definitionOf: (type: string) => ActionDefinition<unknown> | undefined;
  /** The signed-in user; only their actions are sent. */
  userId: () => string | null;
  /**
   * Whose actions may be sent now (a live session); defaults to `userId`. `SESSION_OFFLINE` when the
   * session could not be restored for want of network: the replayer tries again after a backoff.
   */
  sendingUserId?: () => Promise<string | null | typeof SESSION_OFFLINE>;
  queryClient: () => QueryClient | null;
  errorOf: (error: unknown) => ActionError;
  uuid: () => string;
  now?: () => number;
  /** One replayer across tabs (navigator.locks in the app). */
  withLock?: (run: () => Promise<void>) => Promise<void>;
  /** Timer for the backoff retry; returns a cancel function. */
  schedule?: (run: () => void, ms: number) => () => void;
  /** The outbox of this user emptied after a replay that sent actions which had waited. */
  onProcessed?: () => void;
  /** The server refused an action that had waited (no form is there to show the refusal). */
  onParked?: (action: PendingAction) => void;
  /** The outbox changed (the app tells the other tabs). */
  onChanged?: () => void;
};

/** `sendingUserId`'s answer when the session could not be restored because no answer came. */
export const SESSION_OFFLINE: unique symbol = Symbol('session offline');
