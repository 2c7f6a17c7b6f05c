import { ApiError } from '../lib/http';
import { createEngine, type Engine } from './engine';
import type { OutboxStore } from './outbox-store';
import type { ActionDefinition, PendingAction } from './types';

/** Test helpers: a fake server that applies each idempotency key once, and engines wired to it. */
export type Body = { n: number; reject?: boolean };
export type Mode = {
  offline: boolean;
  failNext: number;
  slow: boolean;
  loseNextResponse: boolean;
  status?: number;
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
      throw new ApiError(mode.status ?? 503, null);
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

export const makeEngine = (opts: {
  store: OutboxStore;
  server: FakeServer;
  user?: () => string | null;
  onProcessed?: () => void;
  onParked?: (action: PendingAction) => void;
}): { engine: Engine; def: ActionDefinition<Body>; kill: () => void } => {
  let alive = true;
  let ids = 0;
  const def: ActionDefinition<Body> = {
    type: 'test.write',
    send: (body, { idempotencyKey }) => opts.server.request(body, idempotencyKey, () => alive),
    describe: (body) => ({ key: 'offline.actions.fontSize', values: { value: String(body.n) } }),
  };
  const engine = createEngine({
    store: pageStore(opts.store, () => alive),
    definitionOf: (type) => (type === def.type ? (def as ActionDefinition<unknown>) : undefined),
    userId: opts.user ?? (() => 'u1'),
    queryClient: () => null,
    errorOf: (e) => ({
      code: e instanceof ApiError ? String(e.status) : 'x',
      message: e instanceof Error ? e.message : 'x',
    }),
    uuid: () => `${Math.random().toString(36).slice(2)}-${(ids += 1)}`,
    schedule: () => () => {},
    onProcessed: opts.onProcessed,
    onParked: opts.onParked,
  });
  return { engine, def, kill: () => (alive = false) };
};
