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
  maskIban,
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
import { alreadyMoved, notFound, ruleFailure } from '../../plugins/app-error';
import type { HistoryEntry } from '../../lib/history-writer';
import { toFileInfo } from '../files/files.service';
import type { Audit } from '../../plugins/types';
import type { FolderFile, FolderRepository, FolderRow } from './folder.repository';

export type StaffActor = { userId: string; ip: string };

/** The file as the API describes it, while it is live. */
const fileInfo = (f: FolderFile | undefined): FolderDocument['file'] =>
  f && f.deletedAt === null ? toFileInfo(f) : null;

/** The IBAN as the API shows it: masked but for its last four characters (never the whole number). */
const shownIban = (iban: string | null | undefined): string | null => (iban ? maskIban(iban) : null);

const toDocument = (
  fileType: FolderFileType,
  row: FolderRow | undefined,
  files: readonly FolderFile[],
  today: string,
): FolderDocument => {
  const find = (id: string | null | undefined) => (id ? files.find((f) => f.id === id) : undefined);
  return {
    fileType,
    state: folderStateOf(row ?? null, today),
    status: row?.status ?? null,
    expirationDate: row?.expirationDate ?? null,
    pdfOnly: folderTypeIsPdfOnly(fileType),
    expiry: FOLDER_EXPIRY[fileType],
    file: fileInfo(find(row?.fileId)),
    iban: shownIban(row?.iban),
    bic: row?.bic ?? null,
    refusalReason: row?.refusalReason ?? null,
    replacement: row?.replacementStatus
      ? {
          status: row.replacementStatus,
          expirationDate: row.replacementExpirationDate,
          file: fileInfo(find(row.replacementFileId)),
          iban: shownIban(row.replacementIban),
          bic: row.replacementBic,
          refusalReason: row.replacementRefusalReason,
        }
      : null,
  };
};

/** The file ids the documents name: the ones in force and their replacements. */
const fileIdsOf = (rows: readonly FolderRow[]): string[] =>
  rows.flatMap((r) => [r.fileId, r.replacementFileId].filter((id): id is string => id !== null));

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

/**
 * Up to which expiry day a VALIDATED document may still be replaced in place by a recruitment step
 * (expiring soon or expired). The file screen never replaces one in place: it sends a replacement.
 */
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

/** 409 folder_document_already_decided, with where the document stands now. */
const alreadyDecided = (row: FolderRow) =>
  alreadyMoved('folder_document_already_decided', 'This document was already decided or replaced', {
    status: row.status,
    fileId: row.fileId,
    refusalReason: row.refusalReason,
    replacementStatus: row.replacementStatus,
    replacementFileId: row.replacementFileId,
  });

/**
 * Whether staff's decision may apply to the document as it stands: the version they name (`fileId`)
 * must be the one waiting, and a decision already made (validating a validated document, refusing a
 * refused one) is not made twice. Refusing a validated one with nothing waiting (revoking it) stays.
 */
const decisionApplies = (row: FolderRow, body: FolderReviewBody): boolean => {
  const replacing = row.replacementStatus === 'PENDING';
  const waitingFileId = replacing ? row.replacementFileId : row.status === 'PENDING' ? row.fileId : null;
  if (body.fileId !== undefined && body.fileId !== waitingFileId) return false;
  return replacing || row.status !== (body.decision === 'VALIDATE' ? 'VALIDATED' : 'REJECTED');
};

/** The expiry date a validation sets: the one staff read on the document, else the one sent, checked (spec 5). */
const validatedExpiry = (
  fileType: FolderFileType,
  row: FolderRow,
  body: FolderReviewBody,
  today: string,
): string | null => {
  const sent = row.replacementStatus === 'PENDING' ? row.replacementExpirationDate : row.expirationDate;
  const date = body.decision === 'VALIDATE' && body.expirationDate !== undefined ? body.expirationDate : sent;
  const errors = folderExpiryErrors(fileType, date, today);
  if (errors.length > 0) throw ruleFailure(errors);
  return date;
};

