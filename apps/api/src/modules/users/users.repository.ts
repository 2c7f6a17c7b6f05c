import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages, preferences } from '../../db/schema/index';

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

  unreadReceivedCount: async (userId: string): Promise<number> => {
    const [row] = await db
      .select({ count: sql<number>`cast(count(*) as integer)` })
      .from(messages)
      .where(
        and(
          eq(messages.receiverId, userId),
          eq(messages.draft, false),
          eq(messages.archived, false),
          isNull(messages.readAt),
        ),
      );
    return Number(row?.count ?? 0);
  },
});

export type UsersRepository = ReturnType<typeof createUsersRepository>;
