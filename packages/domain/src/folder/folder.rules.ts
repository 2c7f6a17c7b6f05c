import { FOLDER_DOCUMENT_TYPES, type FolderDocumentStatus } from '../completion/completion.rules';
import type { FieldError } from '../errors/error.schema';
import { INVOICE_WINDOW_OPEN_DAY } from '../invoice/invoice.rules';
import { addDays } from '../time/date-range';

/** Every document type of the administrative file (spec 3): the eight counted ones and "other files". */
export const FOLDER_FILE_TYPES = [...FOLDER_DOCUMENT_TYPES, 'OTHER'] as const;
export type FolderFileType = (typeof FOLDER_FILE_TYPES)[number];

export const isFolderFileType = (value: string): value is FolderFileType =>
  (FOLDER_FILE_TYPES as readonly string[]).includes(value);

/**
 * Spec 5 "some fields pdf only": the documents issued as PDF by their source (a signed contract, the
 * insurer's certificate, the registration certificate, the criminal record extract); the others
 * (bank details, cards, identity, diploma, other) may be photographed (jpeg, png).
 */
export const PDF_ONLY_FOLDER_TYPES: readonly FolderFileType[] = [
  'SIGNED_CONTRACT',
  'PROFESSIONAL_INSURANCE',
  'REGISTRATION_CERTIFICATE',
  'CRIMINAL_RECORD',
];
export const folderTypeIsPdfOnly = (type: FolderFileType): boolean => PDF_ONLY_FOLDER_TYPES.includes(type);

/** Whether a type's expiry date is required, optional or refused (spec 3: the insurance has one). */
export const FOLDER_EXPIRY: Readonly<Record<FolderFileType, 'required' | 'optional' | 'none'>> = {
  BANK_DETAILS: 'none',
  SIGNED_CONTRACT: 'none',
  INSEE_CARD: 'none',
  PROFESSIONAL_INSURANCE: 'required',
  REGISTRATION_CERTIFICATE: 'none',
  CRIMINAL_RECORD: 'none',
  IDENTITY_DOCUMENT: 'optional',
  LAST_DIPLOMA: 'none',
  OTHER: 'none',
};

/** A document expiring within this many days (limit day included) is "expiring soon". */
export const FOLDER_EXPIRING_SOON_DAYS = 30;

export const FOLDER_STATES = ['MISSING', 'SENT', 'VALIDATED', 'REFUSED', 'EXPIRED', 'EXPIRING_SOON'] as const;
export type FolderState = (typeof FOLDER_STATES)[number];

/**
 * The state shown for one document (today in the business zone, YYYY-MM-DD): MISSING when never sent
 * (the completion counts the same rows);
 * REFUSED when staff refused it; EXPIRED once its limit day is past (the limit day still counts, as
 * for the completion); EXPIRING_SOON up to FOLDER_EXPIRING_SOON_DAYS before it; else SENT or VALIDATED.
 */
export const folderStateOf = (
  doc: { status: FolderDocumentStatus; expirationDate: string | null } | null,
  today: string,
): FolderState => {
  if (!doc) return 'MISSING';
  if (doc.status === 'REJECTED') return 'REFUSED';
  if (doc.expirationDate !== null) {
    if (doc.expirationDate < today) return 'EXPIRED';
    if (doc.expirationDate <= addDays(today, FOLDER_EXPIRING_SOON_DAYS)) return 'EXPIRING_SOON';
  }
  return doc.status === 'VALIDATED' ? 'VALIDATED' : 'SENT';
};

/** The expiry date's errors for a type: required, refused, or not in the future (spec 5). */
export const folderExpiryErrors = (
  type: FolderFileType,
  expirationDate: string | null | undefined,
  today: string,
): FieldError[] => {
  const rule = FOLDER_EXPIRY[type];
  if (expirationDate == null || expirationDate === '') {
    return rule === 'required' ? [{ errorCode: 'required-field', field: 'expirationDate' }] : [];
  }
  if (rule === 'none') return [{ errorCode: 'bad_request', field: 'expirationDate' }];
  return expirationDate > today ? [] : [{ errorCode: 'date-in-future', field: 'expirationDate' }];
};

/**
 * The day the next invoicing window opens, strictly after `today` (YYYY-MM-DD): the 20th of this
 * month before the 20th, else the 20th of the next month. A document must still be valid that day
 * (its limit day counts) for the next month's invoice to go through.
 */
export const nextInvoicingWindowOpening = (today: string): string => {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const day = Number(today.slice(8, 10));
  const [y, m] =
    day < INVOICE_WINDOW_OPEN_DAY ? [year, month] : month === 12 ? [year + 1, 1] : [year, month + 1];
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(INVOICE_WINDOW_OPEN_DAY).padStart(2, '0')}`;
};

export const FOLDER_REMINDER_KINDS = ['EXPIRED', 'EXPIRES_BEFORE_WINDOW'] as const;
export type FolderReminderKind = (typeof FOLDER_REMINDER_KINDS)[number];
export type FolderReminder = {
  fileType: FolderFileType;
  expirationDate: string;
  kind: FolderReminderKind;
  /** The day the next invoicing window opens (the same for every reminder of a day). */
  windowOpensOn: string;
  /** The app route where the document is replaced: its card on the file screen. */
  path: string;
};

/** The route of one document's card on the administrative file screen. */
export const folderDocumentPath = (fileType: FolderFileType): string => `/user/file#${fileType}`;

/**
 * Expiry reminders (home and invoice readiness): each document sent or validated (a refused one
 * already asks to be sent again) whose limit day is past (EXPIRED), or falls before the day the
 * next invoicing window opens (EXPIRES_BEFORE_WINDOW), in the file's order.
 */
export const folderReminders = (
  docs: readonly { fileType: string; status: FolderDocumentStatus; expirationDate: string | null }[],
  today: string,
): FolderReminder[] => {
  const windowOpensOn = nextInvoicingWindowOpening(today);
  const out: FolderReminder[] = [];
  for (const fileType of FOLDER_FILE_TYPES) {
    const doc = docs.find((d) => d.fileType === fileType && d.status !== 'REJECTED');
    const date = doc?.expirationDate ?? null;
    if (date === null || date >= windowOpensOn) continue;
    out.push({
      fileType,
      expirationDate: date,
      kind: date < today ? 'EXPIRED' : 'EXPIRES_BEFORE_WINDOW',
      windowOpensOn,
      path: folderDocumentPath(fileType),
    });
  }
  return out;
};

/**
 * An IBAN as the file shows it: every character hidden but the last four (`FR76...0189` ->
 * `•••• 0189`). The same on an already masked one (the app masks its queued copy too).
 */
export const maskIban = (iban: string): string => {
  const plain = iban.replace(/[^0-9A-Za-z]/g, '');
  return `•••• ${plain.slice(-4)}`;
};
