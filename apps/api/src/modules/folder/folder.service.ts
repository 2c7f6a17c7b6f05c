import {
  addDays,
  bankDetailsErrors,
  businessDate,
  FOLDER_EXPIRING_SOON_DAYS,
  FOLDER_EXPIRY,
  FOLDER_FILE_TYPES,
  folderExpiryErrors,
  folderReminders,
  folderStateOf,
  folderTypeIsPdfOnly,
  normalizeBic,
  normalizeIban,
  type Clock,
  type FieldError,
  type FileUsage,
  type Folder,
  type FolderDocument,
  type FolderFileType,
  type FolderReminder,
  type FolderReviewBody,
  type PutFolderDocumentBody,
} from '@relais/domain';
import { notFound, ruleFailure } from '../../plugins/app-error';
import type { HistoryEntry } from '../../lib/history-writer';
import { toFileInfo } from '../files/files.service';
import type { Audit } from '../../plugins/types';
import type { FolderFile, FolderRepository, FolderRow } from './folder.repository';

export type StaffActor = { userId: string; ip: string };

/** The file as the API describes it, while it is live. */
const fileInfo = (f: FolderFile | undefined): FolderDocument['file'] =>
  f && f.deletedAt === null ? toFileInfo(f) : null;

const toDocument = (
  fileType: FolderFileType,
  row: FolderRow | undefined,
  file: FolderFile | undefined,
  today: string,
): FolderDocument => {
  return {
    fileType,
    state: folderStateOf(row ?? null, today),
    status: row?.status ?? null,
    expirationDate: row?.expirationDate ?? null,
    pdfOnly: folderTypeIsPdfOnly(fileType),
    expiry: FOLDER_EXPIRY[fileType],
    file: fileInfo(file),
    iban: row?.iban ?? null,
    bic: row?.bic ?? null,
    refusalReason: row?.refusalReason ?? null,
  };
};

/**
 * The checks of a document's file, for the folder and the recruitment steps alike: the assistant's
 * own live file, uploaded for that use (`usage`), a PDF where the type is pdf-only.
 */
export const documentFileErrors = (
  assistantId: string,
  fileType: FolderFileType,
  file: FolderFile | undefined,
  usage: FileUsage,
): FieldError[] => {
  if (!file || file.deletedAt !== null || file.ownerId !== assistantId || file.usage !== usage) {
    return [{ errorCode: 'not_found', field: 'fileId' }];
  }
  return folderTypeIsPdfOnly(fileType) && file.type !== 'application/pdf'
    ? [{ errorCode: 'file_content_type_not_allowed', field: 'fileId' }]
    : [];
};

/** Up to which expiry day a VALIDATED document may still be replaced (expiring soon or expired). */
export const replaceableUntil = (today: string): string => addDays(today, FOLDER_EXPIRING_SOON_DAYS);

/** The checks of a document sent: its file (the assistant's own, uploaded for the folder, pdf where required), its expiry, the bank details. */
const sendErrors = (
  assistantId: string,
  fileType: FolderFileType,
  body: PutFolderDocumentBody,
  file: FolderFile | undefined,
  today: string,
): FieldError[] => {
  const errors = documentFileErrors(assistantId, fileType, file, 'FOLDER');
  if (errors.some((e) => e.errorCode === 'not_found')) return errors;
  errors.push(...folderExpiryErrors(fileType, body.expirationDate, today));
  if (fileType === 'BANK_DETAILS') {
    errors.push(...bankDetailsErrors({ iban: body.iban ?? '', bic: body.bic ?? '' }));
  }
  return errors;
};

/** The assistant's history line for a staff decision, named by its file (the upload has its own line). */
const historyLine = (
  assistantId: string,
  eventType: 'VALIDATED' | 'REJECTED',
  file: FolderFile | undefined,
  at: Date,
): HistoryEntry => ({
  assistantId,
  at,
  objectType: 'FILE',
  eventType,
  objectId: file?.id ?? null,
  label: file?.name ?? '',
});

