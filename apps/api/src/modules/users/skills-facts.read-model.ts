import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/**
 * The users module's read model for the skills module (given by the wiring root, services.ts): an
 * assistant's recruitment status (undefined for an unknown user), and the one write, clearing the
 * 'update your expertise' warning once she saved her expertises.
 */
export const recruitmentStatusOf = async (h: Db, userId: string): Promise<string | null | undefined> => {
  const [row] = await h.select({ status: users.recruitmentStatus }).from(users).where(eq(users.id, userId));
  return row ? row.status : undefined;
};

export const clearExpertiseWarning = async (h: Db, userId: string, now: Date): Promise<void> => {
  await h.update(users).set({ warningUpdateExpertise: false, updatedAt: now }).where(eq(users.id, userId));
};
