import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';

/** The database's time to the millisecond: what a lease stamp is (read back exactly as a Date). */
export const dbNow = sql<Date>`date_trunc('milliseconds', clock_timestamp())`;

export const keyOf = (userId: string, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

export type StoredKey = typeof idempotencyKeys.$inferSelect;

/** What a request finds for its key: it is its own now, a duplicate still runs, or it was answered. */
export type Claim = { mine: true } | { busy: true } | { stored: StoredKey };

export type KeyedRequest = {
  userId: string;
  key: string;
  fingerprint: string;
  methodPath: string;
  now: Date;
  /** Whether an IN_PROGRESS row's lease is over (its holder died): the lease path's rule. */
  leaseMs: number;
};

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)
    ? (result.rows as Record<string, unknown>[])
    : [];

/**
 * Claims the key inside the request's transaction, which then holds it until it commits with the
 * write and its answer, or rolls back with them (a process killed mid-request leaves nothing: its
 * connection's transaction and lock go with it). A transaction-scoped advisory lock on the key says
 * whether a duplicate still runs somewhere (409), without waiting for it; an IN_PROGRESS row is the
 * lease path's (an upload: `idempotency.ts`), taken over only once its lease is over.
 */
export const claimInTransaction = async (tx: Db, r: KeyedRequest): Promise<Claim> => {
  const lock = await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`${r.userId}:${r.key}`}, 0)) as locked`,
  );
  if (rowsOf(lock)[0]?.['locked'] !== true) return { busy: true };
  const [stored] = await tx
    .select({
      row: idempotencyKeys,
      leaseOver: sql<boolean>`${idempotencyKeys.updatedAt} < clock_timestamp() - ${sql.raw(`interval '${r.leaseMs} milliseconds'`)}`,
    })
    .from(idempotencyKeys)
    .where(keyOf(r.userId, r.key))
    .for('update');
  if (!stored) {
    await tx.insert(idempotencyKeys).values({
      key: r.key,
      userId: r.userId,
      methodPath: r.methodPath,
      fingerprint: r.fingerprint,
      status: 'IN_PROGRESS',
      createdAt: r.now,
      updatedAt: dbNow,
    });
    return { mine: true };
  }
  if (stored.row.fingerprint !== r.fingerprint || stored.row.status === 'DONE') return { stored: stored.row };
  if (!stored.leaseOver) return { busy: true };
  await tx.update(idempotencyKeys).set({ updatedAt: dbNow }).where(keyOf(r.userId, r.key));
  return { mine: true };
};

/**
 * The answer kept with the key: in the request's transaction (it commits with the write, or neither
 * does), or, for an upload's lease, on the row its holder still holds (`where`). Whether it was stored.
 */
export const storeAnswerIn = async (
  h: Db,
  where: SQL | undefined,
  now: Date,
  answer: { status: number; body: string; contentType: string | null },
): Promise<boolean> => {
  const stored = await h
    .update(idempotencyKeys)
    .set({
      status: 'DONE',
      responseStatus: answer.status,
      responseBody: answer.body,
      responseContentType: answer.contentType,
      updatedAt: now,
    })
    .where(where)
    .returning({ key: idempotencyKeys.key });
  return stored.length > 0;
};
