import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { rateLimitBuckets } from '../db/schema/index';
import './types';

export type RateLimitState = { count: number; retryAfterSeconds: number };

/** Fixed-window failure counters in PostgreSQL, so every API process shares them. */
export type RateLimits = {
  /** The current count of `key` in its window (0 once the window has passed). */
  peek: (key: string, windowMs: number) => Promise<RateLimitState>;
  /** Count one more hit, opening a new window when the last one has passed. */
  hit: (key: string, windowMs: number) => Promise<RateLimitState>;
  reset: (key: string) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

export const rateLimitsPlugin = fp(
  async (app) => {
    const clock = app.appConfig.clock;
    const state = (count: number, windowStart: Date, windowMs: number): RateLimitState => {
      const left = windowStart.getTime() + windowMs - clock.now().getTime();
      return left <= 0
        ? { count: 0, retryAfterSeconds: 0 }
        : { count, retryAfterSeconds: Math.ceil(left / 1000) };
    };
    app.decorate('rateLimits', {
      peek: async (key, windowMs) => {
        const [row] = await app.db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
        return row ? state(row.count, row.windowStart, windowMs) : { count: 0, retryAfterSeconds: 0 };
      },
      hit: async (key, windowMs) => {
        const now = clock.now();
        const expired = new Date(now.getTime() - windowMs);
        const [row] = await app.db
          .insert(rateLimitBuckets)
          .values({ key, count: 1, windowStart: now, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: rateLimitBuckets.key,
            set: {
              count: sql`case when ${rateLimitBuckets.windowStart} <= ${expired.toISOString()}::timestamptz then 1 else ${rateLimitBuckets.count} + 1 end`,
              windowStart: sql`case when ${rateLimitBuckets.windowStart} <= ${expired.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimitBuckets.windowStart} end`,
              updatedAt: now,
            },
          })
          .returning();
        return row ? state(row.count, row.windowStart, windowMs) : { count: 1, retryAfterSeconds: 0 };
      },
      reset: async (key) => {
        await app.db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
      },
    } satisfies RateLimits);
  },
  { name: 'relais-rate-limits', dependencies: ['relais-db'] },
);
