import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preferences, users } from '../../db/schema/index';

/**
 * The users module's reads and write for the login email change (given to the account repository by
 * the wiring root, services.ts): who the mail is for, whether an address is someone's login, and
 * the change itself.
 */
export const emailChangeFacts = async (h: Db, userId: string) => {
  const [row] = await h
    .select({ loginEmail: users.loginEmail, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  const [pref] = await h
    .select({ value: preferences.value })
    .from(preferences)
    .where(and(eq(preferences.userId, userId), eq(preferences.key, 'language')));
  const value = pref?.value;
  const language: 'fr' | 'en' | null = value === 'fr' || value === 'en' ? value : null;
  return { ...row, language };
};

/** Whether `email` (lower case) is the login of a user other than `exceptUserId`. */
export const loginEmailTaken = async (h: Db, email: string, exceptUserId?: string): Promise<boolean> => {
  const [row] = await h
    .select({ id: users.id })
    .from(users)
    .where(
      exceptUserId
        ? and(eq(users.loginEmail, email), ne(users.id, exceptUserId))
        : eq(users.loginEmail, email),
    );
  return row !== undefined;
};

export const setLoginEmail = async (h: Db, userId: string, email: string, now: Date): Promise<void> => {
  await h.update(users).set({ loginEmail: email, updatedAt: now }).where(eq(users.id, userId));
};