export const createFolderService = (deps: { repo: FolderRepository; clock: Clock; audit: Audit }) => {
  const { repo, clock, audit } = deps;

  const documentOf = async (row: FolderRow, today: string): Promise<FolderDocument> => {
    const [file] = row.fileId ? await repo.files([row.fileId]) : [];
    return toDocument(row.fileType as FolderFileType, row, file, today);
  };

  return {
    /** Every document type, in the spec's order, with its state (missing when never sent). */
    get: async (assistantId: string): Promise<Folder> => {
      const today = businessDate(clock.now());
      const rows = await repo.documents(assistantId);
      const files = await repo.files(rows.flatMap((r) => (r.fileId ? [r.fileId] : [])));
      const documents = FOLDER_FILE_TYPES.map((type) => {
        const row = rows.find((r) => r.fileType === type);
        return toDocument(
          type,
          row,
          files.find((f) => f.id === row?.fileId),
          today,
        );
      });
      return { documents };
    },

    /** The documents expired or expiring before the next invoicing window (home, invoice readiness). */
    reminders: async (assistantId: string): Promise<FolderReminder[]> =>
      folderReminders(await repo.documents(assistantId), businessDate(clock.now())),

    /** Links an uploaded file to a document type; a validated document cannot be replaced. */
    send: async (
      assistantId: string,
      fileType: FolderFileType,
      body: PutFolderDocumentBody,
    ): Promise<FolderDocument> => {
      const now = clock.now();
      const today = businessDate(now);
      const [file] = await repo.files([body.fileId]);
      const errors = sendErrors(assistantId, fileType, body, file, today);
      if (errors.length > 0) throw ruleFailure(errors);
      const bank = fileType === 'BANK_DETAILS';
      const row = await repo.send(
        assistantId,
        fileType,
        {
          fileId: body.fileId,
          expirationDate: body.expirationDate ?? null,
          iban: bank ? normalizeIban(body.iban ?? '') : null,
          bic: bank ? normalizeBic(body.bic ?? '') : null,
        },
        replaceableUntil(today),
        now,
      );
      if (!row) throw ruleFailure([{ errorCode: 'validated_file_cannot_be_replaced', field: 'fileType' }]);
      return documentOf(row, today);
    },

    /**
     * Staff: validate or refuse a sent document, audited. Validating the insurance sets the limit
     * date the invoice readiness reads, validating the contract its signing date; refusing clears it.
     */
    review: async (
      assistantId: string,
      fileType: FolderFileType,
      body: FolderReviewBody,
      actor: StaffActor,
    ): Promise<FolderDocument> => {
      const now = clock.now();
      const today = businessDate(now);
      const validate = body.decision === 'VALIDATE';
      const reason = body.decision === 'REFUSE' ? body.reason : null;
      const { before, row } = await repo.transaction(async (tx) => {
        const current = await tx.document(assistantId, fileType);
        if (!current) throw notFound('Document');
        const changed = await tx.review(
          assistantId,
          fileType,
          validate ? 'VALIDATED' : 'REJECTED',
          reason,
          now,
        );
        if (!changed) throw notFound('Document');
        if (fileType === 'PROFESSIONAL_INSURANCE') {
          await tx.setInsuranceLimitDate(assistantId, validate ? changed.expirationDate : null, now);
        }
        if (fileType === 'SIGNED_CONTRACT') await tx.setSignedDate(assistantId, validate ? today : null, now);
        const [file] = changed.fileId ? await tx.files([changed.fileId]) : [];
        await tx.history(historyLine(assistantId, validate ? 'VALIDATED' : 'REJECTED', file, now));
        return { before: current, row: changed };
      });
      await audit({
        action: 'folder_document_reviewed',
        actorId: actor.userId,
        subjectId: assistantId,
        ip: actor.ip,
        detail: { fileType, from: before.status, to: row.status, ...(reason ? { reason } : {}) },
      });
      return documentOf(row, today);
    },
  };
};

export type FolderService = ReturnType<typeof createFolderService>;
