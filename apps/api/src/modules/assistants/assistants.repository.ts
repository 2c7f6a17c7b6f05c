import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/index';

export type UserPatch = Partial<
  Omit<typeof users.$inferInsert, 'id' | 'loginEmail' | 'passwordHash' | 'role' | 'createdAt'>
>;

export const createAssistantsRepository = (db: Db) => ({
  findById: async (id: string): Promise<UserRow | null> => {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  },

  update: async (id: string, patch: UserPatch): Promise<UserRow | null> => {
    const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
    return row ?? null;
  },
});

export type AssistantsRepository = ReturnType<typeof createAssistantsRepository>;
