import { randomUUID } from 'node:crypto';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { DELETED_ACCOUNT_STATUS } from '@relais/domain';
import type { Db } from '../../db/client';
import { auditLog, idempotencyKeys, rateLimitBuckets, userPictures, users } from '../../db/schema/index';
import { PERSONAL_TABLES, personalRows } from './personal-data.read-model';

type StoredFileFacts = {
  id: string;
  ownerId: string;
  usage: string;
  type: string;
  name: string;
  storageKey: string;
  deletedAt: Date | null;
};

/** What the account calls read and write of the files and invoices modules (their read models, services.ts). */
export type UserDataReads = {
  storedFileOf: (h: Db, fileId: string) => Promise<StoredFileFacts | null>;
  liveFilesOf: (
    h: Db,
    ownerId: string,
  ) => Promise<{ id: string; usage: string; name: string; type: string; size: number; storageKey: string }[]>;
  storageKeysOf: (h: Db, ownerId: string) => Promise<string[]>;
  moveFiles: (h: Db, fileIds: string[], toOwnerId: string, now: Date) => Promise<void>;
  invoicesOf: (h: Db, assistantId: string) => Promise<{ id: string; fileId: string | null }[]>;
  detachInvoices: (h: Db, fromId: string, toId: string, now: Date) => Promise<void>;
};

/** Where the app reads the avatar; `v` (the file id) changes with the picture, so caches follow. */
export const pictureUrl = (userId: string, fileId: string): string =>
  `/api/pictures?userId=${encodeURIComponent(userId)}&v=${encodeURIComponent(fileId)}`;

/** The rate-limit keys that name a user by id (removed with the account). */
export const userRateKeys = (userId: string): string[] => [
  `upload:${userId}`,
  `export:${userId}`,
  `delete-account:${userId}`,
];

export const createUserDataRepository = (db: Db, reads: UserDataReads) => ({
  /** The account's identity, for the owner and staff checks of deletion; null when unknown. */
  account: async (userId: string) => {
    const [row] = await db
      .select({
        id: users.id,
        loginEmail: users.loginEmail,
        role: users.role,
        passwordHash: users.passwordHash,
        status: users.status,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  },

  file: async (fileId: string) => reads.storedFileOf(db, fileId),

  /** The avatar's file (with its bytes' key), or null. */
  picture: async (userId: string): Promise<StoredFileFacts | null> => {
    const [row] = await db
      .select({ fileId: userPictures.fileId })
      .from(userPictures)
      .where(eq(userPictures.userId, userId));
    return row ? reads.storedFileOf(db, row.fileId) : null;
  },

  /**
   * Makes `fileId` the avatar (users.avatar_url follows, in the same transaction); answers the
   * previous avatar's file id, or null.
   */
  setPicture: async (userId: string, fileId: string, now: Date): Promise<string | null> =>
    db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [previous] = await tx
        .select({ fileId: userPictures.fileId })
        .from(userPictures)
        .where(eq(userPictures.userId, userId));
      await tx
        .insert(userPictures)
        .values({ userId, fileId, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: userPictures.userId, set: { fileId, updatedAt: now } });
      await tx
        .update(users)
        .set({ avatarUrl: pictureUrl(userId, fileId), updatedAt: now })
        .where(eq(users.id, userId));
      return previous && previous.fileId !== fileId ? previous.fileId : null;
    }),

  /** Removes the avatar; answers its file id (null when there was none). */
  removePicture: async (userId: string, now: Date): Promise<string | null> =>
    db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(userPictures)
        .where(eq(userPictures.userId, userId))
        .returning({ fileId: userPictures.fileId });
      await tx.update(users).set({ avatarUrl: null, updatedAt: now }).where(eq(users.id, userId));
      return removed?.fileId ?? null;
    }),

  /** The later of the stored day and `date` (a late replay from another device never moves it back). */
  markAvatarBadgeSeen: async (
    userId: string,
    date: string,
    now: Date,
  ): Promise<string | null | undefined> => {
    const [row] = await db
      .update(users)
      .set({
        avatarBadgeShownAt: sql`greatest(coalesce(${users.avatarBadgeShownAt}, ${date}::date), ${date}::date)`,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning({ shownAt: users.avatarBadgeShownAt });
    return row ? row.shownAt : undefined;
  },

  liveFiles: async (userId: string) => reads.liveFilesOf(db, userId),

  /** The user's rows of every personal table, by ZIP entry name. */
  personalData: async (userId: string): Promise<{ file: string; rows: Record<string, unknown>[] }[]> => {
    const out: { file: string; rows: Record<string, unknown>[] }[] = [];
    for (const entry of PERSONAL_TABLES)
      out.push({ file: entry.file, rows: await personalRows(db, entry, userId) });
    return out;
  },

  /**
   * Deletes the account in one transaction. Issued invoices (and their PDFs) move to a new
   * anonymous owner (no name, no email of hers, no password, status DELETED) so they are kept
   * detached from her; audit lines about her keep what happened and when, with the anonymous id in
   * place of hers and no address; her idempotency keys and rate counters go; then her user row,
   * and with it, by the foreign keys' cascade, every personal table (PERSONAL_TABLES) and every
   * session (refresh tokens). Answers the storage keys of her files whose bytes must now go, and
   * the anonymous owner's id (null when she had no invoice).
   */
  deleteAccount: async (
    userId: string,
    now: Date,
  ): Promise<{ storageKeys: string[]; keptAs: string | null }> =>
    db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const kept = await reads.invoicesOf(tx, userId);
      let keptAs: string | null = null;
      const keptFileIds = kept.flatMap((i) => (i.fileId ? [i.fileId] : []));
      if (kept.length > 0) {
        keptAs = randomUUID();
        await tx.insert(users).values({
          id: keptAs,
          loginEmail: `deleted-${keptAs}@deleted.invalid`,
          passwordHash: null,
          role: 'ASSISTANT',
          status: DELETED_ACCOUNT_STATUS,
          firstName: '',
          lastName: '',
          createdAt: now,
          updatedAt: now,
        });
        await reads.detachInvoices(tx, userId, keptAs, now);
        await reads.moveFiles(tx, keptFileIds, keptAs, now);
      }
      const storageKeys = await reads.storageKeysOf(tx, userId);
      await tx
        .update(auditLog)
        .set({
          ip: null,
          actorId: sql`case when ${auditLog.actorId} = ${userId} then ${keptAs} else ${auditLog.actorId} end`,
          subjectId: sql`case when ${auditLog.subjectId} = ${userId} then ${keptAs} else ${auditLog.subjectId} end`,
          updatedAt: now,
        })
        .where(or(eq(auditLog.actorId, userId), eq(auditLog.subjectId, userId)));
      await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
      await tx.delete(rateLimitBuckets).where(inArray(rateLimitBuckets.key, userRateKeys(userId)));
      const [me] = await tx.select({ email: users.loginEmail }).from(users).where(eq(users.id, userId));
      if (me) {
        await tx.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, `signin:account:${me.email}`));
        // sign-in lines name the typed email: it goes, the line (action, time) stays
        await tx
          .update(auditLog)
          .set({ ip: null, detail: sql`${auditLog.detail} - 'email'`, updatedAt: now })
          .where(sql`${auditLog.detail} ->> 'email' = ${me.email}`);
      }
      await tx.delete(users).where(eq(users.id, userId));
      return { storageKeys, keptAs };
    }),
});

export type UserDataRepository = ReturnType<typeof createUserDataRepository>;
