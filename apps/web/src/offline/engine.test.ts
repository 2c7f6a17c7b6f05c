import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/http';
import { createEngine } from './engine';
import { SESSION_OFFLINE } from './engine-deps';
import { createMemoryStore } from './outbox-store';
import { createFakeServer, makeEngine, versionError } from './test-kit';
import { defineAction } from './define';

const setup = (user: { id: string | null } = { id: 'u1' }) => {
  const store = createMemoryStore();
  const server = createFakeServer();
  const onProcessed = vi.fn();
  const page = makeEngine({
    store,
    server,
    user: () => user.id,
    report: (r) => {
      if (r.kind === 'processed') onProcessed();
    },
  });
  return { store, server, onProcessed, user, ...page };
};

describe('replayer', () => {
  it('sends in order, removes acknowledged actions and says so once the outbox is empty', async () => {
    const { engine, def, server, store, onProcessed } = setup();
    server.mode.offline = true;
    for (const n of [1, 2, 3]) await engine.enqueue(def, { n });
    await engine.idle();
    expect(engine.snapshot().map((a) => a.state)).toEqual(['waiting', 'waiting', 'waiting']);
    expect(engine.snapshot()[0]?.attempts).toBeGreaterThan(0);
    server.mode.offline = false;
    await engine.replay();
    expect(server.applied).toEqual([1, 2, 3]);
    expect(await store.list()).toEqual([]);
    expect(onProcessed).toHaveBeenCalledTimes(1);
  });

  it('parks a 4xx with the server message and goes on with the rest', async () => {
    const { engine, def, server, onProcessed } = setup();
    server.mode.offline = true;
    await engine.enqueue(def, { n: 1, reject: true });
    await engine.enqueue(def, { n: 2 });
    server.mode.offline = false;
    await engine.replay();
    expect(server.applied).toEqual([2]);
    const [parked] = engine.snapshot();
    expect(parked?.state).toBe('parked');
    expect(parked?.lastError).toEqual({ code: '422', message: 'refused 1' });
    expect(onProcessed).not.toHaveBeenCalled();
  });

  it('stops on 503 and 429 without sending later actions', async () => {
    const { engine, def, server } = setup();
    server.mode.offline = true;
    await engine.enqueue(def, { n: 1 });
    await engine.enqueue(def, { n: 2 });
    await engine.idle();
    Object.assign(server.mode, { offline: false, failNext: 1, status: 429 });
    const before = server.requests();
    await engine.replay();
    expect(server.applied).toEqual([]);
    expect(server.requests() - before).toBe(1);
    expect(engine.snapshot()[0]?.lastError?.code).toBe('429');
    await engine.replay();
    expect(server.applied).toEqual([1, 2]);
  });

  it('keeps a 409 idempotency_in_progress queued and replays it after a backoff; another 409 is parked', async () => {
    const store = createMemoryStore();
    const server = createFakeServer();
    const timers: { run: () => void; ms: number }[] = [];
    const { engine, def } = makeEngine({
      store,
      server,
      schedule: (run, ms) => {
        const timer = { run, ms };
        timers.push(timer);
        return () => timers.splice(timers.indexOf(timer), 1);
      },
    });
    server.mode.offline = true;
    await engine.enqueue(def, { n: 1 });
    await engine.enqueue(def, { n: 2 });
    await engine.idle();
    timers.length = 0;
    // back online, the server still holds the first key for a request cut off (a crash): it says
    // 'in progress' twice, then its lease is over
    Object.assign(server.mode, {
      offline: false,
      failNext: 2,
      status: 409,
      errorCode: 'idempotency_in_progress',
    });
    await engine.replay();
    expect(engine.snapshot().map((a) => a.state)).toEqual(['waiting', 'waiting']);
    expect(engine.snapshot()[0]?.lastError?.code).toBe('409');
    expect(timers).toHaveLength(1);
    const first = timers[0]?.ms ?? 0;
    timers[0]?.run();
    await engine.idle();
    expect(timers.map((t) => t.ms)).toEqual([first * 2]);
    expect(server.applied).toEqual([]);
    timers[0]?.run();
    await engine.idle();
    expect(server.applied).toEqual([1, 2]);
    expect(await store.list()).toEqual([]);
    expect(timers).toEqual([]);

    // any other 409 is the server's refusal: parked for the user, not retried
    Object.assign(server.mode, { failNext: 1, status: 409, errorCode: 'login_email_taken' });
    await engine.enqueue(def, { n: 3 });
    await engine.idle();
    expect(engine.snapshot().map((a) => a.state)).toEqual(['parked']);
    expect(timers).toEqual([]);
    expect(server.applied).toEqual([1, 2]);
  });

  it('resends with the same key after a lost response: applied once', async () => {
    const { engine, def, server } = setup();
    server.mode.loseNextResponse = true;
    await engine.enqueue(def, { n: 7 });
    await engine.idle();
    expect(engine.snapshot()).toHaveLength(1);
    await engine.replay();
    expect(server.applied).toEqual([7]);
    expect(engine.snapshot()).toEqual([]);
  });

  it("never sends another user's actions, and sends them when that user is back", async () => {
    const { engine, def, server, user } = setup();
    server.mode.offline = true;
    await engine.enqueue(def, { n: 1 });
    await engine.idle();
    server.mode.offline = false;
    user.id = 'u2';
    engine.userChanged();
    expect(engine.snapshot()).toEqual([]);
    await engine.replay();
    expect(server.applied).toEqual([]);
    user.id = null;
    await engine.replay();
    expect(server.applied).toEqual([]);
    user.id = 'u1';
    await engine.replay();
    expect(server.applied).toEqual([1]);
  });

  it('resubmits a parked action in place with a new key, and clears a user on logout', async () => {
    const { engine, def, server, store } = setup();
    await engine.enqueue(def, { n: 1, reject: true });
    await engine.idle();
    const [parked] = await store.list();
    if (!parked) throw new Error('no parked action');
    await engine.resubmit(parked.id, { n: 11 });
    await engine.idle();
    expect(server.applied).toEqual([11]);
    server.mode.offline = true;
    await engine.enqueue(def, { n: 2 });
    await engine.clearUser('u1');
    expect(await store.list()).toEqual([]);
  });

  it('keeps the queued files on a resubmit unless new ones are given', async () => {
    const { engine, def, server, store } = setup();
    server.mode.offline = true;
    const a = { name: 'a.jpg', type: 'image/jpeg', data: new ArrayBuffer(3) };
    const b = { name: 'b.jpg', type: 'image/jpeg', data: new ArrayBuffer(5) };
    const id = await engine.enqueue(def, { n: 1 }, [a]);
    expect(engine.filesOf(id)).toEqual([a]);
    await engine.resubmit(id, { n: 2 });
    expect((await store.list())[0]?.files).toEqual([a]);
    await engine.resubmit(id, { n: 3 }, [b, a]);
    expect((await store.list())[0]?.files).toEqual([b, a]);
    expect(engine.filesOf(id)).toEqual([b, a]);
    expect(engine.filesOf('unknown')).toBeUndefined();
  });

  it('applies optimistically, re-applies after a reload, reverts on discard', async () => {
    const qc = new QueryClient();
    const store = createMemoryStore();
    const server = createFakeServer();
    server.mode.offline = true;
    const def = defineAction<{ n: number }>({
      type: 'test.count',
      send: (body, { idempotencyKey }) => server.request(body, idempotencyKey, () => true),
      apply: (client, body, id) =>
        client.setQueryData<Record<string, number>>(['c'], (old) => ({ ...old, [id]: body.n })),
      revert: (client, _body, id) =>
        client.setQueryData<Record<string, number>>(['c'], (old) =>
          Object.fromEntries(Object.entries(old ?? {}).filter(([k]) => k !== id)),
        ),
      describe: () => ({ key: 'x' }),
    });
    const make = () =>
      createEngine({
        store,
        actions: [def],
        userId: () => 'u1',
        queryClient: () => qc,
        errorOf: () => ({ code: 'e', message: 'e' }),
        versionError,
        uuid: () => crypto.randomUUID(),
        schedule: () => () => {},
      });
    const first = make();
    const id = await first.enqueue(def, { n: 5 });
    expect(qc.getQueryData(['c'])).toEqual({ [id]: 5 });
    await first.idle();
    qc.clear();
    const second = make();
    await second.start();
    expect(qc.getQueryData(['c'])).toEqual({ [id]: 5 });
    await second.discard(id);
    expect(qc.getQueryData(['c'])).toEqual({});
    expect(await store.list()).toEqual([]);
  });

  /** An engine whose session answer the test sets, with the retries it plans kept in `timers`. */
  const sessionEngine = () => {
    const server = createFakeServer();
    const timers: { run: () => void; ms: number }[] = [];
    const session: { answer: string | null | typeof SESSION_OFFLINE } = { answer: SESSION_OFFLINE };
    const def = defineAction<{ n: number }>({
      type: 'test.write',
      send: (body, { idempotencyKey }) => server.request(body, idempotencyKey, () => true),
      describe: () => ({ key: 'x' }),
    });
    const engine = createEngine({
      store: createMemoryStore(),
      actions: [def],
      versionError,
      userId: () => 'u1',
      sendingUserId: () => Promise.resolve(session.answer),
      queryClient: () => null,
      errorOf: () => ({ code: 'e', message: 'e' }),
      uuid: () => crypto.randomUUID(),
      schedule: (run, ms) => {
        const timer = { run, ms };
        timers.push(timer);
        return () => timers.splice(timers.indexOf(timer), 1);
      },
    });
    return { engine, def, server, timers, session };
  };

  it('tries again after a backoff when the session cannot be restored for want of network', async () => {
    const { engine, def, server, timers, session } = sessionEngine();
    await engine.enqueue(def, { n: 1 });
    await engine.idle();
    // the `online` event came, the refresh did not get through: a retry is planned, 1 s then 2 s
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]?.run();
    await engine.idle();
    expect(timers.map((t) => t.ms)).toEqual([2000]);
    expect(server.applied).toEqual([]);
    session.answer = 'u1';
    timers[0]?.run();
    await engine.idle();
    expect(server.applied).toEqual([1]);
    expect(timers).toEqual([]);
  });

  it('plans no retry when nothing waits, nor when the session is refused', async () => {
    const { engine, def, server, timers, session } = sessionEngine();
    await engine.replay();
    expect(timers).toEqual([]);
    // an action waits but the session is refused (not a network failure): it waits for a sign-in
    session.answer = null;
    await engine.enqueue(def, { n: 1 });
    await engine.idle();
    expect(timers).toEqual([]);
    expect(server.applied).toEqual([]);
    expect(engine.snapshot()).toHaveLength(1);
  });

  it('parks an action whose send throws something else than an API error', async () => {
    const { engine, def, server } = setup();
    server.mode.offline = true;
    await engine.enqueue(def, { n: 1 });
    await engine.idle();
    server.mode.offline = false;
    vi.spyOn(server, 'request').mockRejectedValueOnce(new TypeError('bug'));
    await engine.replay();
    expect(engine.snapshot()[0]?.state).toBe('parked');
    expect(new ApiError(401, null).status).toBe(401);
  });
});
