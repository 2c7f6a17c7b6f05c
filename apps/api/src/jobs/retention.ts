import { and, isNull, lt, or, sql } from 'drizzle-orm';
import type { Clock } from '@relais/domain';
import type { Db } from '../db/client';
import { auditLog, history, idempotencyKeys, rateLimitBuckets, refreshTokens } from '../db/schema/index';
import { IDEMPOTENCY_RETENTION_MS } from '../plugins/idempotency';
import type { JobsConfig } from './jobs-config';
import type { JobQueue } from './queue';

export const RETENTION_QUEUE = 'retention';
/** Every night at 03:17 UTC (pg-boss's cron: one job per occurrence for the whole cluster). */
export const RETENTION_CRON = '17 3 * * *';
const DAY_MS = 24 * 3600 * 1000;
/**
 * A sign-in or rate-limit counter untouched this long and not blocking is removed: longer than any
 * window (15 min to a day) and than the progressive waits, so no throttle is lifted early.
 */
export const COUNTER_IDLE_MS = 30 * DAY_MS;
/** A refresh token expired or revoked this long ago is removed (its reuse is no longer told apart). */
export const REFRESH_TOKEN_KEEP_MS = 30 * DAY_MS;

export type RetentionCounts = Record<
  'idempotencyKeys' | 'counters' | 'refreshTokens' | 'audit' | 'history',
  number
>;

/**
 * Removes what is kept no longer: expired idempotency keys, idle counters, old expired or revoked
 * refresh tokens, audit and history lines past their configured days. Idempotent (deletes by age):
 * run twice, the second run removes nothing more.
 */
export const purgeExpired = async (
  db: Db,
  clock: Clock,
  config: Pick<JobsConfig, 'auditRetentionDays' | 'historyRetentionDays'>,
): Promise<RetentionCounts> => {
  const now = clock.now().getTime();
  const before = (ms: number): Date => new Date(now - ms);
  const keys = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before(IDEMPOTENCY_RETENTION_MS)))
    .returning({ key: idempotencyKeys.key });
  const counters = await db
    .delete(rateLimitBuckets)
    .where(
      and(
        lt(rateLimitBuckets.updatedAt, before(COUNTER_IDLE_MS)),
        or(isNull(rateLimitBuckets.blockedUntil), lt(rateLimitBuckets.blockedUntil, new Date(now))),
      ),
    )
    .returning({ key: rateLimitBuckets.key });
  const tokens = await db
    .delete(refreshTokens)
    .where(
      or(
        lt(refreshTokens.expiresAt, before(REFRESH_TOKEN_KEEP_MS)),
        and(sql`${refreshTokens.revoked}`, lt(refreshTokens.updatedAt, before(REFRESH_TOKEN_KEEP_MS))),
      ),
    )
    .returning({ id: refreshTokens.id });
  const audit = await db
    .delete(auditLog)
    .where(lt(auditLog.at, before(config.auditRetentionDays * DAY_MS)))
    .returning({ id: auditLog.id });
  const lines = await db
    .delete(history)
    .where(lt(history.at, before(config.historyRetentionDays * DAY_MS)))
    .returning({ id: history.id });
  return {
    idempotencyKeys: keys.length,
    counters: counters.length,
    refreshTokens: tokens.length,
    audit: audit.length,
    history: lines.length,
  };
};

/** The retention job and its nightly schedule (kept in the database: any process may set it, one runs it). */
export const workRetention = async (
  queue: JobQueue,
  run: () => Promise<RetentionCounts>,
  log: (counts: RetentionCounts) => void,
): Promise<void> => {
  await queue.work(RETENTION_QUEUE, { retryLimit: 3, retryDelay: 60, retryBackoff: true }, async () => {
    log(await run());
  });
  await queue.schedule(RETENTION_QUEUE, RETENTION_CRON);
};
