// A key held by a request that is still running, or that died: a JSON write holds its key in its own
// transaction (the key, the effect and the answer commit together, or nothing does); an upload, whose
// body streams inside its handler, holds its key by a lease (idempotency.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { openPostgres, type Db } from '../db/client';
import { files, idempotencyKeys, leaves } from '../db/schema/index';
import { currentDatabase, gatedDb } from '../test/gated-db';
import { PNG, upload } from '../modules/files/files.fixtures';
import {
  bearer,
  createTestContext,
  errJson,
  signIn,
  testConfig,
  type Session,
  type TestContext,
} from '../test/test-app';
import { IDEMPOTENCY_LEASE_MS, IDEMPOTENCY_RENEW_MS, requestFingerprint } from './idempotency';

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

const LEAVE = { startDate: '2026-03-20', endDate: '2026-03-21', label: 'Congés' };
const leavesUrl = () => `/api/assistants/${session.userId}/leaves`;
/** Declares an absence: each performance creates a row (a second effect would show). */
const createLeave = (app: FastifyInstance, key: string) =>
  app.inject({
    method: 'POST',
    url: leavesUrl(),
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

const PROOF = { name: 'reçu.png', bytes: PNG };
const uploadProof = (app: FastifyInstance, key: string) =>
  upload(app, session.token, PROOF, { usage: 'EXPENSE' }, key);
const uploadsCreated = async (): Promise<number> =>
  (
    await ctx.testDb.db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.ownerId, session.userId), eq(files.usage, 'EXPENSE'), isNull(files.deletedAt)))
  ).length;

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

/** A second API process on the same database (the key is shared by every process). */
const secondApp = (db: Db) => buildApp(testConfig(ctx.clock, ctx.testDb, { db }));

