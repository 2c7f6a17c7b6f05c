import { hasTranslation, t } from '../../../lib/i18n';

/** The translated text of an error code: the invoice screens' own wording first, then the shared one. */
export const invoiceErrorText = (code: string): string => {
  const own = `invoices.errors.${code}`;
  if (hasTranslation(own)) return t(own);
  const shared = `errors.${code}`;
  if (hasTranslation(shared)) return t(shared);
  return t('errors.validation_failed');
};
