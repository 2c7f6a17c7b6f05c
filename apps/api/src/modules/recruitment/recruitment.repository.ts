import type { Completion, FolderDocumentStatus, FolderFileType, StoredFileInfo } from '@relais/domain';
import type { Db } from '../../db/client';
import type { HistoryWriter, HistoryWriterOn } from '../../lib/history-writer';

/** A document of the administrative file, as the folder module's read model gives it. */
export type RecruitmentDocumentRow = {
  fileType: string;
  fileId: string | null;
  status: FolderDocumentStatus;
  expirationDate: string | null;
  refusalReason: string | null;
};

/** A file as the files module's read model gives it (whose, live). */
export type RecruitmentFile = StoredFileInfo & { ownerId: string; deletedAt: Date | null };

/** The users module's recruitment columns. */
export type RecruitmentFacts = { recruitmentStatus: string | null; beforeRecruitmentStatus: string | null };

/**
 * What recruitment reads and writes of other modules, given by the wiring root (services.ts): its
 * documents are the folder's (read and sent by the folder's read model, so the 'validated file
 * cannot be replaced' statement is the folder's own), its files the files module's, its status the
 * users module's columns, and the profile steps the completion of the profile module.
 */
export type RecruitmentReads = {
  history: HistoryWriterOn<Db>;
  recruitmentFactsOf: (
    h: Db,
    userId: string,
    opts?: { lock?: boolean },
  ) => Promise<RecruitmentFacts | undefined>;
  setRecruitmentStatus: (h: Db, userId: string, facts: RecruitmentFacts, now: Date) => Promise<void>;
  folderDocumentRows: (h: Db, assistantId: string) => Promise<RecruitmentDocumentRow[]>;
  sendFolderDocument: (
    h: Db,
    assistantId: string,
    fileType: FolderFileType,
    doc: { fileId: string; expirationDate: null; iban: null; bic: null },
    replaceableUntil: string,
    now: Date,
  ) => Promise<RecruitmentDocumentRow | null>;
  filesByIds: (h: Db, ids: readonly string[]) => Promise<RecruitmentFile[]>;
  completion: (
    h: Db,
    assistantId: string,
    now: Date,
    opts: { inTransaction: boolean },
  ) => Promise<Completion>;
};

const queries = (h: Db, reads: RecruitmentReads, inTransaction: boolean) => ({
  facts: (userId: string) => reads.recruitmentFactsOf(h, userId, { lock: inTransaction }),
  setStatus: (userId: string, facts: RecruitmentFacts, now: Date) =>
    reads.setRecruitmentStatus(h, userId, facts, now),
  documents: (assistantId: string) => reads.folderDocumentRows(h, assistantId),
  /** Sends a document of the file (a validated one is kept: null). */
  sendDocument: (assistantId: string, fileType: FolderFileType, fileId: string, until: string, now: Date) =>
    reads.sendFolderDocument(
      h,
      assistantId,
      fileType,
      { fileId, expirationDate: null, iban: null, bic: null },
      until,
      now,
    ),
  files: (ids: readonly string[]) => reads.filesByIds(h, ids),
  completion: (assistantId: string, now: Date) => reads.completion(h, assistantId, now, { inTransaction }),
});

export type RecruitmentQueries = ReturnType<typeof queries>;
export type RecruitmentTx = RecruitmentQueries & { history: HistoryWriter };

export const createRecruitmentRepository = (db: Db, reads: RecruitmentReads) => ({
  ...queries(db, reads, false),
  /** Runs `fn` in one transaction (the user row locked by `facts`), with the history writer bound to it. */
  transaction: async <T>(fn: (tx: RecruitmentTx) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => fn({ ...queries(tx, reads, true), history: reads.history(tx) })),
});

export type RecruitmentRepository = ReturnType<typeof createRecruitmentRepository>;
