import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/**
 * The users module's read for the helpdesk (given by the wiring root): a user's login and role (a
 * client user is CLIENT: support acts as an assistant only).
 */
export const helpdeskUserOf = async (
  h: Db,
  userId: string,
): Promise<{ id: string; loginEmail: string; role: 'ASSISTANT' | 'STAFF' | 'CLIENT' } | null> => {
  const [row] = await h
    .select({ id: users.id, loginEmail: users.loginEmail, role: users.role, isClient: users.isClient })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return { id: row.id, loginEmail: row.loginEmail, role: row.isClient ? 'CLIENT' : row.role };
};