describe('a JSON write holds its key in its own transaction', () => {
  it('two identical writes at once have one effect: the other replays its answer or is told it still runs', async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([createLeave(ctx.app, key), createLeave(ctx.app, key)]);
    const performed = [a, b].filter((r) => r.statusCode === 200 && !r.headers['idempotent-replayed']);
    expect(performed).toHaveLength(1);
    const other = performed[0] === a ? b : a;
    // the embedded database runs one transaction at a time: the second waits, then replays
    if (other.statusCode === 200) expect(other.body).toBe(performed[0]?.body);
    else expect(errJson(other).errorCode).toBe('idempotency_in_progress');
    expect(await leavesCreated()).toBe(1);
    expect((await keyRow(key))?.status).toBe('DONE');
    const replay = await createLeave(ctx.app, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(performed[0]?.body);
  });

  it('takes over a key an older process left IN_PROGRESS only once its lease is over, and writes once', async () => {
    const key = randomUUID();
    // a request of a process that died holding the key by a lease (an upload, or a version before this one)
    await ctx.testDb.db.insert(idempotencyKeys).values({
      key,
      userId: session.userId,
      methodPath: `POST ${leavesUrl()}`,
      fingerprint: requestFingerprint('POST', leavesUrl(), LEAVE),
      status: 'IN_PROGRESS',
      createdAt: ctx.clock.now(),
      updatedAt: sql`clock_timestamp()`,
    });
    const early = await createLeave(ctx.app, key);
    expect(early.statusCode).toBe(409);
    expect(errJson(early).errorCode).toBe('idempotency_in_progress');
    await leaseRunsOut(key);
    const [a, b] = await Promise.all([createLeave(ctx.app, key), createLeave(ctx.app, key)]);
    expect([a.statusCode, b.statusCode].filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    expect(await leavesCreated()).toBe(1);
    const reused = await ctx.app.inject({
      method: 'POST',
      url: leavesUrl(),
      headers: { ...bearer(session.token), 'idempotency-key': key },
      payload: { ...LEAVE, label: 'Autre' },
    });
    expect(reused.statusCode).toBe(422);
  });

  const adminUrl = process.env['TEST_DATABASE_URL'];
  /** A second process whose connections carry `name` (to find and kill them), and a blocker client. */
  const doomedProcess = async () => {
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${await currentDatabase(ctx.testDb.db)}`;
    const blocker = new pg.Client({ connectionString: url.toString() });
    await blocker.connect();
    const name = `relais_doomed_${randomUUID().slice(0, 8)}`;
    url.searchParams.set('application_name', name);
    const handle = openPostgres(url.toString());
    const app = await secondApp(handle.db);
    /** Holds the assistant's row: a write of hers waits on it (inside its transaction). */
    const holdHerRow = async () => {
      await blocker.query('BEGIN');
      await blocker.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [session.userId]);
    };
    const waitsOnLock = async () => {
      for (let tries = 0; ; tries += 1) {
        // the activity view is a snapshot per transaction: a fresh one at each look
        await blocker.query('SELECT pg_stat_clear_snapshot()');
        const waiting = await blocker.query(
          "SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'",
          [name],
        );
        if (waiting.rowCount === 1) return;
        if (tries > 200) throw new Error('the write never reached the lock');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const kill = async () => {
      const ended = handle.close();
      await blocker.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [name],
      );
      return ended;
    };
    const close = async () => {
      await blocker.end();
      await app.close();
    };
    return { app, blocker, holdHerRow, waitsOnLock, kill, close };
  };

  it.skipIf(!adminUrl)(
    'PostgreSQL: a duplicate of a write still running on another process is told so at once (409), then replays',
    async () => {
      const other = await doomedProcess();
      try {
        const key = randomUUID();
        await other.holdHerRow();
        const first = createLeave(other.app, key);
        await other.waitsOnLock();
        const duplicate = await createLeave(ctx.app, key);
        expect(duplicate.statusCode).toBe(409);
        expect(errJson(duplicate).errorCode).toBe('idempotency_in_progress');
        await other.blocker.query('ROLLBACK');
        const done = await first;
        expect(done.statusCode).toBe(200);
        const replay = await createLeave(ctx.app, key);
        expect(replay.headers['idempotent-replayed']).toBe('true');
        expect(replay.body).toBe(done.body);
        expect(await leavesCreated()).toBe(1);
      } finally {
        await other.close();
      }
    },
  );

  it.skipIf(!adminUrl)(
    'PostgreSQL: a process cut off from the database mid-write leaves nothing; a retry elsewhere performs it at once, once',
    async () => {
      const other = await doomedProcess();
      try {
        const key = randomUUID();
        await other.holdHerRow();
        const first = createLeave(other.app, key);
        await other.waitsOnLock();
        const ended = other.kill();
        expect((await first).statusCode).toBe(500);
        await ended;
        await other.blocker.query('ROLLBACK');
        // its transaction went with its connection: no effect, no key
        expect(await leavesCreated()).toBe(0);
        expect(await keyRow(key)).toBeUndefined();
        const retry = await createLeave(ctx.app, key);
        expect(retry.statusCode).toBe(200);
        expect(retry.headers['idempotent-replayed']).toBeUndefined();
        expect(await leavesCreated()).toBe(1);
      } finally {
        await other.close();
      }
    },
  );
});

describe('an upload holds its key by a lease', () => {
  it('answers 409 while the upload holding the key runs, which renews its lease; then replays its answer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const gated = gatedDb(ctx.testDb.db);
    const other = await secondApp(gated.db);
    try {
      const key = randomUUID();
      const first = uploadProof(other, key);
      await gated.reached;
      const retry = await uploadProof(ctx.app, key);
      expect(retry.statusCode).toBe(409);
      expect(errJson(retry).errorCode).toBe('idempotency_in_progress');
      // the live request renews its lease (on the database's clock)
      const before = (await keyRow(key))?.updatedAt.getTime() ?? 0;
      await new Promise((resolve) => setTimeout(resolve, 5));
      await vi.advanceTimersByTimeAsync(IDEMPOTENCY_RENEW_MS);
      await vi.waitFor(async () => expect((await keyRow(key))?.updatedAt.getTime()).toBeGreaterThan(before));
      gated.open();
      const done = await first;
      expect(done.statusCode).toBe(200);
      const replay = await uploadProof(ctx.app, key);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toBe(done.body);
      expect(await uploadsCreated()).toBe(1);
    } finally {
      vi.useRealTimers();
      gated.open();
      await other.close();
    }
  });

  it('takes over the key of an upload that died once its lease is over: stored once', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const gated = gatedDb(ctx.testDb.db);
    const dead = await secondApp(gated.db);
    try {
      const key = randomUUID();
      void uploadProof(dead, key);
      await gated.reached;
      expect((await keyRow(key))?.status).toBe('IN_PROGRESS');
      // within the lease nobody can tell a dead request from a slow one: the app waits and retries
      expect((await uploadProof(ctx.app, key)).statusCode).toBe(409);
      await leaseRunsOut(key);
      const retry = await uploadProof(ctx.app, key);
      expect(retry.statusCode).toBe(200);
      expect(await uploadsCreated()).toBe(1);
      const replay = await uploadProof(ctx.app, key);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toBe(retry.body);
    } finally {
      vi.useRealTimers();
      await dead.close();
    }
  });
});
