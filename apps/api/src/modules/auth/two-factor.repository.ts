import { randomUUID } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { twoFactorRecoveryCodes, twoFactorSecrets, users } from '../../db/schema/index';

export type TwoFactorRow = { secretEnc: string; enabledAt: Date | null; lastStep: number | null };

export const createTwoFactorRepository = (db: Db) => ({
  account: async (userId: string) => {
    const [row] = await db
      .select({
        loginEmail: users.loginEmail,
        passwordHash: users.passwordHash,
        role: users.role,
        isClient: users.isClient,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  },

  /** The user's secret row (pending or enabled), if any. */
  find: async (userId: string): Promise<TwoFactorRow | null> => {
    const [row] = await db
      .select({
        secretEnc: twoFactorSecrets.secretEnc,
        enabledAt: twoFactorSecrets.enabledAt,
        lastStep: twoFactorSecrets.lastStep,
      })
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, userId));
    return row ?? null;
  },

  isEnabled: async (userId: string): Promise<boolean> => {
    const [row] = await db
      .select({ userId: twoFactorSecrets.userId })
      .from(twoFactorSecrets)
      .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)));
    return row !== undefined;
  },

  recoveryCodesLeft: async (userId: string): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(twoFactorRecoveryCodes)
      .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
    return row?.n ?? 0;
  },

  /** A new pending set-up; refused (false) when two-factor is already on. */
  startPending: async (userId: string, secretEnc: string, now: Date): Promise<boolean> => {
    const rows = await db
      .insert(twoFactorSecrets)
      .values({ userId, secretEnc, enabledAt: null, lastStep: null, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: twoFactorSecrets.userId,
        set: { secretEnc, lastStep: null, updatedAt: now },
        setWhere: isNull(twoFactorSecrets.enabledAt),
      })
      .returning({ userId: twoFactorSecrets.userId });
    return rows.length === 1;
  },

  /**
   * Records `step` as the last code used, in the statement that checks it is after the previous
   * one: a code is accepted once, even by two concurrent requests. `enable` turns a pending set-up on.
   */
  useStep: async (userId: string, step: number, now: Date, enable = false): Promise<boolean> => {
    const rows = await db
      .update(twoFactorSecrets)
      .set({ lastStep: step, updatedAt: now, ...(enable ? { enabledAt: now } : {}) })
      .where(
        and(
          eq(twoFactorSecrets.userId, userId),
          enable ? isNull(twoFactorSecrets.enabledAt) : isNotNull(twoFactorSecrets.enabledAt),
          or(isNull(twoFactorSecrets.lastStep), lt(twoFactorSecrets.lastStep, step)),
        ),
      )
      .returning({ userId: twoFactorSecrets.userId });
    return rows.length === 1;
  },

  /** Uses up an unused recovery code of the user (atomically): false if none matches. */
  useRecoveryCode: async (userId: string, codeHash: string, now: Date): Promise<boolean> => {
    const rows = await db
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: now, updatedAt: now })
      .where(
        and(
          eq(twoFactorRecoveryCodes.userId, userId),
          eq(twoFactorRecoveryCodes.codeHash, codeHash),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    return rows.length > 0;
  },

  /** Replaces the user's recovery codes by these (hashes). */
  replaceRecoveryCodes: async (userId: string, codeHashes: string[], now: Date): Promise<void> => {
    await db.transaction(async (tx) => {
      await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await tx.insert(twoFactorRecoveryCodes).values(
        codeHashes.map((codeHash) => ({
          id: randomUUID(),
          userId,
          codeHash,
          usedAt: null,
          createdAt: now,
          updatedAt: now,
        })),
      );
    });
  },

  /** Two-factor off: the secret and the recovery codes go. */
  remove: async (userId: string): Promise<void> => {
    await db.transaction(async (tx) => {
      await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
    });
  },
});

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
