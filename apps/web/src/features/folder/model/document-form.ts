import { bicErrors, ibanErrors } from '@relais/domain/bank-details';
import { folderExpiryErrors, type FolderDocument } from '@relais/domain/rules';
import { hasTranslation, t } from '../../../lib/i18n';

/** What the document form holds as typed (the file is picked apart). */
export type DocumentValues = { expirationDate: string; iban: string; bic: string };
export type DocumentField = 'file' | 'expirationDate' | 'iban' | 'bic';
/** Error codes by field (translated by `documentErrorText`). */
export type DocumentErrors = Partial<Record<DocumentField, string>>;

/** The IBAN's error code, by the same rule as the server (`ibantools` check digits and formats). */
export const ibanError = (iban: string): string | undefined => ibanErrors(iban)[0]?.errorCode;
export const bicError = (bic: string): string | undefined => bicErrors(bic)[0]?.errorCode;

/**
 * The form's early checks, the server's rules: a file (checked as soon as it is picked: `fileError`),
 * the expiry date where the type has one (required for the insurance, after today), the IBAN and BIC
 * of the bank details.
 */
export const documentErrors = (
  doc: Pick<FolderDocument, 'fileType'>,
  values: DocumentValues,
  file: { picked: boolean; error: string | null },
  today: string,
): DocumentErrors => {
  const errors: DocumentErrors = {};
  if (file.error) errors.file = file.error;
  else if (!file.picked) errors.file = 'file_required';
  const [expiry] = folderExpiryErrors(doc.fileType, values.expirationDate || null, today);
  if (expiry) errors.expirationDate = expiry.errorCode;
  if (doc.fileType === 'BANK_DETAILS') {
    const iban = ibanError(values.iban);
    const bic = bicError(values.bic);
    if (iban) errors.iban = iban;
    if (bic) errors.bic = bic;
  }
  return errors;
};

/** A field's error in words: the IBAN and BIC each their own, then the file's wording, then the shared one. */
export const documentErrorText = (field: DocumentField, code: string): string => {
  if (code === 'invalid_iban_or_bic')
    return t(field === 'bic' ? 'folder.errors.invalid_bic' : 'folder.errors.invalid_iban');
  const own = `folder.errors.${code}`;
  if (hasTranslation(own)) return t(own);
  const shared = `errors.${code}`;
  if (hasTranslation(shared)) return t(shared);
  return t('errors.validation_failed');
};

/** The values the form opens with: the document's stored date and bank details, or a refused action's. */
export const initialValues = (
  doc: Pick<FolderDocument, 'expirationDate' | 'iban' | 'bic'>,
  queued?: { expirationDate: string | null; iban: string | null; bic: string | null },
): DocumentValues => ({
  expirationDate: queued?.expirationDate ?? '',
  iban: queued?.iban ?? doc.iban ?? '',
  bic: queued?.bic ?? doc.bic ?? '',
});
