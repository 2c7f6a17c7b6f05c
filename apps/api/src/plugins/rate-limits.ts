import fp from 'fastify-plugin';
import { and, eq, gt, sql } from 'drizzle-orm';
import { rateLimitBuckets } from '../db/schema/index';
import './types';

/** One attempt counted (it may go on), or refused with the seconds left before the next may. */
export type Claim = { claimed: true } | { claimed: false; retryAfterSeconds: number };

/**
 * Failure counters in PostgreSQL, shared by every API process. Each claim is ONE atomic statement
 * (an upsert whose update is conditional): concurrent attempts on a key are serialized by its row
 * lock, so no more attempts go on than the limit allows. An attempt is counted before it is checked
 * and given back (`release`, `reset`) when it turns out not to be a failure.
 */
export type RateLimits = {
  /** Counts one attempt of `key` when fewer than `limit` were counted in its fixed window. */
  claimInWindow: (key: string, limit: number, windowMs: number) => Promise<Claim>;
  /**
   * Counts one attempt of `key` unless it is waiting; the n-th consecutive count makes it wait
   * `waitsMs[n - 1]` (the last entry for every count beyond).
   */
  claimWithWait: (key: string, waitsMs: readonly number[]) => Promise<Claim>;
  /** Gives one counted attempt back. */
  release: (key: string) => Promise<void>;
  /** Forgets `key` (its count and its wait). */
  reset: (key: string) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

const secondsUntil = (end: number, now: number) => Math.max(1, Math.ceil((end - now) / 1000));

export const rateLimitsPlugin = fp(
  async (app) => {
    const clock = app.appConfig.clock;
    const t = rateLimitBuckets;
    const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

    const read = async (key: string) => {
      const [row] = await app.db.select().from(t).where(eq(t.key, key));
      return row ?? null;
    };

    app.decorate('rateLimits', {
      claimInWindow: async (key, limit, windowMs) => {
        const now = clock.now();
        const expired = sql`${t.windowStart} <= ${at(new Date(now.getTime() - windowMs))}`;
        const rows = await app.db
          .insert(t)
          .values({ key, count: 1, windowStart: now, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: t.key,
            set: {
              count: sql`case when ${expired} then 1 else ${t.count} + 1 end`,
              windowStart: sql`case when ${expired} then ${at(now)} else ${t.windowStart} end`,
              updatedAt: now,
            },
            setWhere: sql`${expired} or ${t.count} < ${limit}`,
          })
          .returning({ count: t.count });
        if (rows.length > 0) return { claimed: true };
        const row = await read(key);
        const end = (row?.windowStart.getTime() ?? now.getTime()) + windowMs;
        return { claimed: false, retryAfterSeconds: secondsUntil(end, now.getTime()) };
      },

      claimWithWait: async (key, waitsMs) => {
        const now = clock.now();
        const waits = `{${waitsMs.map((ms) => Math.round(ms)).join(',')}}`;
        const waitOf = (count: unknown) =>
          sql`${at(now)} + (${waits}::int[])[least(${count}, ${waitsMs.length})] * interval '1 millisecond'`;
        const rows = await app.db
          .insert(t)
          .values({
            key,
            count: 1,
            windowStart: now,
            blockedUntil: new Date(now.getTime() + (waitsMs[0] ?? 0)),
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: t.key,
            set: { count: sql`${t.count} + 1`, blockedUntil: waitOf(sql`${t.count} + 1`), updatedAt: now },
            setWhere: sql`${t.blockedUntil} is null or ${t.blockedUntil} <= ${at(now)}`,
          })
          .returning({ count: t.count });
        if (rows.length > 0) return { claimed: true };
        const row = await read(key);
        const end = row?.blockedUntil?.getTime() ?? now.getTime();
        return { claimed: false, retryAfterSeconds: secondsUntil(end, now.getTime()) };
      },

      release: async (key) => {
        await app.db
          .update(t)
          .set({ count: sql`${t.count} - 1` })
          .where(and(eq(t.key, key), gt(t.count, 0)));
      },

      reset: async (key) => {
        await app.db.delete(t).where(eq(t.key, key));
      },
    } satisfies RateLimits);
  },
  { name: 'relais-rate-limits', dependencies: ['relais-db'] },
);
