import { and, eq } from 'drizzle-orm';
import { staffMay, staffPermissionsOf } from '@relais/domain';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

const nameOf = (r: { firstName: string; lastName: string; loginEmail: string }): string =>
  `${r.firstName} ${r.lastName}`.trim() || r.loginEmail.split('@')[0] || r.loginEmail;

/**
 * The users module's read for the team inbox (issue 29): the active staff members who answer
 * messages (`support`, or `admin`), by name: whom a conversation may be assigned to.
 */
export const inboxTeamOf = async (h: Db): Promise<{ id: string; name: string }[]> => {
  const rows = await h
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      loginEmail: users.loginEmail,
      staffPermissions: users.staffPermissions,
    })
    .from(users)
    .where(and(eq(users.role, 'STAFF'), eq(users.status, 'ACTIVE')))
    .orderBy(users.lastName, users.firstName, users.id);
  return rows
    .filter((r) => staffMay(staffPermissionsOf(r.staffPermissions), 'support'))
    .map((r) => ({ id: r.id, name: nameOf(r) }));
};
