import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preferences } from '../../db/schema/index';

export const createUsersRepository = (db: Db) => ({
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
