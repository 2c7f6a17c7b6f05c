import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referralCodes, referrals } from '../../db/schema/index';

/**
 * The loyalty module's reads and writes for account access (given to the access repository by the
 * wiring root): whose referral code a (normalised) code is, and linking a new assistant to her
 * referrer in the transaction that creates her.
 */
export const referrerOfCode = async (h: Db, code: string): Promise<string | null> => {
  const [row] = await h
    .select({ assistantId: referralCodes.assistantId })
    .from(referralCodes)
    .where(eq(referralCodes.code, code));
  return row?.assistantId ?? null;
};

export const linkReferral = async (
  h: Db,
  input: { referrerId: string; refereeId: string; code: string; now: Date },
): Promise<void> => {
  await h.insert(referrals).values({
    id: randomUUID(),
    referrerId: input.referrerId,
    refereeId: input.refereeId,
    code: input.code,
    createdAt: input.now,
    updatedAt: input.now,
  });
};
