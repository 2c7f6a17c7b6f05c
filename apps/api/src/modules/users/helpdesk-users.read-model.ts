import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/** The users module's read for the helpdesk (given by the wiring root): a user's login and role. */
export const helpdeskUserOf = async (
  h: Db,
  userId: string,
): Promise<{ id: string; loginEmail: string; role: 'ASSISTANT' | 'STAFF' } | null> => {
  const [row] = await h
    .select({ id: users.id, loginEmail: users.loginEmail, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
};
