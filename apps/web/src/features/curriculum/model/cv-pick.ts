import { documentErrorCodes } from '../../../lib/file-check';
import { formatDecimal } from '../../../lib/format';
import type { TranslationKey } from '../../../lib/i18n';

const TEXTS: Record<string, TranslationKey> = {
  file_content_type_not_allowed: 'curriculum.errors.file_content_type_not_allowed',
  file_too_big: 'curriculum.errors.file_too_big',
  file_name_not_allowed: 'curriculum.errors.file_name_not_allowed',
};

/**
 * Why a picked file cannot be the CV, checked before it is queued with the rules the server runs
 * (`uploadErrors`, PDF only): a plain name, 5 MB at most, a PDF by its first bytes and its name.
 * Null when it can be sent.
 */
export const cvPickError = (file: {
  name: string;
  size: number;
  bytes: Uint8Array;
}): TranslationKey | null => {
  const [code] = documentErrorCodes(file, { pdfOnly: true });
  if (!code) return null;
  return TEXTS[code] ?? 'curriculum.errors.file_content_type_not_allowed';
};

/** A size as people read it: kilobytes under a megabyte, else megabytes with one decimal. */
export const sizeText = (bytes: number): { key: TranslationKey; n: string } =>
  bytes < 1024 * 1024
    ? { key: 'curriculum.sizeKb', n: String(Math.max(1, Math.round(bytes / 1024))) }
    : { key: 'curriculum.sizeMb', n: formatDecimal(bytes / (1024 * 1024), 1) };
