import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/**
 * The users module's read of an assistant's invoicing facts (insurance, contract, VAT), for the invoices repository inside its
 * transaction (given by the wiring root, services.ts); null for an unknown user.
 */
export const assistantFacts = async (h: Db, assistantId: string) => {
  const [row] = await h
    .select({
      proInsuranceLimitDate: users.proInsuranceLimitDate,
      signedDate: users.signedDate,
      tvaIncluded: users.tvaIncluded,
    })
    .from(users)
    .where(eq(users.id, assistantId));
  return row ?? null;
};

/** Locks the user's row until the transaction ends: serialises one assistant's changes (invoices). */
export const lockUser = async (h: Db, userId: string): Promise<void> => {
  await h.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
};
