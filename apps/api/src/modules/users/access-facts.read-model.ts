import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preferences, users } from '../../db/schema/index';

/**
 * The users module's reads and writes for account access (given to the access repository by the
 * wiring root, services.ts): who an email is, whether she has a password yet, her mail language;
 * setting a password; creating an assistant without one.
 */
export type AccessFacts = {
  id: string;
  role: 'ASSISTANT' | 'STAFF';
  hasPassword: boolean;
  firstName: string;
  language: 'fr' | 'en' | null;
};

const languageOf = async (h: Db, userId: string): Promise<'fr' | 'en' | null> => {
  const [pref] = await h
    .select({ value: preferences.value })
    .from(preferences)
    .where(and(eq(preferences.userId, userId), eq(preferences.key, 'language')));
  return pref?.value === 'fr' || pref?.value === 'en' ? pref.value : null;
};

const factsWhere = async (h: Db, where: ReturnType<typeof eq>): Promise<AccessFacts | null> => {
  const [row] = await h
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash, firstName: users.firstName })
    .from(users)
    .where(where);
  // the language is read for an unknown email too: both answers cost the same queries
  if (!row) {
    await languageOf(h, '');
    return null;
  }
  return {
    id: row.id,
    role: row.role,
    hasPassword: row.passwordHash !== null,
    firstName: row.firstName,
    language: await languageOf(h, row.id),
  };
};

/** The user whose login is `email` (lower case), if any. */
export const accessFactsByEmail = (h: Db, email: string) => factsWhere(h, eq(users.loginEmail, email));
export const accessFactsById = (h: Db, userId: string) => factsWhere(h, eq(users.id, userId));

/** The stored password hash of a user (null: none yet, or no such user), for a password typed again. */
export const passwordHashById = async (h: Db, userId: string): Promise<string | null> => {
  const [row] = await h.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash ?? null;
};

export const setPasswordHash = async (h: Db, userId: string, hash: string, now: Date): Promise<void> => {
  await h.update(users).set({ passwordHash: hash, updatedAt: now }).where(eq(users.id, userId));
};

/** A new assistant without a password (she sets it from her subscription link); her mail language kept. */
export const insertAssistant = async (
  h: Db,
  input: { id: string; email: string; firstName: string; lastName: string; language: 'fr' | 'en'; now: Date },
): Promise<void> => {
  await h.insert(users).values({
    id: input.id,
    loginEmail: input.email,
    passwordHash: null,
    role: 'ASSISTANT',
    // a new applicant (decisions "Provider console"): in recruitment from her creation
    recruitmentStatus: 'APPLIED',
    firstName: input.firstName,
    lastName: input.lastName,
    createdAt: input.now,
    updatedAt: input.now,
  });
  await h.insert(preferences).values({
    userId: input.id,
    key: 'language',
    value: input.language,
    createdAt: input.now,
    updatedAt: input.now,
  });
};
