import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { FOLDER_DOCUMENT_TYPES, type FolderDocumentStatus } from '../completion/completion.rules';
import type { FieldError } from '../errors/error.schema';
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

/** An IBAN as stored and compared: no spaces or dashes, upper case ("FR76 3000 ..." -> "FR763000..."). */
export const normalizeIban = (iban: string): string => electronicFormatIBAN(iban) ?? '';
/** A BIC as stored: no spaces, upper case. */
export const normalizeBic = (bic: string): string => bic.replace(/\s+/g, '').toUpperCase();

/**
 * Spec 5 "IBAN and BIC validity": the IBAN's country format and ISO 7064 check digits, the BIC's
 * ISO 9362 shape and country, by `ibantools`; each wrong field answers `invalid_iban_or_bic`.
 */
export const bankDetailsErrors = (input: { iban: string; bic: string }): FieldError[] => {
  const errors: FieldError[] = [];
  if (!isValidIBAN(normalizeIban(input.iban)))
    errors.push({ errorCode: 'invalid_iban_or_bic', field: 'iban' });
  if (!isValidBIC(normalizeBic(input.bic))) errors.push({ errorCode: 'invalid_iban_or_bic', field: 'bic' });
  return errors;
};
