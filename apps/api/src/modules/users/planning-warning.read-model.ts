import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/**
 * The users module's read model of the "update your planning" warning for the availability
 * repository (given by the wiring root, services.ts): the date until which the assistant dismissed
 * it (YYYY-MM-DD, null when never), and its one write.
 */
export const planningWarningDismissedUntil = async (h: Db, assistantId: string): Promise<string | null> => {
  const [row] = await h
    .select({ d: users.warningUpdatePlanningDismissed })
    .from(users)
    .where(eq(users.id, assistantId));
  return row?.d ?? null;
};

export const dismissPlanningWarningUntil = async (
  h: Db,
  assistantId: string,
  date: string,
  now: Date,
): Promise<void> => {
  await h
    .update(users)
    .set({ warningUpdatePlanningDismissed: date, updatedAt: now })
    .where(eq(users.id, assistantId));
};
