import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientUsers, users } from '../../db/schema/index';

/**
 * The users module's read for the client area (given by the wiring root): the client company a
 * client user belongs to, or null (not a client user, or one without a company).
 */
export const clientCompanyOf = async (db: Db, userId: string): Promise<string | null> => {
  const [row] = await db
    .select({ clientId: clientUsers.clientId })
    .from(clientUsers)
    .innerJoin(users, eq(users.id, clientUsers.userId))
    .where(and(eq(clientUsers.userId, userId), eq(users.isClient, true)));
  return row?.clientId ?? null;
};
