import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The session a change keeps: its family (the access token's `sid`), or its refresh cookie's token. */
export type KeptSession = { familyId: string } | { refreshTokenHash: string };
import { emailChangeRequests } from '../../db/schema/index';

/** What the account repository reads and writes of the users module (services.ts gives them). */
export type AccountReads = {
  emailChangeFacts: (
    h: Db,
    userId: string,
  ) => Promise<{ loginEmail: string; firstName: string; language: 'fr' | 'en' | null } | null>;
  loginEmailTaken: (h: Db, email: string, exceptUserId?: string) => Promise<boolean>;
  setLoginEmail: (h: Db, userId: string, email: string, now: Date) => Promise<void>;
  /** The auth module's session ends (`auth/sessions.read-model.ts`). */
  revokeUserSessions: (h: Db, userId: string, now: Date) => Promise<void>;
  revokeOtherUserSessions: (h: Db, userId: string, keep: KeptSession | null, now: Date) => Promise<void>;
};

export type EmailChangeOutcome = { ok: true; userId: string; loginEmail: string } | { ok: false };
export type EmailChangeCancelOutcome =
  { ok: true; userId: string; loginEmail: string; restored: boolean } | { ok: false };

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export const createAccountRepository = (db: Db, reads: AccountReads) => ({
  facts: (userId: string) => reads.emailChangeFacts(db, userId),

  loginEmailTaken: (email: string, exceptUserId?: string) => reads.loginEmailTaken(db, email, exceptUserId),

  /** Requests made by the user after `since` (the per-hour bound). */
  requestsSince: async (userId: string, since: Date): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(emailChangeRequests)
      .where(and(eq(emailChangeRequests.userId, userId), gt(emailChangeRequests.createdAt, since)));
    return row?.n ?? 0;
  },

  /** Stores a new request; the user's earlier unused links stop working (one live link). */
  createRequest: async (input: {
    tokenHash: string;
    userId: string;
    newEmail: string;
    expiresAt: Date;
    /** The login when asked, and the cancel link mailed to it at once. */
    oldEmail: string;
    cancelTokenHash: string;
    cancelExpiresAt: Date;
    now: Date;
  }): Promise<void> => {
    await db.transaction(async (tx) => {
      await tx
        .update(emailChangeRequests)
        .set({ usedAt: input.now, updatedAt: input.now })
        .where(and(eq(emailChangeRequests.userId, input.userId), isNull(emailChangeRequests.usedAt)));
      await tx.insert(emailChangeRequests).values({
        tokenHash: input.tokenHash,
        userId: input.userId,
        newEmail: input.newEmail,
        expiresAt: input.expiresAt,
        oldEmail: input.oldEmail,
        cancelTokenHash: input.cancelTokenHash,
        cancelExpiresAt: input.cancelExpiresAt,
        createdAt: input.now,
        updatedAt: input.now,
      });
    });
  },

  /**
   * Uses a link once: marks it used in the same statement that checks it is unused and unexpired,
   * then makes its address the login unless another user has it as login by then (the cancel link
   * mailed to the old address is then good until `cancelUntil`), and ends every
   * other session of the user (the one of `keep` stays). A link already used, expired or
   * unknown, or an address taken, answers `{ ok: false }`.
   */
  confirm: async (
    tokenHash: string,
    keep: KeptSession | null,
    now: Date,
    /** The cancel link then lives until this instant (the cancel window counts from the change). */
    cancelUntil: Date,
  ): Promise<EmailChangeOutcome> => {
    try {
      return await db.transaction(async (tx): Promise<EmailChangeOutcome> => {
        const [request] = await tx
          .update(emailChangeRequests)
          .set({ usedAt: now, confirmedAt: now, cancelExpiresAt: cancelUntil, updatedAt: now })
          .where(
            and(
              eq(emailChangeRequests.tokenHash, tokenHash),
              isNull(emailChangeRequests.usedAt),
              gt(emailChangeRequests.expiresAt, now),
            ),
          )
          .returning();
        if (!request) return { ok: false };
        if (await reads.loginEmailTaken(tx, request.newEmail, request.userId)) return { ok: false };
        await reads.setLoginEmail(tx, request.userId, request.newEmail, now);
        await reads.revokeOtherUserSessions(tx, request.userId, keep, now);
        return { ok: true, userId: request.userId, loginEmail: request.newEmail };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false };
      throw error;
    }
  },

  /**
   * Uses a cancel link once (marked in the statement that checks it is unused and unexpired): the
   * request can no longer be confirmed, nor any other waiting one of the user; a confirmed change is
   * undone (the old address is the login again, unless someone else took it meanwhile); every session
   * of the user ends. All in one transaction.
   */
  cancel: async (cancelTokenHash: string, now: Date): Promise<EmailChangeCancelOutcome> =>
    db.transaction(async (tx): Promise<EmailChangeCancelOutcome> => {
      const [request] = await tx
        .update(emailChangeRequests)
        .set({ cancelledAt: now, updatedAt: now })
        .where(
          and(
            eq(emailChangeRequests.cancelTokenHash, cancelTokenHash),
            isNull(emailChangeRequests.cancelledAt),
            gt(emailChangeRequests.cancelExpiresAt, now),
          ),
        )
        .returning();
      if (!request) return { ok: false };
      await tx
        .update(emailChangeRequests)
        .set({ usedAt: now, updatedAt: now })
        .where(and(eq(emailChangeRequests.userId, request.userId), isNull(emailChangeRequests.usedAt)));
      const restore =
        request.confirmedAt !== null &&
        request.oldEmail !== null &&
        !(await reads.loginEmailTaken(tx, request.oldEmail, request.userId));
      if (restore && request.oldEmail) await reads.setLoginEmail(tx, request.userId, request.oldEmail, now);
      await reads.revokeUserSessions(tx, request.userId, now);
      const facts = await reads.emailChangeFacts(tx, request.userId);
      return { ok: true, userId: request.userId, loginEmail: facts?.loginEmail ?? '', restored: restore };
    }),
});

export type AccountRepository = ReturnType<typeof createAccountRepository>;
