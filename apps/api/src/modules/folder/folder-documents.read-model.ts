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
  /** A new version sent while this one is VALIDATED (null fields when none). */
  replacementStatus: FolderDocumentStatus | null;
  replacementFileId: string | null;
  replacementExpirationDate: string | null;
  replacementIban: string | null;
  replacementBic: string | null;
  replacementRefusalReason: string | null;
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
  replacementStatus: folderDocuments.replacementStatus,
  replacementFileId: folderDocuments.replacementFileId,
  replacementExpirationDate: folderDocuments.replacementExpirationDate,
  replacementIban: folderDocuments.replacementIban,
  replacementBic: folderDocuments.replacementBic,
  replacementRefusalReason: folderDocuments.replacementRefusalReason,
};

/** No replacement waiting (a document sent anew, or its replacement decided). */
export const NO_REPLACEMENT = {
  replacementStatus: null,
  replacementFileId: null,
  replacementExpirationDate: null,
  replacementIban: null,
  replacementBic: null,
  replacementRefusalReason: null,
  replacementSentAt: null,
} as const;

/**
 * The folder's documents of an assistant: the folder module's own reads, and the recruitment
 * module's (its document steps are these documents), on any handle (a transaction's too).
 */
export const folderDocumentRows = async (h: Db, assistantId: string): Promise<FolderRow[]> =>
  h.select(folderColumns).from(folderDocuments).where(eq(folderDocuments.assistantId, assistantId));

/**
 * Sends (or sends again) a document: PENDING again, its refusal forgotten. A VALIDATED document is
 * left as it is unless it expires by `replaceableUntil` (expired or expiring soon; null: never), in the same
 * statement (no race between the check and the write): null then ('validated file cannot be
 * replaced'). The one write of a sent document, for the folder and the recruitment steps alike.
 */
export const sendFolderDocument = async (
  h: Db,
  assistantId: string,
  fileType: FolderFileType,
  doc: SentDocument,
  replaceableUntil: string | null,
  now: Date,
): Promise<FolderRow | null> => {
  const set = { ...doc, ...NO_REPLACEMENT, status: 'PENDING' as const, refusalReason: null, updatedAt: now };
  const [row] = await h
    .insert(folderDocuments)
    .values({ id: randomUUID(), assistantId, fileType, ...set, createdAt: now })
    .onConflictDoUpdate({
      target: [folderDocuments.assistantId, folderDocuments.fileType],
      set,
      setWhere:
        replaceableUntil === null
          ? ne(folderDocuments.status, 'VALIDATED')
          : or(
              ne(folderDocuments.status, 'VALIDATED'),
              lte(folderDocuments.expirationDate, replaceableUntil),
            ),
    })
    .returning(folderColumns);
  return row ?? null;
};
