import { maskIban, type Folder, type FolderDocument, type FolderFileType } from '@relais/domain/rules';
import type { QueryClient } from '@tanstack/react-query';
import { routeTable } from '@relais/contract/routes';
import { call } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { defineAction, uploadStoredFile, type StoredFile } from '../../../offline';
import { folderKey, refreshAfterFolderChange } from './folder-queries';

export const SEND_FOLDER_DOCUMENT = 'folder.send';

export type SendFolderDocumentBody = {
  assistantId: string;
  fileType: FolderFileType;
  /** Where the type has one (YYYY-MM-DD), else null. */
  expirationDate: string | null;
  /** BANK_DETAILS only, as typed (the server stores them normalised). */
  iban: string | null;
  bic: string | null;
};

/** The file screen, opened on the document of a refused action with its queued values. */
export const folderEditPath = (actionId: string, body: SendFolderDocumentBody): string =>
  `/user/file?action=${encodeURIComponent(actionId)}#${body.fileType}`;

/**
 * Uploads the document (POST /files, usage FOLDER) under a key derived from the action's, then
 * links it (PUT .../folder/{fileType}) under the action's own key: a replay sends the same two
 * keys, so the server keeps one file and one change however often it is replayed.
 */
export const sendFolderDocument = async (
  body: SendFolderDocumentBody,
  ctx: { idempotencyKey: string; files: StoredFile[] },
): Promise<FolderDocument> => {
  const file = ctx.files[0];
  if (!file) throw new Error('missing queued folder document');
  const fileId = await uploadStoredFile({ usage: 'FOLDER' }, file, {
    idempotencyKey: ctx.idempotencyKey,
    index: 0,
  });
  return call(routeTable.putFolderDocument, {
    params: { id: body.assistantId, fileType: body.fileType },
    body: {
      fileId,
      ...(body.expirationDate ? { expirationDate: body.expirationDate } : {}),
      ...(body.fileType === 'BANK_DETAILS' ? { iban: body.iban ?? '', bic: body.bic ?? '' } : {}),
    },
    idempotencyKey: ctx.idempotencyKey,
  });
};

/**
 * The document as the file shows it while it waits: sent, pending review, no stored file yet. A
 * validated one stays in force: the new version waits beside it. The IBAN is kept masked (last four).
 */
export const optimisticDocument = (doc: FolderDocument, body: SendFolderDocumentBody): FolderDocument => {
  const bank = body.fileType === 'BANK_DETAILS';
  const sent = {
    expirationDate: body.expirationDate,
    file: null,
    iban: bank && body.iban ? maskIban(body.iban) : null,
    bic: bank ? body.bic : null,
    refusalReason: null,
  };
  if (doc.status === 'VALIDATED') return { ...doc, replacement: { status: 'PENDING', ...sent } };
  return { ...doc, ...sent, state: 'SENT', status: 'PENDING', replacement: null };
};

const apply = (qc: QueryClient, body: SendFolderDocumentBody): void => {
  qc.setQueryData<Folder>(folderKey(body.assistantId), (folder) =>
    folder
      ? {
          documents: folder.documents.map((d) =>
            d.fileType === body.fileType ? optimisticDocument(d, body) : d,
          ),
        }
      : folder,
  );
};

/** One outbox action per document sent, its file travelling with it (bytes in the outbox). */
export const sendFolderDocumentAction = defineAction<SendFolderDocumentBody, typeof SEND_FOLDER_DOCUMENT>({
  type: SEND_FOLDER_DOCUMENT,
  send: sendFolderDocument,
  apply,
  revert: (qc, body) => refreshAfterFolderChange(qc, body.assistantId),
  settled: (qc, body) => refreshAfterFolderChange(qc, body.assistantId),
  describe: (body) => ({ key: 'folder.describe', values: { type: t(`folder.types.${body.fileType}`) } }),
  subjects: (body) => [`folder:${body.fileType}`],
  editPath: folderEditPath,
});
