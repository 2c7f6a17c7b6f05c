import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/index';

/**
 * The files module's read of one file's facts (whose, what for, its type, whether deleted), for the invoices repository inside its transaction
 * (given by the wiring root, services.ts); null for an unknown id, deleted files included.
 */
export const fileFacts = async (h: Db, fileId: string) => {
  const [row] = await h
    .select({
      id: files.id,
      usage: files.usage,
      type: files.type,
      ownerId: files.ownerId,
      deletedAt: files.deletedAt,
    })
    .from(files)
    .where(eq(files.id, fileId));
  return row ?? null;
};
