import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { ReportStatus, StoredFileInfo } from '@relais/domain';
import type { Db } from '../../db/client';
import type { HistoryWriterOn } from '../../lib/history-writer';
import { files, type FileRow } from '../../db/schema/index';

/**
 * What the files repository reads of the events module's tables (an event's owner and deletion, its
 * report's status): the owner's declared read model, given by the wiring root (services.ts).
 */
export type FilesReads = {
  history: HistoryWriterOn<Db>;
  eventOwnership: (
    h: Db,
    eventId: string,
  ) => Promise<{ assistantId: string; deletedAt: Date | null } | undefined>;
  reportStatusOf: (h: Db, eventId: string) => Promise<ReportStatus | null>;
  /** The messages module's read: whose a message is and whether it is a draft. */
  messageFactsOf: (
    h: Db,
    messageId: string,
  ) => Promise<{ senderId: string; receiverId: string | null; draft: boolean } | undefined>;
};

/** A stored file as the API describes it, with what only the server uses: owner, bytes' key, deletion. */
export type StoredFile = StoredFileInfo & {
  ownerId: string;
  storageKey: string;
  deletedAt: Date | null;
  /** An attachment's message (null for any other file). */
  messageId: string | null;
};

/** What a new file is written with. */
export type NewFile = Omit<StoredFile, 'createdAt' | 'deletedAt'> & {
  expenseOrder: number | null;
  messageFileIndex: number | null;
  /** A staff reply's pending upload: the conversation (the assistant's id) it is for. */
  conversationId?: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export const toStoredFile = (row: FileRow): StoredFile => ({
  id: row.id,
  name: row.name,
  type: row.type,
  size: row.size,
  usage: row.usage,
  eventId: row.eventId,
  createdAt: row.createdAt.toISOString(),
  ownerId: row.ownerId,
  storageKey: row.storageKey,
  deletedAt: row.deletedAt,
  messageId: row.messageId,
});

const queries = (db: Db, reads: FilesReads) => ({
  /** History lines written on the same handle (in a transaction: they commit with the change). */
  history: reads.history(db),

  insertFile: async (file: NewFile): Promise<StoredFile> => {
    const [inserted] = await db.insert(files).values(file).returning();
    if (!inserted) throw new Error('file insert returned no row');
    return toStoredFile(inserted);
  },

  findFile: async (fileId: string): Promise<StoredFile | undefined> => {
    const [row] = await db.select().from(files).where(eq(files.id, fileId));
    return row ? toStoredFile(row) : undefined;
  },

  /** The bytes the owner's live files take (what counts against the storage quota). */
  usedBytes: async (ownerId: string): Promise<number> => {
    const [row] = await db
      .select({ total: sql<string | null>`sum(${files.size})` })
      .from(files)
      .where(and(eq(files.ownerId, ownerId), isNull(files.deletedAt)));
    return Number(row?.total ?? 0);
  },

  /** The event a file is attached to: its owner and whether it was deleted. */
  findEvent: async (eventId: string) => reads.eventOwnership(db, eventId),

  /** The status of the event's submitted report, or null when none was submitted. */
  reportStatus: async (eventId: string): Promise<ReportStatus | null> => reads.reportStatusOf(db, eventId),

  /** The message an attachment is uploaded to. */
  findMessage: async (messageId: string) => reads.messageFactsOf(db, messageId),

  /** Marks deleted the live attachment at `index` of the message (replaced); answers its storage key. */
  discardAttachmentAt: async (messageId: string, index: number, now: Date): Promise<string[]> =>
    (
      await db
        .update(files)
        .set({ deletedAt: now, updatedAt: now })
        .where(
          and(eq(files.messageId, messageId), eq(files.messageFileIndex, index), isNull(files.deletedAt)),
        )
        .returning({ storageKey: files.storageKey })
    ).map((r) => r.storageKey),

  /**
   * Marks deleted the member's live pending upload (no message yet) for the conversation, in one
   * statement (a reply attaching it meanwhile wins); answers its storage key, or undefined.
   */
  discardPendingReplyFile: async (
    ownerId: string,
    conversationId: string,
    fileId: string,
    now: Date,
  ): Promise<string | undefined> => {
    const [row] = await db
      .update(files)
      .set({ deletedAt: now, updatedAt: now })
      .where(
        and(
          eq(files.id, fileId),
          eq(files.ownerId, ownerId),
          eq(files.conversationId, conversationId),
          eq(files.usage, 'MESSAGE'),
          isNull(files.messageId),
          isNull(files.deletedAt),
        ),
      )
      .returning({ storageKey: files.storageKey });
    return row?.storageKey;
  },

  /**
   * Marks deleted the owner's attachments on no message uploaded before `before` (a staff reply's
   * upload never sent, or one whose message is gone); answers their storage keys.
   */
  discardStalePending: async (ownerId: string, before: Date, now: Date): Promise<string[]> =>
    (
      await db
        .update(files)
        .set({ deletedAt: now, updatedAt: now })
        .where(
          and(
            eq(files.ownerId, ownerId),
            eq(files.usage, 'MESSAGE'),
            isNull(files.messageId),
            isNull(files.deletedAt),
            lt(files.createdAt, before),
          ),
        )
        .returning({ storageKey: files.storageKey })
    ).map((r) => r.storageKey),

  softDeleteFile: async (fileId: string, now: Date): Promise<void> => {
    await db.update(files).set({ deletedAt: now, updatedAt: now }).where(eq(files.id, fileId));
  },
});

export type FilesTx = ReturnType<typeof queries>;

export const createFilesRepository = (db: Db, reads: FilesReads) => ({
  ...queries(db, reads),
  /** Runs `fn` in one transaction with the same repository bound to it (never use `db` inside). */
  transaction: async <T>(fn: (tx: FilesTx) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => fn(queries(tx, reads))),
});

export type FilesRepository = ReturnType<typeof createFilesRepository>;
