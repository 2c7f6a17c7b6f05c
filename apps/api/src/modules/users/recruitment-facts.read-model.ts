import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/** An assistant's recruitment columns (users table). */
export type RecruitmentFacts = { recruitmentStatus: string | null; beforeRecruitmentStatus: string | null };

/**
 * The users module's read model for the recruitment module (given by the wiring root, services.ts):
 * the recruitment status and the one before it (undefined for an unknown or staff user), read with
 * the row locked inside a transaction so two moves cannot interleave.
 */
export const recruitmentFactsOf = async (
  h: Db,
  userId: string,
  opts: { lock?: boolean } = {},
): Promise<RecruitmentFacts | undefined> => {
  const q = h
    .select({
      recruitmentStatus: users.recruitmentStatus,
      beforeRecruitmentStatus: users.beforeRecruitmentStatus,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row && row.role === 'ASSISTANT'
    ? { recruitmentStatus: row.recruitmentStatus, beforeRecruitmentStatus: row.beforeRecruitmentStatus }
    : undefined;
};

/** Moves the recruitment status, keeping the one it leaves as `beforeRecruitmentStatus`. */
export const setRecruitmentStatus = async (
  h: Db,
  userId: string,
  facts: RecruitmentFacts,
  now: Date,
): Promise<void> => {
  await h
    .update(users)
    .set({
      recruitmentStatus: facts.recruitmentStatus,
      beforeRecruitmentStatus: facts.beforeRecruitmentStatus,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
};
