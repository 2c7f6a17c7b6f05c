import type { ErrorCode } from '@relais/domain/rules';
import { ApiError } from '../lib/http';
import { createEngine, type Engine } from './engine';
import { defineAction } from './define';
import { VERSION_ERROR_CODES, type ActionList, type EngineDeps } from './engine-deps';
import { createMemoryStore, type OutboxStore } from './outbox-store';
import { installEngine } from './runtime';
import type { EngineReport } from './reports';
import type { ActionDefinition, ActionError, AnyAction, OutboxRecord } from './types';

/** Test helpers: a fake server that applies each idempotency key once, and engines wired to it. */
export type Body = { n: number; reject?: boolean };
export type Mode = {
  offline: boolean;
  failNext: number;
  slow: boolean;
  loseNextResponse: boolean;
  status?: number;
  /** The error body's code of the `failNext` answers (none by default). */
  errorCode?: ErrorCode;
};

export const createFakeServer = () => {
  const applied: number[] = [];
  const keys = new Map<string, { ok: boolean; n: number }>();
  const mode: Mode = { offline: false, failNext: 0, slow: false, loseNextResponse: false };
  let requests = 0;
  const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  /** `alive()` false: the page was reloaded, its requests never reach the server nor come back. */
  const request = async (body: Body, key: string, alive: () => boolean): Promise<number> => {
    requests += 1;
    if (mode.slow) await tick();
    if (!alive()) return new Promise<number>(() => {});
    if (mode.offline) throw new ApiError(0, null, 'network');
    if (mode.failNext > 0) {
      mode.failNext -= 1;
      const status = mode.status ?? 503;
      const { errorCode } = mode;
      throw new ApiError(
        status,
        errorCode
          ? { success: false, errorCode, message: `answered ${status} ${errorCode}`, errors: [] }
          : null,
      );
    }
    let stored = keys.get(key);
    if (!stored) {
      stored = { ok: !body.reject, n: body.n };
      keys.set(key, stored);
      if (stored.ok) applied.push(body.n);
    }
    if (mode.slow) await tick();
    if (!alive()) return new Promise<number>(() => {});
    if (mode.loseNextResponse) {
      mode.loseNextResponse = false;
      throw new ApiError(0, null, 'network');
    }
    if (!stored.ok)
      throw new ApiError(422, {
        success: false,
        errorCode: 'validation_failed',
        message: `refused ${body.n}`,
        errors: [],
      });
    return stored.n;
  };
  return { applied, keys, mode, request, requests: () => requests };
};
export type FakeServer = ReturnType<typeof createFakeServer>;

/** A store view that ignores writes once its page is gone (a reload kills the old tab's work). */
export const pageStore = (store: OutboxStore, alive: () => boolean): OutboxStore => ({
  list: () => store.list(),
  put: (r) => (alive() ? store.put(r) : Promise.resolve()),
  remove: (id) => (alive() ? store.remove(id) : Promise.resolve()),
});

/** The engine's version messages, untranslated. */
export const versionError = (queuedBy: 'older' | 'newer'): ActionError => ({
  code: VERSION_ERROR_CODES[queuedBy],
  message: `queued by a ${queuedBy} version`,
});

/**
 * An engine on `store` sending `test.write` to the fake server (plus `actions`, when given: the
 * app's list, or its loader, as a test wants it). `report` hears what the app would; `schedule`
 * gets the backoff's retries (none run by default).
 */
export const makeEngine = (opts: {
  store: OutboxStore;
  server: FakeServer;
  user?: () => string | null;
  report?: (report: EngineReport) => void;
  actions?: (write: ActionDefinition<Body, 'test.write'>) => ActionList;
  schedule?: EngineDeps['schedule'];
}): { engine: Engine; def: ActionDefinition<Body, 'test.write'>; kill: () => void } => {
  let alive = true;
  let ids = 0;
  const def = defineAction<Body, 'test.write'>({
    type: 'test.write',
    send: (body, { idempotencyKey }) => opts.server.request(body, idempotencyKey, () => alive),
    describe: (body) => ({ key: 'offline.actions.fontSize', values: { value: String(body.n) } }),
  });
  const engine = createEngine({
    store: pageStore(opts.store, () => alive),
    actions: opts.actions?.(def) ?? [def],
    userId: opts.user ?? (() => 'u1'),
    queryClient: () => null,
    errorOf: (e) => ({
      code: e instanceof ApiError ? String(e.status) : 'x',
      message: e instanceof Error ? e.message : 'x',
    }),
    versionError,
    uuid: () => `${Math.random().toString(36).slice(2)}-${(ids += 1)}`,
    schedule: opts.schedule ?? (() => () => {}),
    report: opts.report,
  });
  return { engine, def, kill: () => (alive = false) };
};

/**
 * Screens' tests: the app's engine on an in-memory outbox with the given actions (what
 * `startOfflineEngine` does with IndexedDB), so a screen enqueues, lists and discards for real.
 * `user`: whose outbox it is without a session (nothing is sent then: no live session).
 */
export const installTestEngine = (
  actions: readonly AnyAction[],
  { store = createMemoryStore(), user }: { store?: OutboxStore; user?: string } = {},
): { engine: Engine; store: OutboxStore } => {
  const overrides = user
    ? { userId: () => user, sendingUserId: () => Promise.resolve(null), schedule: () => () => {} }
    : {};
  return { engine: installEngine(actions, store, overrides), store };
};

let seq = 0;
/** A stored outbox record of user u1 (what a queued action looks like after a reload). */
export const outboxRecord = (
  r: Pick<OutboxRecord, 'id' | 'type' | 'body'> & Partial<OutboxRecord>,
): OutboxRecord => ({
  seq: (seq += 1),
  version: 1,
  state: 'waiting',
  createdAt: 0,
  attempts: 0,
  lastError: null,
  userId: 'u1',
  idempotencyKey: `key-${r.id}`,
  files: [],
  ...r,
});

/** Puts records in the outbox and starts the engine on them (as after a reload). */
export const queueStored = async (
  { engine, store }: { engine: Engine; store: OutboxStore },
  records: OutboxRecord[],
): Promise<void> => {
  for (const r of records) await store.put(r);
  await engine.start();
};
