import type { QueryClient } from '@tanstack/react-query';

/** What the pending-actions screen shows: waiting for its turn, on the wire, or needing the user. */
export type ActionState = 'waiting' | 'sending' | 'parked';

/** A file queued with an action, kept as bytes (IndexedDB stores ArrayBuffers everywhere). */
export type StoredFile = { name: string; type: string; data: ArrayBuffer };

export type ActionError = { code: string; message: string };

export type ActionDefinition<B> = {
  /** Unique, e.g. 'availability.setCell'. */
  type: string;
  /** Sends the action; uses lib/api-client `call()` with `ctx.idempotencyKey`. */
  send: (body: B, ctx: { idempotencyKey: string; files: StoredFile[] }) => Promise<unknown>;
  /** Optimistic change to cached data; must be idempotent (re-applied after a reload). */
  apply?: (qc: QueryClient, body: B, actionId: string) => void;
  /** Undoes `apply` when the action is discarded. */
  revert?: (qc: QueryClient, body: B, actionId: string) => void;
  /** After the server acknowledged it (e.g. invalidate queries). */
  settled?: (qc: QueryClient, body: B, result: unknown) => void;
  /** i18n key (and values) naming the action on the pending-actions screen. */
  describe: (body: B) => { key: string; values?: Record<string, string> };
  /**
   * The ids of what the action changes (an intervention, an absence...), so any screen can mark
   * them 'awaiting connection' without knowing the action's body.
   */
  subjects?: (body: B, actionId: string) => string[];
  /** Route of the form that edits a parked action with its queued values. */
  editPath?: (actionId: string, body: B) => string;
};

/** One queued action as the screens see it. */
export type PendingAction<B = unknown> = {
  id: string;
  type: string;
  body: B;
  state: ActionState;
  createdAt: number;
  attempts: number;
  lastError: ActionError | null;
};

/** One queued action as stored: never a token. `seq` keeps the order the user acted in. */
export type OutboxRecord = PendingAction & {
  seq: number;
  userId: string;
  idempotencyKey: string;
  files: StoredFile[];
};
