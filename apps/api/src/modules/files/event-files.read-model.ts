import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/index';
import { toStoredFile, type StoredFile } from './files.repository';

/**
 * The files module's reads and one write for an intervention's report (the events repository,
 * inside its transaction; given by the wiring root, services.ts): files by id, the files attached to
 * an event, and attaching the report's expense files to its event.
 */

/** Files among `ids`, whoever owns them, live or not (the caller decides). */
export const filesByIds = async (h: Db, ids: readonly string[]): Promise<StoredFile[]> =>
  ids.length === 0
    ? []
    : (
        await h
          .select()
          .from(files)
          .where(inArray(files.id, [...ids]))
      ).map(toStoredFile);

/** The live files attached to an event, in expense order. */
export const eventFiles = async (h: Db, eventId: string): Promise<StoredFile[]> =>
  (
    await h
      .select()
      .from(files)
      .where(and(eq(files.eventId, eventId), isNull(files.deletedAt)))
      .orderBy(asc(files.expenseOrder), asc(files.createdAt))
  ).map(toStoredFile);

/** Attaches the files to the event (a submitted report's expense receipts). */
export const attachFiles = async (
  h: Db,
  ids: readonly string[],
  eventId: string,
  now: Date,
): Promise<void> => {
  if (ids.length === 0) return;
  await h
    .update(files)
    .set({ eventId, updatedAt: now })
    .where(inArray(files.id, [...ids]));
};
