import { z } from 'zod';
import { FOLDER_DOCUMENT_STATUSES } from '../completion/completion.rules';
import { fileSchema } from '../file/file.schema';
import { boundedDateSchema } from '../time/date.schema';
import { FOLDER_FILE_TYPES, FOLDER_REMINDER_KINDS, FOLDER_STATES } from './folder.rules';

export const folderFileTypeSchema = z.enum(FOLDER_FILE_TYPES);

/** One document of the administrative file as the assistant sees it (GET /assistants/{id}/folder). */
export const folderDocumentSchema = z.object({
  fileType: folderFileTypeSchema,
  state: z.enum(FOLDER_STATES),
  /** Staff's decision; null while nothing was sent. */
  status: z.enum(FOLDER_DOCUMENT_STATUSES).nullable(),
  expirationDate: z.iso.date().nullable(),
  pdfOnly: z.boolean(),
  expiry: z.enum(['required', 'optional', 'none']),
  file: fileSchema.nullable(),
  /** Only on BANK_DETAILS: the IBAN masked but for its last four characters (`maskIban`), the BIC as stored. */
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  /** Why staff refused it (REFUSED only). */
  refusalReason: z.string().nullable(),
  /**
   * A new version sent while this one is validated (new bank details, a new insurance): PENDING until
   * staff decide, REJECTED with its reason; the validated one stays in force meanwhile. Null when none.
   */
  replacement: z
    .object({
      status: z.enum(FOLDER_DOCUMENT_STATUSES),
      expirationDate: z.iso.date().nullable(),
      file: fileSchema.nullable(),
      iban: z.string().nullable(),
      bic: z.string().nullable(),
      refusalReason: z.string().nullable(),
    })
    .nullable(),
});
export type FolderDocument = z.infer<typeof folderDocumentSchema>;

export const folderSchema = z.object({ documents: z.array(folderDocumentSchema) });
export type Folder = z.infer<typeof folderSchema>;

/**
 * PUT /assistants/{id}/folder/{fileType}: the uploaded file (POST /files, usage FOLDER) to link, its
 * expiry date where the type has one, and for BANK_DETAILS the IBAN and BIC (checked on the server).
 */
export const putFolderDocumentBodySchema = z.object({
  fileId: z.string().min(1).max(100),
  expirationDate: boundedDateSchema.nullable().optional(),
  iban: z.string().trim().max(64).optional(),
  bic: z.string().trim().max(20).optional(),
});
export type PutFolderDocumentBody = z.infer<typeof putFolderDocumentBodySchema>;

/**
 * Staff: validate a sent document (with its expiry date where the type has one: the date staff read
 * on it, else the one the assistant typed), or refuse it with the reason shown to the assistant.
 * `fileId` names the version decided on (the console sends it): when that version no longer waits
 * (decided meanwhile, or a newer one sent), the decision is refused (409).
 */
const reviewedVersion = { fileId: z.string().min(1).max(100).optional() };
export const folderReviewBodySchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('VALIDATE'),
    expirationDate: boundedDateSchema.nullable().optional(),
    ...reviewedVersion,
  }),
  z.object({
    decision: z.literal('REFUSE'),
    reason: z.string().trim().min(1, 'required-field').max(500),
    ...reviewedVersion,
  }),
]);
export type FolderReviewBody = z.infer<typeof folderReviewBodySchema>;

/** An expiry reminder (home warnings, invoice readiness): see `folderReminders`. */
export const folderReminderSchema = z.object({
  fileType: folderFileTypeSchema,
  expirationDate: z.iso.date(),
  kind: z.enum(FOLDER_REMINDER_KINDS),
  windowOpensOn: z.iso.date(),
  path: z.string(),
});
