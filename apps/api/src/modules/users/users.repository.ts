import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preferences, users } from '../../db/schema/index';

export const createUsersRepository = (db: Db) => ({
  /** A staff member's name, email and stored permissions (undefined: no such staff member). */
  staffMember: async (userId: string) =>
    (
      await db
        .select({
          id: users.id,
          email: users.loginEmail,
          firstName: users.firstName,
          lastName: users.lastName,
          permissions: users.staffPermissions,
        })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.role, 'STAFF')))
        .limit(1)
    )[0],

  preferences: async (userId: string) =>
    db
      .select({ key: preferences.key, value: preferences.value })
      .from(preferences)
      .where(eq(preferences.userId, userId)),

  setPreference: async (userId: string, key: string, value: string, now: Date): Promise<void> => {
    await db
      .insert(preferences)
      .values({ userId, key, value, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [preferences.userId, preferences.key], set: { value, updatedAt: now } });
  },
});

export type UsersRepository = ReturnType<typeof createUsersRepository>;
