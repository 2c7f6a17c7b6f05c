import { randomUUID } from 'node:crypto';
import { count, desc, eq, sql, sum } from 'drizzle-orm';
import type { LoyaltyEarning, LoyaltyEntry, LoyaltyReason } from '@relais/domain';
import type { Db } from '../../db/client';
import { loyaltyEntries, referralCodes, referrals } from '../../db/schema/index';

/** What loyalty reads of other modules (given by the wiring root, services.ts). */
export type LoyaltyReads = {
  loyaltyMemberOf: (
    h: Db,
    userId: string,
  ) => Promise<{ role: 'ASSISTANT' | 'STAFF'; isClient: boolean } | null>;
  refereesOf: (
    h: Db,
    userIds: readonly string[],
  ) => Promise<Map<string, { firstName: string; lastName: string; hasPassword: boolean }>>;
  validatedReportsOf: (
    h: Db,
    assistantId: string,
  ) => Promise<{ eventId: string; minutes: number; validatedAt: Date }[]>;
  firstValidatedReportsOf: (h: Db, assistantIds: readonly string[]) => Promise<Map<string, Date>>;
};

export type StoredReferral = { id: string; refereeId: string; createdAt: Date };

export const createLoyaltyRepository = (db: Db, reads: LoyaltyReads) => ({
  memberOf: (userId: string) => reads.loyaltyMemberOf(db, userId),
  referees: (userIds: readonly string[]) => reads.refereesOf(db, userIds),
  validatedReports: (assistantId: string) => reads.validatedReportsOf(db, assistantId),
  firstValidatedReports: (assistantIds: readonly string[]) => reads.firstValidatedReportsOf(db, assistantIds),

  /** Records earned entries; one already recorded (same reason and source) is left as it is. */
  record: async (assistantId: string, earnings: readonly LoyaltyEarning[], now: Date): Promise<void> => {
    if (earnings.length === 0) return;
    await db
      .insert(loyaltyEntries)
      .values(
        earnings.map((e) => ({
          id: randomUUID(),
          assistantId,
          reason: e.reason,
          sourceId: e.sourceId,
          points: e.points,
          earnedAt: e.earnedAt,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing({
        target: [loyaltyEntries.assistantId, loyaltyEntries.reason, loyaltyEntries.sourceId],
      });
  },

  /** One page of her entries, newest first. */
  page: async (
    assistantId: string,
    page: number,
    size: number,
  ): Promise<{ content: LoyaltyEntry[]; total: number }> => {
    const [counted] = await db
      .select({ n: count() })
      .from(loyaltyEntries)
      .where(eq(loyaltyEntries.assistantId, assistantId));
    const rows = await db
      .select()
      .from(loyaltyEntries)
      .where(eq(loyaltyEntries.assistantId, assistantId))
      .orderBy(desc(loyaltyEntries.earnedAt), desc(loyaltyEntries.id))
      .limit(size)
      .offset(page * size);
    return {
      total: counted?.n ?? 0,
      content: rows.map((r) => ({
        id: r.id,
        reason: r.reason,
        points: r.points,
        earnedAt: r.earnedAt.toISOString(),
        sourceId: r.sourceId,
      })),
    };
  },

  /** Her points and entries by reason (reasons without entries absent). */
  sums: async (assistantId: string): Promise<{ reason: LoyaltyReason; points: number; count: number }[]> =>
    db
      .select({
        reason: loyaltyEntries.reason,
        points: sum(loyaltyEntries.points).mapWith(Number),
        count: count(),
      })
      .from(loyaltyEntries)
      .where(eq(loyaltyEntries.assistantId, assistantId))
      .groupBy(loyaltyEntries.reason),

  codeOf: async (assistantId: string): Promise<string | null> => {
    const [row] = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.assistantId, assistantId));
    return row?.code ?? null;
  },

  /** Stores her code unless she has one already (a concurrent first ask); false when the code is taken. */
  createCode: async (assistantId: string, code: string, now: Date): Promise<boolean> => {
    const inserted = await db
      .insert(referralCodes)
      .values({ assistantId, code, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ code: referralCodes.code });
    return inserted.length > 0;
  },

  referralsOf: async (referrerId: string): Promise<StoredReferral[]> =>
    db
      .select({ id: referrals.id, refereeId: referrals.refereeId, createdAt: referrals.createdAt })
      .from(referrals)
      .where(eq(referrals.referrerId, referrerId))
      .orderBy(desc(referrals.createdAt), desc(sql`${referrals.id}`)),
});

export type LoyaltyRepository = ReturnType<typeof createLoyaltyRepository>;
