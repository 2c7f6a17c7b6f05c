import { and, asc, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { StoredFileInfo } from '@relais/domain';
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

type ShownFile = Pick<StoredFileInfo, 'id' | 'name' | 'type' | 'size'>;

/**
 * A live file's id, name, type and size as a SQL expression on a file id column (null when absent
 * or deleted): what a console page shows of it, read in the page's one statement.
 */
export const liveFileSql = (id: AnyColumn): SQL<ShownFile | null> =>
  sql<ShownFile | null>`(select json_build_object('id', ${files.id}, 'name', ${files.name}, 'type', ${files.type}, 'size', ${files.size}) from ${files} where ${files.id} = ${id} and ${files.deletedAt} is null)`;
