import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { fixedClock } from '@relais/domain';
import { auditLog, history, idempotencyKeys, rateLimitBuckets, refreshTokens } from '../db/schema/index';
import { createTestDb, type TestDb } from '../test/test-db';
import { TEST_NOW } from '../test/test-now';
import { purgeExpired } from './retention';

const clock = fixedClock(TEST_NOW);
const now = clock.now().getTime();
const daysAgo = (days: number): Date => new Date(now - days * 24 * 3600 * 1000);
const config = { auditRetentionDays: 400, historyRetentionDays: 3650 };

describe('retention (injected clock): old rows go, recent rows stay', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(clock);
  });
  afterAll(async () => t.close());

  it('removes expired keys, idle counters, old tokens, audit and history past their days; a second run removes nothing', async () => {
    const { db, people } = t;
    const key = (k: string, at: Date) => ({
      key: k,
      userId: people.demoId,
      methodPath: 'POST /x',
      fingerprint: 'f',
      status: 'DONE' as const,
      createdAt: at,
      updatedAt: at,
    });
    await db.insert(idempotencyKeys).values([key('ret-old', daysAgo(8)), key('ret-new', daysAgo(6))]);
    const bucket = (k: string, at: Date, blockedUntil: Date | null = null) => ({
      key: k,
      count: 3,
      windowStart: at,
      blockedUntil,
      createdAt: at,
      updatedAt: at,
    });
    await db
      .insert(rateLimitBuckets)
      .values([
        bucket('ret-idle', daysAgo(31)),
        bucket('ret-recent', daysAgo(1)),
        bucket('ret-blocked', daysAgo(31), daysAgo(-1)),
      ]);
    const token = (hash: string, expiresAt: Date, revoked: boolean, at: Date) => ({
      id: randomUUID(),
      familyId: `fam-${hash}`,
      userId: people.demoId,
      tokenHash: hash,
      revoked,
      expiresAt,
      createdAt: at,
      updatedAt: at,
    });
    await db
      .insert(refreshTokens)
      .values([
        token('ret-expired-long-ago', daysAgo(31), false, daysAgo(60)),
        token('ret-revoked-long-ago', daysAgo(-10), true, daysAgo(31)),
        token('ret-revoked-lately', daysAgo(-10), true, daysAgo(2)),
        token('ret-live', daysAgo(-10), false, daysAgo(2)),
      ]);
    await db.insert(auditLog).values([
      { id: randomUUID(), action: 'ret.old', at: daysAgo(401) },
      { id: randomUUID(), action: 'ret.new', at: daysAgo(399) },
    ]);
    const line = (label: string, at: Date) => ({
      id: randomUUID(),
      assistantId: people.demoId,
      at,
      objectType: 'ACCOUNT' as const,
      eventType: 'CREATED' as const,
      label,
      searchKey: label,
    });
    await db.insert(history).values([line('ret-old', daysAgo(3651)), line('ret-new', daysAgo(3649))]);

    // the demo data may hold rows past these ages too: the counts are at least the ones inserted here
    const removed = await purgeExpired(db, clock, config);
    expect(removed.idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(removed.counters).toBeGreaterThanOrEqual(1);
    expect(removed.refreshTokens).toBeGreaterThanOrEqual(2);
    expect(removed.audit).toBeGreaterThanOrEqual(1);
    expect(removed.history).toBeGreaterThanOrEqual(1);

    const keys = await db
      .select({ k: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, ['ret-old', 'ret-new']));
    expect(keys.map((r) => r.k)).toEqual(['ret-new']);
    const buckets = await db.select({ k: rateLimitBuckets.key }).from(rateLimitBuckets);
    expect(
      buckets
        .map((r) => r.k)
        .filter((k) => k.startsWith('ret-'))
        .sort(),
    ).toEqual(['ret-blocked', 'ret-recent']);
    const tokens = await db.select({ h: refreshTokens.tokenHash }).from(refreshTokens);
    expect(
      tokens
        .map((r) => r.h)
        .filter((h) => h.startsWith('ret-'))
        .sort(),
    ).toEqual(['ret-live', 'ret-revoked-lately']);
    const audit = await db
      .select({ a: auditLog.action })
      .from(auditLog)
      .where(inArray(auditLog.action, ['ret.old', 'ret.new']));
    expect(audit.map((r) => r.a)).toEqual(['ret.new']);
    const lines = await db
      .select({ l: history.label })
      .from(history)
      .where(inArray(history.label, ['ret-old', 'ret-new']));
    expect(lines.map((r) => r.l)).toEqual(['ret-new']);

    expect(await purgeExpired(db, clock, config)).toEqual({
      idempotencyKeys: 0,
      counters: 0,
      refreshTokens: 0,
      audit: 0,
      history: 0,
    });
  });
});
