import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { openPostgres, type Db } from '../db/client';
import { idempotencyKeys, leaves, preferences, users } from '../db/schema/index';
import {
  bearer,
  createTestContext,
  signIn,
  testConfig,
  type Session,
  type TestContext,
  errJson,
} from '../test/test-app';
import { IDEMPOTENCY_LEASE_MS, IDEMPOTENCY_RENEW_MS } from './idempotency';

let ctx: TestContext;
let session: Session;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await ctx.reset();
  session = await signIn(ctx.app);
});

const putFont = (value: string, key?: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/users/${session.userId}/preferences/fontSizeAugmentation`,
    headers: { ...bearer(session.token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { value },
  });

const fontInDb = async () => {
  const [row] = await ctx.testDb.db
    .select()
    .from(preferences)
    .where(and(eq(preferences.userId, session.userId), eq(preferences.key, 'fontSizeAugmentation')));
  return row?.value;
};

describe('Idempotency-Key', () => {
  it('replays the stored response for the same key and payload, without a second effect', async () => {
    const key = randomUUID();
    const first = await putFont('2', key);
    expect(first.statusCode).toBe(200);
    await putFont('3'); // a later change by another request
    const replay = await putFont('2', key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    expect(await fontInDb()).toBe('3');
  });

  it('answers 422 idempotency_key_reused for the same key with another payload', async () => {
    const key = randomUUID();
    expect((await putFont('2', key)).statusCode).toBe(200);
    const res = await putFont('4', key);
    expect(res.statusCode).toBe(422);
    expect(errJson(res).errorCode).toBe('idempotency_key_reused');
    expect(await fontInDb()).toBe('2');
  });

  it('runs two simultaneous duplicates at most once', async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([putFont('1', key), putFont('1', key)]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([200, 409]).toContain(codes[1]);
    expect(await fontInDb()).toBe('1');
  });

  it('keys are per user: another user may use the same key', async () => {
    const key = randomUUID();
    expect((await putFont('2', key)).statusCode).toBe(200);
    const other = await signIn(ctx.app, { email: 'other@relais.test', password: 'relais-demo' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${other.userId}/preferences/fontSizeAugmentation`,
      headers: { ...bearer(other.token), 'idempotency-key': key },
      payload: { value: '2' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });

  it('stores a 4xx answer too, and refuses a key that is not a UUID', async () => {
    const key = randomUUID();
    const bad = await putFont('99', key);
    expect(bad.statusCode).toBe(400);
    const again = await putFont('99', key);
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const notUuid = await putFont('1', 'abc');
    expect(notUuid.statusCode).toBe(400);
    expect(errJson(notUuid).errors).toEqual([{ errorCode: 'validation_failed', field: 'Idempotency-Key' }]);
  });

  it('keeps keys for 7 days at least', async () => {
    const key = randomUUID();
    await putFont('2', key);
    ctx.clock.advance(7 * 24 * 3600 * 1000 - 60_000);
    const fresh = await signIn(ctx.app);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${session.userId}/preferences/fontSizeAugmentation`,
      headers: { ...bearer(fresh.token), 'idempotency-key': key },
      payload: { value: '3' },
    });
    expect(res.statusCode).toBe(422);
  });
});

// ---- a key held by a request that is still running, or that died ---------------------------------

const LEAVE = { startDate: '2026-03-20', endDate: '2026-03-21', label: 'Congés' };
/** Declares an absence: each performance creates a row (a second effect would show). Sent at once. */
const createLeave = async (app: FastifyInstance, key: string) =>
  await app.inject({
    method: 'POST',
    url: `/api/assistants/${session.userId}/leaves`,
    headers: { ...bearer(session.token), 'idempotency-key': key },
    payload: LEAVE,
  });
const leavesCreated = async (): Promise<number> =>
  (
    await ctx.testDb.db
      .select({ startDate: leaves.startDate })
      .from(leaves)
      .where(eq(leaves.assistantId, session.userId))
  ).filter((l) => l.startDate === LEAVE.startDate).length;

const keyRow = async (key: string) => {
  const [row] = await ctx.testDb.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, session.userId), eq(idempotencyKeys.key, key)));
  return row;
};
/** Time passes for a key nobody renews: its lease is over (the database's clock is the lease's). */
const leaseRunsOut = (key: string) =>
  ctx.testDb.db
    .update(idempotencyKeys)
    .set({
      updatedAt: sql`${idempotencyKeys.updatedAt} - ${sql.raw(`interval '${IDEMPOTENCY_LEASE_MS + 1000} milliseconds'`)}`,
    })
    .where(and(eq(idempotencyKeys.userId, session.userId), eq(idempotencyKeys.key, key)));

/**
 * The same database behind a gate: a write's transaction waits until `open()` (a request in the
 * middle of its write). `reached` resolves once a request waits there.
 */
const gatedDb = (db: Db) => {
  let open = () => {};
  let entered = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const reached = new Promise<void>((resolve) => (entered = resolve));
  const transaction = (...args: Parameters<Db['transaction']>) => {
    entered();
    return gate.then(() => db.transaction(...args));
  };
  const gated = new Proxy(db, {
    get: (target, prop, receiver): unknown =>
      prop === 'transaction' ? transaction : Reflect.get(target, prop, receiver),
  });
  return { db: gated, open, reached };
};

/** A second API process on the same database (the key is shared by every process). */
const secondApp = (db: Db) => buildApp(testConfig(ctx.clock, ctx.testDb, { db }));

describe('Idempotency-Key held by a request', () => {
  it('answers 409 while the request holding the key runs, which renews its lease; then replays its answer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const gated = gatedDb(ctx.testDb.db);
    const other = await secondApp(gated.db);
    try {
      const key = randomUUID();
      const first = createLeave(other, key);
      await gated.reached;
      const retry = await createLeave(ctx.app, key);
      expect(retry.statusCode).toBe(409);
      expect(errJson(retry).errorCode).toBe('idempotency_in_progress');
      // the live request renews its lease (on the database's clock)
      const before = (await keyRow(key))?.updatedAt.getTime() ?? 0;
      await new Promise((resolve) => setTimeout(resolve, 5));
      await vi.advanceTimersByTimeAsync(IDEMPOTENCY_RENEW_MS);
      await vi.waitFor(async () => expect((await keyRow(key))?.updatedAt.getTime()).toBeGreaterThan(before));
      expect((await createLeave(ctx.app, key)).statusCode).toBe(409);
      gated.open();
      const done = await first;
      expect(done.statusCode).toBe(200);
      const replay = await createLeave(ctx.app, key);
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toBe(done.body);
      expect(await leavesCreated()).toBe(1);
    } finally {
      vi.useRealTimers();
      gated.open();
      await other.close();
    }
  });

  it('takes over a key whose request died once its lease is over: the write is performed exactly once', async () => {
    // the process dies in the middle of the write: its request never goes on, nothing renews its lease
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const gated = gatedDb(ctx.testDb.db);
    const dead = await secondApp(gated.db);
    try {
      const key = randomUUID();
      void createLeave(dead, key);
      await gated.reached;
      expect((await keyRow(key))?.status).toBe('IN_PROGRESS');
      // within the lease nobody can tell a dead request from a slow one: the app waits and retries
      const early = await createLeave(ctx.app, key);
      expect(early.statusCode).toBe(409);
      expect(errJson(early).errorCode).toBe('idempotency_in_progress');
      await leaseRunsOut(key);
      // two retries at once: one performs the write, the other is told to wait (or replays)
      const [a, b] = await Promise.all([createLeave(ctx.app, key), createLeave(ctx.app, key)]);
      const codes = [a.statusCode, b.statusCode].sort();
      expect(codes[0]).toBe(200);
      expect([200, 409]).toContain(codes[1]);
      expect(await leavesCreated()).toBe(1);
      const winner = a.statusCode === 200 && a.headers['idempotent-replayed'] === undefined ? a : b;
      const replay = await createLeave(ctx.app, key);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toBe(winner.body);
      expect(await leavesCreated()).toBe(1);
      // the same key for another request is still refused
      const reused = await ctx.app.inject({
        method: 'POST',
        url: `/api/assistants/${session.userId}/leaves`,
        headers: { ...bearer(session.token), 'idempotency-key': key },
        payload: { ...LEAVE, label: 'Autre' },
      });
      expect(reused.statusCode).toBe(422);
    } finally {
      vi.useRealTimers();
      await dead.close();
    }
  });

  const adminUrl = process.env['TEST_DATABASE_URL'];
  it.skipIf(!adminUrl)(
    "PostgreSQL: the write's connections are killed and its process cannot reach the database again; a fresh process performs the retry once",
    async () => {
      const url = new URL(adminUrl ?? '');
      url.pathname = `/${await currentDatabase(ctx.testDb.db)}`;
      const blocker = new pg.Client({ connectionString: url.toString() });
      await blocker.connect();
      const doomedName = `relais_doomed_${randomUUID().slice(0, 8)}`;
      url.searchParams.set('application_name', doomedName);
      const doomed = openPostgres(url.toString());
      const other = await secondApp(doomed.db);
      try {
        const key = randomUUID();
        // the write waits on the assistant's row, held by another transaction
        await blocker.query('BEGIN');
        await blocker.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [session.userId]);
        const first = createLeave(other, key);
        for (let tries = 0; ; tries += 1) {
          // the activity view is a snapshot per transaction: a fresh one at each look
          await blocker.query('SELECT pg_stat_clear_snapshot()');
          const waiting = await blocker.query(
            "SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'",
            [doomedName],
          );
          if (waiting.rowCount === 1) break;
          if (tries > 200) throw new Error('the write never reached the lock');
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect((await createLeave(ctx.app, key)).statusCode).toBe(409);
        // PostgreSQL goes away for that process: its connections killed, no new one possible
        const ended = doomed.close();
        await blocker.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
          [doomedName],
        );
        expect((await first).statusCode).toBe(500);
        await ended;
        await blocker.query('ROLLBACK');
        expect(await leavesCreated()).toBe(0);
        expect((await keyRow(key))?.status).toBe('IN_PROGRESS'); // the key could not be released
        const early = await createLeave(ctx.app, key);
        expect(early.statusCode).toBe(409);
        await leaseRunsOut(key);
        const retry = await createLeave(ctx.app, key);
        expect(retry.statusCode).toBe(200);
        expect(retry.headers['idempotent-replayed']).toBeUndefined();
        expect(await leavesCreated()).toBe(1);
        const replay = await createLeave(ctx.app, key);
        expect(replay.headers['idempotent-replayed']).toBe('true');
        expect(await leavesCreated()).toBe(1);
      } finally {
        await blocker.end();
        await other.close();
      }
    },
  );
});

/** The name of the test's database (a database of its own per test file). */
const currentDatabase = async (db: Db): Promise<string> => {
  const [row] = await db
    .select({ name: sql<string>`current_database()` })
    .from(users)
    .limit(1);
  return row?.name ?? '';
};
