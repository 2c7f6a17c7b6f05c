import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, files, reports, type FileRow } from '../../db/schema/index';

export type { FileRow };
export type NewFileRow = typeof files.$inferInsert;

export const createFilesRepository = (db: Db) => ({
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

export type FilesRepository = ReturnType<typeof createFilesRepository>;
