import { hasTranslation, t } from '../../../lib/i18n';

/** The translated text of a report error code: the editor's own wording first, then the shared one. */
export const reportErrorText = (code: string | undefined): string | undefined => {
  if (!code) return undefined;
  const own = `reports.errors.${code}`;
  if (hasTranslation(own)) return t(own);
  const shared = `errors.${code}`;
  if (hasTranslation(shared)) return t(shared);
  return t('reports.errors.unknown');
};
