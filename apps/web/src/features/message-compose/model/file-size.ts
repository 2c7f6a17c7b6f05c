import { getLanguage, t } from '../../../lib/i18n';

/** A file's size as people read it: "850 ko" / "1,2 Mo" in French, "850 KB" / "1.2 MB" in English. */
export const formatFileSize = (bytes: number): string => {
  const locale = getLanguage() === 'fr' ? 'fr-FR' : 'en-GB';
  if (bytes < 1024 * 1024)
    return t('messageCompose.sizeKb', { size: Math.max(1, Math.round(bytes / 1024)).toLocaleString(locale) });
  return t('messageCompose.sizeMb', {
    size: (bytes / (1024 * 1024)).toLocaleString(locale, { maximumFractionDigits: 1 }),
  });
};