export const createFolderService = (deps: { repo: FolderRepository; clock: Clock; audit: Audit }) => {
  const { repo, clock, audit } = deps;

  const documentOf = async (row: FolderRow, today: string): Promise<FolderDocument> =>
    toDocument(row.fileType as FolderFileType, row, await repo.files(fileIdsOf([row])), today);

  return {
    /** Every document type, in the spec's order, with its state (missing when never sent). */
    get: async (assistantId: string): Promise<Folder> => {
      const today = businessDate(clock.now());
      const rows = await repo.documents(assistantId);
      const files = await repo.files(fileIdsOf(rows));
      const documents = FOLDER_FILE_TYPES.map((type) =>
        toDocument(
          type,
          rows.find((r) => r.fileType === type),
          files,
          today,
        ),
      );
      return { documents };
    },

    /** The documents expired or expiring before the next invoicing window (home, invoice readiness). */
    reminders: async (assistantId: string): Promise<FolderReminder[]> =>
      folderReminders(await repo.documents(assistantId), businessDate(clock.now())),

    /**
     * Links an uploaded file to a document type. A validated document stays in force: what is sent
     * then waits beside it (its replacement) until staff validate it.
     */
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
      const doc = {
        fileId: body.fileId,
        expirationDate: body.expirationDate ?? null,
        iban: bank ? normalizeIban(body.iban ?? '') : null,
        bic: bank ? normalizeBic(body.bic ?? '') : null,
      };
      // each write checks the status in its own statement; a staff decision in between makes the
      // first one find nothing, and the other one then applies
      const row =
        (await repo.sendReplacement(assistantId, fileType, doc, now)) ??
        (await repo.send(assistantId, fileType, doc, null, now)) ??
        (await repo.sendReplacement(assistantId, fileType, doc, now));
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
      const { before, row, replacement } = await repo.transaction(async (tx) => {
        const current = await tx.document(assistantId, fileType);
        if (!current) throw notFound('Document');
        if (!decisionApplies(current, body)) throw alreadyDecided(current);
        const expirationDate = validate ? validatedExpiry(fileType, current, body, today) : undefined;
        // a replacement waiting beside a validated document is what staff decide on: validated, it
        // becomes the document in force; refused, the one in force stays (and so do its invoicing facts)
        const replacing = current.replacementStatus === 'PENDING';
        const reviewedFileId = replacing ? current.replacementFileId : current.fileId;
        // each write is conditional on the version read: a decision that came first makes it find nothing
        const changed = replacing
          ? validate
            ? await tx.adoptReplacement(assistantId, fileType, reviewedFileId, expirationDate ?? null, now)
            : await tx.refuseReplacement(assistantId, fileType, reviewedFileId, reason ?? '', now)
          : await tx.review(
              assistantId,
              fileType,
              current,
              validate
                ? { status: 'VALIDATED', refusalReason: null, expirationDate }
                : { status: 'REJECTED', refusalReason: reason },
              now,
            );
        if (!changed) throw alreadyDecided((await tx.document(assistantId, fileType)) ?? current);
        if (validate || !replacing) {
          if (fileType === 'PROFESSIONAL_INSURANCE') {
            await tx.setInsuranceLimitDate(assistantId, validate ? changed.expirationDate : null, now);
          }
          if (fileType === 'SIGNED_CONTRACT')
            await tx.setSignedDate(assistantId, validate ? today : null, now);
        }
        const [file] = reviewedFileId ? await tx.files([reviewedFileId]) : [];
        await tx.history(historyLine(assistantId, validate ? 'VALIDATED' : 'REJECTED', file, now));
        if (!validate) await tx.notify(assistantId, { kind: 'DOCUMENT_REFUSED', params: { fileType } }, now);
        return { before: current, row: changed, replacement: replacing };
      });
      await audit({
        action: 'folder_document_reviewed',
        actorId: actor.userId,
        subjectId: assistantId,
        ip: actor.ip,
        detail: {
          fileType,
          ...(replacement
            ? { replacement: true, from: 'PENDING', to: validate ? 'VALIDATED' : 'REJECTED' }
            : { from: before.status, to: row.status }),
          ...(reason ? { reason } : {}),
        },
      });
      return documentOf(row, today);
    },
  };
};

export type FolderService = ReturnType<typeof createFolderService>;
