import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema/index';
import { dbNow, keyOf, storeAnswerIn, type StoredKey } from './idempotency-transaction';
import './types';

/**
 * A key IN_PROGRESS is leased to the upload holding it (an upload streams its body inside its
 * handler: too long to hold a transaction): a live request renews its lease every
 * IDEMPOTENCY_RENEW_MS, so a key whose lease is older than IDEMPOTENCY_LEASE_MS belongs to a
 * request that died (process killed, database gone before the answer was stored) and the next
 * request with that key takes it over. Measured on the database's clock: one clock for every process.
 */
export const IDEMPOTENCY_LEASE_MS = 60_000;
export const IDEMPOTENCY_RENEW_MS = 15_000;

/** An IN_PROGRESS row whose holder stopped renewing it. */
const leaseOver = sql`${idempotencyKeys.updatedAt} < clock_timestamp() - ${sql.raw(`interval '${IDEMPOTENCY_LEASE_MS} milliseconds'`)}`;

/**
 * The key a request holds while it runs: `stamp` is its lease's last renewal (`updated_at`); every
 * write of the holder is conditional on it, so a request whose key was taken over writes nothing.
 */
export type Hold = {
  key: string;
  userId: string;
  stamp: Date;
  timer: NodeJS.Timeout;
  /** The renewal under way, awaited before the answer is stored. */
  renewing: Promise<void>;
};

/** The answer as it is stored (what a replay sends again). */
export type StoredAnswer = { status: number; body: string; contentType: string | null };

/** The lease path of `idempotency.ts`: taking a key, holding it while the upload runs, storing its answer. */
export const leasedKeys = (app: FastifyInstance) => {
  const holds = new Set<Hold>();

  /** The row as long as `hold` still holds it. */
  const held = (hold: Hold) =>
    and(
      keyOf(hold.userId, hold.key),
      eq(idempotencyKeys.status, 'IN_PROGRESS'),
      eq(idempotencyKeys.updatedAt, hold.stamp),
    );

  const renew = async (hold: Hold): Promise<void> => {
    try {
      const [row] = await app.db
        .update(idempotencyKeys)
        .set({ updatedAt: dbNow })
        .where(held(hold))
        .returning({ stamp: idempotencyKeys.updatedAt });
      if (row) hold.stamp = row.stamp;
      else app.log.warn({ key: hold.key }, 'idempotency key taken over while its request ran');
    } catch (error) {
      // the database is unreachable: tried again at the next tick, the lease runs out meanwhile
      app.log.warn({ err: error, key: hold.key }, 'idempotency lease not renewed');
    }
  };

  const hold = (request: FastifyRequest, key: string, userId: string, stamp: Date): void => {
    const h: Hold = {
      key,
      userId,
      stamp,
      renewing: Promise.resolve(),
      timer: setInterval(() => {
        h.renewing = h.renewing.then(() => renew(h));
      }, IDEMPOTENCY_RENEW_MS),
    };
    h.timer.unref();
    holds.add(h);
    request.idempotency = h;
  };
  const letGo = async (h: Hold): Promise<void> => {
    clearInterval(h.timer);
    holds.delete(h);
    await h.renewing;
  };

  /** Takes the key: a new one, or one whose holder died (lease over). The stamp, or null when held. */
  const take = async (
    userId: string,
    key: string,
    fingerprint: string,
    methodPath: string,
  ): Promise<{ stamp: Date } | { stored: StoredKey } | null> => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const now = app.appConfig.clock.now();
      const [inserted] = await app.db
        .insert(idempotencyKeys)
        .values({
          key,
          userId,
          methodPath,
          fingerprint,
          status: 'IN_PROGRESS',
          createdAt: now,
          updatedAt: dbNow,
        })
        .onConflictDoNothing()
        .returning({ stamp: idempotencyKeys.updatedAt });
      if (inserted) return inserted;
      const [stored] = await app.db.select().from(idempotencyKeys).where(keyOf(userId, key));
      if (!stored) continue; // released (a 5xx) between the two statements: insert again
      if (stored.fingerprint !== fingerprint || stored.status === 'DONE') return { stored };
      // one statement: of two requests taking the same dead key over, one only finds it leased
      const [taken] = await app.db
        .update(idempotencyKeys)
        .set({ updatedAt: dbNow })
        .where(
          and(
            keyOf(userId, key),
            eq(idempotencyKeys.status, 'IN_PROGRESS'),
            eq(idempotencyKeys.fingerprint, fingerprint),
            leaseOver,
          ),
        )
        .returning({ stamp: idempotencyKeys.updatedAt });
      return taken ?? null;
    }
    return null;
  };

  /**
   * The answer stored (or the key released on a 5xx) only by the request still holding the key.
   * When the database cannot be reached the answer still goes out: the key stays IN_PROGRESS until
   * its lease is over, then a retry performs the request (decisions "API conventions").
   */
  const finish = async (h: Hold, answer: StoredAnswer): Promise<void> => {
    await letGo(h);
    try {
      if (answer.status >= 500) {
        await app.db.delete(idempotencyKeys).where(held(h));
        return;
      }
      const stored = await storeAnswerIn(app.db, held(h), app.appConfig.clock.now(), answer);
      if (!stored) app.log.warn({ key: h.key }, 'idempotency key taken over: answer not stored');
    } catch (error) {
      app.log.error({ err: error, key: h.key }, 'idempotency answer not stored');
    }
  };

  const stopAll = () => {
    for (const h of holds) clearInterval(h.timer);
    holds.clear();
  };

  return { take, hold, finish, stopAll };
};
