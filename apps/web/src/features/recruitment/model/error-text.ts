import { hasTranslation, t } from '../../../lib/i18n';

/** A document's refusal code in words: the page's own wording, the proofs' (images), then the shared one. */
export const documentErrorText = (code: string): string => {
  for (const key of [`recruitment.errors.${code}`, `reports.errors.${code}`, `errors.${code}`]) {
    if (hasTranslation(key)) return t(key);
  }
  return t('recruitment.errors.unknown');
};
