import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { HistoryWriterOn } from '../../lib/history-writer';
import { events, files, reports, type FileRow } from '../../db/schema/index';

export type { FileRow };
export type NewFileRow = typeof files.$inferInsert;

const queries = (db: Db, historyOn: HistoryWriterOn<Db>) => ({
  /** History lines written on the same handle (in a transaction: they commit with the change). */
  history: historyOn(db),

  insertFile: async (row: NewFileRow): Promise<FileRow> => {
    const [inserted] = await db.insert(files).values(row).returning();
    if (!inserted) throw new Error('file insert returned no row');
    return inserted;
  },

  findFile: async (fileId: string): Promise<FileRow | undefined> => {
    const [row] = await db.select().from(files).where(eq(files.id, fileId));
    return row;
  },

  /** The event a file is attached to: its owner and whether it was deleted. */
  findEvent: async (
    eventId: string,
  ): Promise<{ assistantId: string; deletedAt: Date | null } | undefined> => {
    const [row] = await db
      .select({ assistantId: events.assistantId, deletedAt: events.deletedAt })
      .from(events)
      .where(eq(events.id, eventId));
    return row;
  },

  /** The status of the event's submitted report, or null when none was submitted. */
  reportStatus: async (eventId: string): Promise<'PENDING' | 'VALIDATED' | 'REJECTED' | null> => {
    const [row] = await db
      .select({ status: reports.status })
      .from(reports)
      .where(eq(reports.eventId, eventId));
    return row?.status ?? null;
  },

  softDeleteFile: async (fileId: string, now: Date): Promise<void> => {
    await db.update(files).set({ deletedAt: now, updatedAt: now }).where(eq(files.id, fileId));
  },
});

export type FilesTx = ReturnType<typeof queries>;

export const createFilesRepository = (db: Db, historyOn: HistoryWriterOn<Db>) => ({
  ...queries(db, historyOn),
  /** Runs `fn` in one transaction with the same repository bound to it (never use `db` inside). */
  transaction: async <T>(fn: (tx: FilesTx) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => fn(queries(tx, historyOn))),
});

export type FilesRepository = ReturnType<typeof createFilesRepository>;
