import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The session a change keeps: its family (the access token's `sid`), or its refresh cookie's token. */
export type KeptSession = { familyId: string } | { refreshTokenHash: string };
import { accessLinks } from '../../db/schema/index';

export type AccessPurpose = 'RESET' | 'SUBSCRIBE';

/** Who an account is, for account access (the users module's `access-facts.read-model.ts`). */
export type AccessFacts = {
  id: string;
  role: 'ASSISTANT' | 'STAFF';
  hasPassword: boolean;
  firstName: string;
  language: 'fr' | 'en' | null;
};

/** What the access repository reads and writes of the users and auth modules (services.ts gives them). */
export type AccessReads = {
  accessFactsByEmail: (h: Db, email: string) => Promise<AccessFacts | null>;
  accessFactsById: (h: Db, userId: string) => Promise<AccessFacts | null>;
  loginEmailTaken: (h: Db, email: string) => Promise<boolean>;
  setPasswordHash: (h: Db, userId: string, hash: string, now: Date) => Promise<void>;
  insertAssistant: (
    h: Db,
    input: {
      id: string;
      email: string;
      firstName: string;
      lastName: string;
      language: 'fr' | 'en';
      now: Date;
    },
  ) => Promise<void>;
  revokeUserSessions: (h: Db, userId: string, now: Date) => Promise<void>;
  /** Every session of the user ended but the refresh token's (`auth/sessions.read-model.ts`). */
  revokeOtherUserSessions: (h: Db, userId: string, keep: KeptSession | null, now: Date) => Promise<void>;
  passwordHashById: (h: Db, userId: string) => Promise<string | null>;
  /** Her login, first name and mail language (`users/login-email.read-model.ts`). */
  emailChangeFacts: (
    h: Db,
    userId: string,
  ) => Promise<{ loginEmail: string; firstName: string; language: 'fr' | 'en' | null } | null>;
  /** The loyalty module's referral codes (`loyalty/referrals.read-model.ts`). */
  referrerOfCode: (h: Db, code: string) => Promise<string | null>;
  linkReferral: (
    h: Db,
    input: { referrerId: string; refereeId: string; code: string; now: Date },
  ) => Promise<void>;
};

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export const createAccessRepository = (db: Db, reads: AccessReads) => ({
  byEmail: (email: string) => reads.accessFactsByEmail(db, email),
  byId: (userId: string) => reads.accessFactsById(db, userId),

  /** Stores a new link; the user's earlier unused links of that purpose stop working (one live link). */
  issueLink: async (input: {
    tokenHash: string;
    userId: string;
    purpose: AccessPurpose;
    expiresAt: Date;
    now: Date;
  }): Promise<void> => {
    await db.transaction(async (tx) => {
      await tx
        .update(accessLinks)
        .set({ usedAt: input.now, updatedAt: input.now })
        .where(
          and(
            eq(accessLinks.userId, input.userId),
            eq(accessLinks.purpose, input.purpose),
            isNull(accessLinks.usedAt),
          ),
        );
      await tx.insert(accessLinks).values({
        tokenHash: input.tokenHash,
        userId: input.userId,
        purpose: input.purpose,
        expiresAt: input.expiresAt,
        createdAt: input.now,
        updatedAt: input.now,
      });
    });
  },

  /**
   * Uses a link once: marks it used in the statement that checks it is unused and unexpired, sets
   * the password and revokes every session of the user, in one transaction. The user, or null when
   * the link is unknown, used, expired or of another purpose.
   */
  usePasswordLink: async (
    tokenHash: string,
    purpose: AccessPurpose,
    passwordHash: string,
    now: Date,
  ): Promise<string | null> =>
    db.transaction(async (tx) => {
      const [link] = await tx
        .update(accessLinks)
        .set({ usedAt: now, updatedAt: now })
        .where(
          and(
            eq(accessLinks.tokenHash, tokenHash),
            eq(accessLinks.purpose, purpose),
            isNull(accessLinks.usedAt),
            gt(accessLinks.expiresAt, now),
          ),
        )
        .returning({ userId: accessLinks.userId });
      if (!link) return null;
      await reads.setPasswordHash(tx, link.userId, passwordHash, now);
      await reads.revokeUserSessions(tx, link.userId, now);
      return link.userId;
    }),

  /** The stored password hash (null: none), to check a password typed again. */
  passwordHash: (userId: string) => reads.passwordHashById(db, userId),
  /** Where and how to mail her: her login, first name and language. */
  mailFacts: (userId: string) => reads.emailChangeFacts(db, userId),

  /**
   * A password changed while signed in: the new hash, and every other session ended (the one of
   * `keep` stays), in one transaction.
   */
  changePassword: async (userId: string, hash: string, keep: KeptSession | null, now: Date) =>
    db.transaction(async (tx) => {
      await reads.setPasswordHash(tx, userId, hash, now);
      await reads.revokeOtherUserSessions(tx, userId, keep, now);
    }),

  /** The assistant whose referral code (normalised) this is, if any. */
  referrerOfCode: (code: string) => reads.referrerOfCode(db, code),

  /** A new assistant without a password; false when the email is already a login. */
  createAssistant: async (input: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    language: 'fr' | 'en';
    now: Date;
    /** Her referrer and the code typed: the referral is linked in the transaction that creates her. */
    referral?: { referrerId: string; code: string } | undefined;
  }): Promise<boolean> => {
    if (await reads.loginEmailTaken(db, input.email)) return false;
    const { referral, ...assistant } = input;
    try {
      await db.transaction(async (tx) => {
        await reads.insertAssistant(tx, assistant);
        if (referral) await reads.linkReferral(tx, { ...referral, refereeId: input.id, now: input.now });
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  },
});

export type AccessRepository = ReturnType<typeof createAccessRepository>;
