import type { QueryClient } from '@tanstack/react-query';

/** What the pending-actions screen shows: waiting for its turn, on the wire, or needing the user. */
export type ActionState = 'waiting' | 'sending' | 'parked';

/** A file queued with an action, kept as bytes (IndexedDB stores ArrayBuffers everywhere). */
export type StoredFile = { name: string; type: string; data: ArrayBuffer };

export type ActionError = { code: string; message: string };

/** i18n key (and values) naming an action on the pending-actions screen. */
export type ActionText = { key: string; values?: Record<string, string> };

/** What a feature writes to declare an action type (see `defineAction`). */
export type ActionSpec<B, T extends string = string> = {
  /** Unique, e.g. 'availability.setCell'. */
  type: T;
  /**
   * The version of the body's shape (default 1). Raise it when the body changes: a record queued by
   * an older build is then upgraded by `upgrade`, or parked for the user, never sent as it was.
   */
  version?: number;
  /** A body queued with version `from` (older than `version`) as this version's body; null when it cannot be. */
  upgrade?: (body: unknown, from: number) => B | null;
  /** Sends the action; uses lib/api-client `call()` with `ctx.idempotencyKey`. */
  send: (body: B, ctx: { idempotencyKey: string; files: StoredFile[] }) => Promise<unknown>;
  /** Optimistic change to cached data; must be idempotent (re-applied after a reload). */
  apply?: (qc: QueryClient, body: B, actionId: string) => void;
  /** Undoes `apply` when the action is discarded. */
  revert?: (qc: QueryClient, body: B, actionId: string) => void;
  /** After the server acknowledged it (e.g. invalidate queries). */
  settled?: (qc: QueryClient, body: B, result: unknown) => void;
  /** Names the action on the pending-actions screen. */
  describe: (body: B) => ActionText;
  /**
   * The ids of what the action changes (an intervention, an absence...), so any screen can mark
   * them 'awaiting connection' without knowing the action's body.
   */
  subjects?: (body: B, actionId: string) => string[];
  /** Route of the form that edits a parked action with its queued values. */
  editPath?: (actionId: string, body: B) => string;
  /**
   * What the action must stay in order with (`replay-order.ts`): the keys of the items it changes
   * (`preference:<user>:<name>`, an absence's id, the outbox item id of one created offline). The
   * replay sends actions sharing a key one after the other in queue order, one naming an outbox
   * item after the action that creates it, and the others together. Without it the action is sent
   * alone: after every earlier action, before any later one (declare it only when that is safe).
   */
  orderKeys?: (body: B, actionId: string) => string[];
  /**
   * The app's own bookkeeping (spec 3 `silent`: the avatar badge day, the text size, the academy date),
   * queued with nobody waiting: never listed on the pending-actions screen, never counted by the
   * logout's confirmation, no 'processed' message for it.
   */
  silent?: boolean;
};

/**
 * An action type of any body, as the engine holds it: its body-typed parts are reached only
 * through `run`, which acts on a record of this type and version and ignores any other.
 */
export type AnyAction = {
  readonly type: string;
  readonly version: number;
  readonly owns: (a: PendingAction) => boolean;
  readonly run: {
    send: (a: PendingAction, ctx: { idempotencyKey: string; files: StoredFile[] }) => Promise<unknown>;
    apply: (qc: QueryClient, a: PendingAction) => void;
    revert: (qc: QueryClient, a: PendingAction) => void;
    settled: (qc: QueryClient, a: PendingAction, result: unknown) => void;
    describe: (a: PendingAction) => ActionText | null;
    subjects: (a: PendingAction) => string[];
    editPath: (a: PendingAction) => string | null;
    /** Its `orderKeys`, or null (sent alone): none declared, or a body of another version. */
    orderKeys: (a: PendingAction) => readonly string[] | null;
    /** The body of an older version as this version's, or null. */
    upgrade: (body: unknown, from: number) => { body: unknown } | null;
  };
};

/** A declared action type (`defineAction`): the feature's spec, its version and a typed test of a queued action. */
export type ActionDefinition<B, T extends string = string> = ActionSpec<B, T> &
  AnyAction & {
    readonly type: T;
    readonly version: number;
    /** True when the queued action is of this type and holds this version's body. */
    readonly owns: (a: PendingAction) => a is PendingAction<B, T>;
  };

/** One queued action as the screens see it. `version`: of its body's shape. */
export type PendingAction<B = unknown, T extends string = string> = {
  id: string;
  type: T;
  version: number;
  body: B;
  state: ActionState;
  createdAt: number;
  attempts: number;
  lastError: ActionError | null;
  /** Queued by a silent definition (`ActionSpec.silent`). */
  silent?: boolean;
};

/** The pending action a definition's `owns` accepts (a union for a list of definitions). */
export type PendingOf<D> = D extends { owns: (a: PendingAction) => a is infer P extends PendingAction }
  ? P
  : never;

/**
 * One queued action as stored: never a token. `seq` keeps the order the user acted in. `version`
 * is missing on records written before versions existed: they are version 1.
 */
export type OutboxRecord = Omit<PendingAction, 'version'> & {
  version?: number;
  seq: number;
  userId: string;
  idempotencyKey: string;
  files: StoredFile[];
};
