import { and, eq, isNull, ne, or, sql, type Column } from 'drizzle-orm';
import type { FolderDocumentStatus, FolderFileType, StoredFileInfo } from '@relais/domain';
import type { Db } from '../../db/client';
import type { HistoryWriter, HistoryWriterOn } from '../../lib/history-writer';
import type { NotificationWriter, NotificationWriterOn } from '../../lib/notification-writer';
import { folderDocuments } from '../../db/schema/index';
import {
  folderColumns as columns,
  folderDocumentRows,
  NO_REPLACEMENT,
  sendFolderDocument,
  type FolderRow,
  type SentDocument,
} from './folder-documents.read-model';

export type { FolderRow, SentDocument } from './folder-documents.read-model';

/** A file as the files module's read model gives it: what the folder shows and checks (whose, live). */
export type FolderFile = StoredFileInfo & { ownerId: string; deletedAt: Date | null };

/**
 * What the folder reads and writes of other modules, given by the wiring root (services.ts): the
 * files module's files, and the users module's invoicing facts that a staff decision moves.
 */
export type FolderReads = {
  history: HistoryWriterOn<Db>;
  notify: NotificationWriterOn<Db>;
  filesByIds: (h: Db, ids: readonly string[]) => Promise<FolderFile[]>;
  setInsuranceLimitDate: (h: Db, assistantId: string, date: string | null, now: Date) => Promise<void>;
  setSignedDate: (h: Db, assistantId: string, date: string | null, now: Date) => Promise<void>;
};

/** `column` holds `value` (null included): the version staff decided on is still the one there. */
const sameAs = (column: Column, value: string | null) =>
  value === null ? isNull(column) : eq(column, value);

const queries = (h: Db, reads: FolderReads) => ({
  documents: async (assistantId: string): Promise<FolderRow[]> => folderDocumentRows(h, assistantId),

  document: async (assistantId: string, fileType: FolderFileType): Promise<FolderRow | null> => {
    const [row] = await h
      .select(columns)
      .from(folderDocuments)
      .where(and(eq(folderDocuments.assistantId, assistantId), eq(folderDocuments.fileType, fileType)));
    return row ?? null;
  },

  files: async (ids: readonly string[]): Promise<FolderFile[]> => reads.filesByIds(h, ids),

  /** Sends a document (a validated one is kept: null, see `sendFolderDocument`). */
  send: async (
    assistantId: string,
    fileType: FolderFileType,
    doc: SentDocument,
    replaceableUntil: string | null,
    now: Date,
  ): Promise<FolderRow | null> => sendFolderDocument(h, assistantId, fileType, doc, replaceableUntil, now),

  /**
   * Sends a new version of a VALIDATED document: it waits beside it (PENDING, its earlier refusal
   * forgotten) while the validated one stays in force. Null when the document is not validated (in
   * the same statement: no race with a staff decision).
   */
  sendReplacement: async (
    assistantId: string,
    fileType: FolderFileType,
    doc: SentDocument,
    now: Date,
  ): Promise<FolderRow | null> => {
    const [row] = await h
      .update(folderDocuments)
      .set({
        replacementStatus: 'PENDING',
        replacementFileId: doc.fileId,
        replacementExpirationDate: doc.expirationDate,
        replacementIban: doc.iban,
        replacementBic: doc.bic,
        replacementRefusalReason: null,
        replacementSentAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(folderDocuments.assistantId, assistantId),
          eq(folderDocuments.fileType, fileType),
          eq(folderDocuments.status, 'VALIDATED'),
        ),
      )
      .returning(columns);
    return row ?? null;
  },

  /**
   * Staff validated the waiting replacement `fileId`: it becomes the document in force (VALIDATED),
   * with the expiry date staff read on it. Null when that version no longer waits.
   */
  adoptReplacement: async (
    assistantId: string,
    fileType: FolderFileType,
    fileId: string | null,
    expirationDate: string | null,
    now: Date,
  ): Promise<FolderRow | null> => {
    const [row] = await h
      .update(folderDocuments)
      .set({
        fileId: sql`${folderDocuments.replacementFileId}`,
        expirationDate,
        iban: sql`${folderDocuments.replacementIban}`,
        bic: sql`${folderDocuments.replacementBic}`,
        status: 'VALIDATED',
        refusalReason: null,
        ...NO_REPLACEMENT,
        updatedAt: now,
      })
      .where(
        and(
          eq(folderDocuments.assistantId, assistantId),
          eq(folderDocuments.fileType, fileType),
          eq(folderDocuments.replacementStatus, 'PENDING'),
          sameAs(folderDocuments.replacementFileId, fileId),
        ),
      )
      .returning(columns);
    return row ?? null;
  },

  /**
   * Staff refused the waiting replacement `fileId`: kept REJECTED with its reason; the document in
   * force is untouched. Null when that version no longer waits.
   */
  refuseReplacement: async (
    assistantId: string,
    fileType: FolderFileType,
    fileId: string | null,
    reason: string,
    now: Date,
  ): Promise<FolderRow | null> => {
    const [row] = await h
      .update(folderDocuments)
      .set({ replacementStatus: 'REJECTED', replacementRefusalReason: reason, updatedAt: now })
      .where(
        and(
          eq(folderDocuments.assistantId, assistantId),
          eq(folderDocuments.fileType, fileType),
          eq(folderDocuments.replacementStatus, 'PENDING'),
          sameAs(folderDocuments.replacementFileId, fileId),
        ),
      )
      .returning(columns);
    return row ?? null;
  },

  /**
   * Staff's decision on the document itself (`expirationDate` undefined: kept as sent). Only while it
   * stands as staff read it (`seen`: its status and file, no replacement waiting), in the same
   * statement: a decision that came first makes this one find nothing (null).
   */
  review: async (
    assistantId: string,
    fileType: FolderFileType,
    seen: Pick<FolderRow, 'status' | 'fileId'>,
    decision: { status: FolderDocumentStatus; refusalReason: string | null; expirationDate?: string | null },
    now: Date,
  ): Promise<FolderRow | null> => {
    const [row] = await h
      .update(folderDocuments)
      .set({ ...decision, updatedAt: now })
      .where(
        and(
          eq(folderDocuments.assistantId, assistantId),
          eq(folderDocuments.fileType, fileType),
          eq(folderDocuments.status, seen.status),
          sameAs(folderDocuments.fileId, seen.fileId),
          or(isNull(folderDocuments.replacementStatus), ne(folderDocuments.replacementStatus, 'PENDING')),
        ),
      )
      .returning(columns);
    return row ?? null;
  },

  setInsuranceLimitDate: (assistantId: string, date: string | null, now: Date) =>
    reads.setInsuranceLimitDate(h, assistantId, date, now),
  setSignedDate: (assistantId: string, date: string | null, now: Date) =>
    reads.setSignedDate(h, assistantId, date, now),
});

export type FolderTx = ReturnType<typeof queries> & { history: HistoryWriter; notify: NotificationWriter };

export const createFolderRepository = (db: Db, reads: FolderReads) => ({
  ...queries(db, reads),
  /** Runs `fn` in one transaction, with the history writer bound to it (the line commits with the change). */
  transaction: async <T>(fn: (tx: FolderTx) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) =>
      fn({ ...queries(tx, reads), history: reads.history(tx), notify: reads.notify(tx) }),
    ),
});

export type FolderRepository = ReturnType<typeof createFolderRepository>;
