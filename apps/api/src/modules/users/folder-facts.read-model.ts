import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/**
 * The users module's writes of the invoicing facts that the administrative file decides (given to
 * the folder repository by the wiring root, services.ts): staff validating the insurance sets its
 * limit date, validating the signed contract its signing date; a refusal clears them.
 */
export const setInsuranceLimitDate = async (
  h: Db,
  assistantId: string,
  date: string | null,
  now: Date,
): Promise<void> => {
  await h.update(users).set({ proInsuranceLimitDate: date, updatedAt: now }).where(eq(users.id, assistantId));
};

export const setSignedDate = async (
  h: Db,
  assistantId: string,
  date: string | null,
  now: Date,
): Promise<void> => {
  await h.update(users).set({ signedDate: date, updatedAt: now }).where(eq(users.id, assistantId));
};
