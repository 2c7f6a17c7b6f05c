import { describe, expect, it, vi } from 'vitest';
import { defineAction } from './define';
import { createMemoryStore } from './outbox-store';
import type { EngineReport } from './reports';
import { createFakeServer, makeEngine, type Body } from './test-kit';
import type { OutboxRecord } from './types';

/** A record as the previous build wrote it: no `version` at all. */
const oldRecord = (id: string, type: string, body: unknown, seq = 1): OutboxRecord => ({
  id,
  seq,
  type,
  body,
  state: 'waiting',
  createdAt: 0,
  attempts: 0,
  lastError: null,
  userId: 'u1',
  idempotencyKey: `key-${id}`,
  files: [],
});

/** `test.write` at version 2: its body was `{ count }` in version 1. */
const setup = (upgrade: ((body: unknown, from: number) => Body | null) | undefined) => {
  const store = createMemoryStore();
  const server = createFakeServer();
  const reports: EngineReport[] = [];
  const page = makeEngine({
    store,
    server,
    report: (r) => reports.push(r),
    actions: (write) => [defineAction<Body, 'test.write'>({ ...write, version: 2, upgrade })],
  });
  return { store, server, reports, ...page };
};

const fromCount = (body: unknown): Body | null =>
  typeof body === 'object' && body !== null && 'count' in body && typeof body.count === 'number'
    ? { n: body.count }
    : null;

describe('a record queued by an older build', () => {
  it('is upgraded by its definition and sent as the new body, once', async () => {
    const { engine, store, server } = setup(fromCount);
    await store.put(oldRecord('a1', 'test.write', { count: 7 }));
    await engine.start();
    expect(engine.snapshot()).toMatchObject([{ id: 'a1', version: 2, body: { n: 7 }, state: 'waiting' }]);
    await engine.replay();
    expect(server.applied).toEqual([7]);
    expect(await store.list()).toEqual([]);
  });

  it('is parked with the message when it cannot be upgraded, kept, never sent', async () => {
    const { engine, store, server } = setup(fromCount);
    await store.put(oldRecord('a1', 'test.write', { other: true }));
    await store.put(oldRecord('a2', 'test.write', { count: 3 }, 2));
    await engine.start();
    await engine.replay();
    // the next one goes on: only the record that cannot be read waits for the user
    expect(server.applied).toEqual([3]);
    expect(engine.snapshot()).toMatchObject([
      {
        id: 'a1',
        version: 1,
        state: 'parked',
        body: { other: true },
        lastError: { code: 'outdated_action', message: 'queued by a older version' },
      },
    ]);
    // kept as written (the next build may know how to upgrade it)
    expect(await store.list()).toEqual([oldRecord('a1', 'test.write', { other: true })]);
    // 'Send now' does not send it either; the user discards it
    await engine.replay();
    expect(server.requests()).toBe(1);
    await engine.discard('a1');
    expect(await store.list()).toEqual([]);
  });

  it('is parked when its definition has no upgrade', async () => {
    const { engine, store, server } = setup(undefined);
    await store.put(oldRecord('a1', 'test.write', { n: 1 }));
    await engine.start();
    await engine.replay();
    expect(server.requests()).toBe(0);
    expect(engine.snapshot()[0]).toMatchObject({ state: 'parked', lastError: { code: 'outdated_action' } });
  });

  it('without a version field is version 1: sent as it is when the definition is still version 1', async () => {
    const store = createMemoryStore();
    const server = createFakeServer();
    const { engine } = makeEngine({ store, server });
    await store.put(oldRecord('a1', 'test.write', { n: 4 }));
    await engine.start();
    expect(engine.snapshot()[0]?.version).toBe(1);
    await engine.replay();
    expect(server.applied).toEqual([4]);
  });

  it('is stored with its new version once the server refuses it after the upgrade', async () => {
    const { engine, store } = setup(fromCount);
    await store.put(oldRecord('a1', 'test.write', { count: 5 }));
    await engine.start();
    await engine.resubmit('a1', { n: 5, reject: true });
    await engine.idle();
    expect(await store.list()).toMatchObject([{ id: 'a1', version: 2, state: 'parked' }]);
  });
});

describe('a record queued by a newer build', () => {
  it('is neither sent nor changed by this build', async () => {
    const store = createMemoryStore();
    const server = createFakeServer();
    const { engine } = makeEngine({ store, server });
    const newer = { ...oldRecord('a1', 'test.write', { n: 1, extra: 'x' }), version: 2 };
    await store.put(newer);
    await engine.start();
    await engine.replay();
    expect(server.requests()).toBe(0);
    expect(engine.snapshot()[0]).toMatchObject({ state: 'parked', lastError: { code: 'newer_action' } });
    expect(await store.list()).toEqual([newer]);
  });
});

describe('the one list of actions', () => {
  it('reports a queued action whose type is missing from the list, and keeps it', async () => {
    const store = createMemoryStore();
    const server = createFakeServer();
    const reports: EngineReport[] = [];
    const { engine } = makeEngine({ store, server, report: (r) => reports.push(r) });
    await store.put(oldRecord('a1', 'test.forgotten', { n: 1 }));
    await engine.start();
    await engine.replay();
    expect(reports).toMatchObject([
      { kind: 'unknown-action', action: { id: 'a1', type: 'test.forgotten', state: 'parked' } },
    ]);
    expect(await store.list()).toMatchObject([
      { id: 'a1', state: 'parked', lastError: { code: 'unknown_action' } },
    ]);
  });

  it('refuses two definitions of one type', () => {
    const store = createMemoryStore();
    const server = createFakeServer();
    expect(() => makeEngine({ store, server, actions: (write) => [write, write] })).toThrow(
      "offline action 'test.write' is listed twice",
    );
  });

  it('applies only a record of its definition version to the cache', () => {
    const apply = vi.fn();
    const def = defineAction<Body, 'test.x'>({
      type: 'test.x',
      version: 2,
      send: () => Promise.resolve(),
      apply,
      describe: () => ({ key: 'x' }),
    });
    const base = {
      id: 'a',
      type: 'test.x',
      state: 'waiting',
      createdAt: 0,
      attempts: 0,
      lastError: null,
    } as const;
    expect(def.owns({ ...base, version: 1, body: {} })).toBe(false);
    expect(def.owns({ ...base, version: 2, body: { n: 1 } })).toBe(true);
    expect(def.run.describe({ ...base, version: 1, body: {} })).toBeNull();
    expect(apply).not.toHaveBeenCalled();
  });
});
