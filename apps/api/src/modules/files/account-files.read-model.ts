import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/index';

/**
 * The files module's reads and writes for the users module's account calls (avatar, 'download my
 * data', deletion), given by the wiring root (services.ts).
 */

/** One file with its storage key (to read its bytes), deleted ones included; null when unknown. */
export const storedFileOf = async (h: Db, fileId: string) => {
  const [row] = await h
    .select({
      id: files.id,
      ownerId: files.ownerId,
      usage: files.usage,
      type: files.type,
      name: files.name,
      storageKey: files.storageKey,
      deletedAt: files.deletedAt,
    })
    .from(files)
    .where(eq(files.id, fileId));
  return row ?? null;
};

/** The owner's live files (what 'download my data' puts in the ZIP), oldest first. */
export const liveFilesOf = async (h: Db, ownerId: string) =>
  h
    .select({
      id: files.id,
      usage: files.usage,
      name: files.name,
      type: files.type,
      size: files.size,
      storageKey: files.storageKey,
    })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), isNull(files.deletedAt)))
    .orderBy(files.createdAt, files.id);

/** The storage keys of all the owner's files (deleted ones too: removing bytes twice is harmless). */
export const storageKeysOf = async (h: Db, ownerId: string): Promise<string[]> =>
  (await h.select({ key: files.storageKey }).from(files).where(eq(files.ownerId, ownerId))).map((r) => r.key);

/** Gives files to another owner (a deleted account's issued invoices' PDFs, kept by law). */
export const moveFiles = async (h: Db, fileIds: string[], toOwnerId: string, now: Date): Promise<void> => {
  if (fileIds.length === 0) return;
  await h.update(files).set({ ownerId: toOwnerId, updatedAt: now }).where(inArray(files.id, fileIds));
};
