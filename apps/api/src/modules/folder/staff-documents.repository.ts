import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { StoredFileInfo } from '@relais/domain';
import {
  expiringDocuments,
  folderFileOwner,
  queueAssistantIds,
  waitingDocuments,
  type QueueFilters,
  type QueuePaging,
  type QueueShown,
} from './folder-queue.read-model';

export type { QueueFilters, QueueRow, ShownRow } from './folder-queue.read-model';

/** A file as the files module's read model gives it: what the queue shows, and where its bytes are. */
export type DocumentFile = StoredFileInfo & { storageKey: string; deletedAt: Date | null };

/**
 * What the documents queue reads of other modules, given by the wiring root: the users' names, the
 * files' rows and their bytes, and what a page shows of them as SQL (`shown`).
 */
export type StaffDocumentsReads = {
  shown: QueueShown;
  userNamesOf: (h: Db, ids: readonly string[]) => Promise<Map<string, string>>;
  filesByIds: (h: Db, ids: readonly string[]) => Promise<DocumentFile[]>;
  bytes: (storageKey: string) => Promise<{ stream: Readable; size: number } | null>;
};

/** The console's documents queue: the folder's queue reads (folder-queue.read-model.ts) on the pool. */
export const createStaffDocumentsRepository = (db: Db, reads: StaffDocumentsReads) => ({
  waiting: (f: QueueFilters, p: QueuePaging) => waitingDocuments(db, reads.shown, f, p),
  expiring: (f: QueueFilters, until: string, p: QueuePaging) =>
    expiringDocuments(db, reads.shown, f, until, p),
  assistantIds: (until: string) => queueAssistantIds(db, until),
  fileOwner: (fileId: string) => folderFileOwner(db, fileId),
  names: (ids: readonly string[]) => reads.userNamesOf(db, ids),
  files: (ids: readonly string[]) => reads.filesByIds(db, ids),
  bytes: reads.bytes,
});

export type StaffDocumentsRepository = ReturnType<typeof createStaffDocumentsRepository>;
