import { randomUUID } from 'node:crypto';
import { eq, lte, ne, or } from 'drizzle-orm';
import type { FolderDocumentStatus, FolderFileType } from '@relais/domain';
import type { Db } from '../../db/client';
import { folderDocuments } from '../../db/schema/index';

/** One stored document of the administrative file. */
export type FolderRow = {
  fileType: string;
  fileId: string | null;
  status: FolderDocumentStatus;
  expirationDate: string | null;
  iban: string | null;
  bic: string | null;
  refusalReason: string | null;
};

/** What a document is sent with (PUT /assistants/{id}/folder/{fileType}, or a recruitment step). */
export type SentDocument = {
  fileId: string;
  expirationDate: string | null;
  iban: string | null;
  bic: string | null;
};

export const folderColumns = {
  fileType: folderDocuments.fileType,
  fileId: folderDocuments.fileId,
  status: folderDocuments.status,
  expirationDate: folderDocuments.expirationDate,
  iban: folderDocuments.iban,
  bic: folderDocuments.bic,
  refusalReason: folderDocuments.refusalReason,
};

/**
 * The folder's documents of an assistant: the folder module's own reads, and the recruitment
 * module's (its document steps are these documents), on any handle (a transaction's too).
 */
export const folderDocumentRows = async (h: Db, assistantId: string): Promise<FolderRow[]> =>
  h.select(folderColumns).from(folderDocuments).where(eq(folderDocuments.assistantId, assistantId));

/**
 * Sends (or sends again) a document: PENDING again, its refusal forgotten. A VALIDATED document is
 * left as it is unless it expires by `replaceableUntil` (expired or expiring soon), in the same
 * statement (no race between the check and the write): null then ('validated file cannot be
 * replaced'). The one write of a sent document, for the folder and the recruitment steps alike.
 */
export const sendFolderDocument = async (
  h: Db,
  assistantId: string,
  fileType: FolderFileType,
  doc: SentDocument,
  replaceableUntil: string,
  now: Date,
): Promise<FolderRow | null> => {
  const set = { ...doc, status: 'PENDING' as const, refusalReason: null, updatedAt: now };
  const [row] = await h
    .insert(folderDocuments)
    .values({ id: randomUUID(), assistantId, fileType, ...set, createdAt: now })
    .onConflictDoUpdate({
      target: [folderDocuments.assistantId, folderDocuments.fileType],
      set,
      setWhere: or(
        ne(folderDocuments.status, 'VALIDATED'),
        lte(folderDocuments.expirationDate, replaceableUntil),
      ),
    })
    .returning(folderColumns);
  return row ?? null;
};
