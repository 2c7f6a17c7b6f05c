import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

const member = {
  id: users.id,
  email: users.loginEmail,
  firstName: users.firstName,
  lastName: users.lastName,
  permissions: users.staffPermissions,
};

/** The console's team (issue 29): the staff members' rows of `users`, on the pool. */
export const createStaffTeamRepository = (db: Db) => ({
  /** Every staff member, by name. */
  members: async () =>
    db
      .select(member)
      .from(users)
      .where(eq(users.role, 'STAFF'))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),

  /** One staff member (undefined: no such staff member). */
  member: async (staffId: string) =>
    (
      await db
        .select(member)
        .from(users)
        .where(and(eq(users.id, staffId), eq(users.role, 'STAFF')))
        .limit(1)
    )[0],

  /**
   * Sets a staff member's permissions, conditional on those read (`before`): of two concurrent
   * changes one applies, the other finds nothing (undefined) and reads again.
   */
  setPermissions: async (staffId: string, before: readonly string[], after: readonly string[], now: Date) =>
    (
      await db
        .update(users)
        .set({ staffPermissions: [...after], updatedAt: now })
        .where(and(eq(users.id, staffId), eq(users.role, 'STAFF'), eq(users.staffPermissions, [...before])))
        .returning(member)
    )[0],
});

export type StaffTeamRepository = ReturnType<typeof createStaffTeamRepository>;
