import type { FieldError } from '../errors/error.schema';

/** Spec 5 / 9: general formats pdf, jpeg, png; images compressed to 5 MB and 1920 px before upload. */
export const ALLOWED_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AllowedFileType = (typeof ALLOWED_FILE_TYPES)[number];
export const FILE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_SIDE = 1920;
export const FILE_NAME_MAX = 200;
/** The place of an attachment in its message (0 first). */
export const MESSAGE_FILE_INDEX_MAX = 99;

/** What a file is used for (spec 3 File upload `usage`). */
export const FILE_USAGES = ['EXPENSE', 'INVOICE', 'MESSAGE', 'FOLDER', 'RECRUITMENT', 'CV'] as const;
export type FileUsage = (typeof FILE_USAGES)[number];

const startsWith = (bytes: Uint8Array, sig: readonly number[]): boolean =>
  bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);

/** The type of a file from its first bytes (never from its name); null when not allowed. */
export const sniffFileType = (bytes: Uint8Array): AllowedFileType | null => {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
};

/** A plain name: no path (no `/`, `\`, `.` or `..`), no control characters, not blank, at most 200 characters. */
export const fileNameAllowed = (name: string): boolean =>
  name.trim().length > 0 &&
  name.length <= FILE_NAME_MAX &&
  !/[/\\]/.test(name) &&
  // `.`, `..`: no path (`..` inside a name is harmless without separators: `Scan..pdf`)
  !name.split('.').every((part) => part === '') &&
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  !/[\u0000-\u001f\u007f]/.test(name);

/** Upload checks shared by the app (early) and the server (by content). */
export const uploadErrors = (
  file: { name: string; size: number; bytes?: Uint8Array },
  opts: { pdfOnly?: boolean } = {},
): FieldError[] => {
  if (!fileNameAllowed(file.name)) return [{ errorCode: 'file_name_not_allowed', field: 'file' }];
  if (file.size > FILE_MAX_BYTES) return [{ errorCode: 'image_too_big', field: 'file' }];
  if (file.bytes) {
    const type = sniffFileType(file.bytes);
    if (!type || (opts.pdfOnly && type !== 'application/pdf')) {
      return [{ errorCode: 'file_content_type_not_allowed', field: 'file' }];
    }
  }
  return [];
};

/** Size that fits within `max` on the longest side, keeping the ratio (never enlarges). */
export const fitWithin = (
  width: number,
  height: number,
  max: number = IMAGE_MAX_SIDE,
): { width: number; height: number } => {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
};

/**
 * Halving steps from the source size down to the target, so that no intermediate canvas exceeds
 * mobile limits and the down-scaling stays smooth: e.g. 4000 -> 2000 -> 1920.
 */
export const downscaleSteps = (
  from: { width: number; height: number },
  to: { width: number; height: number },
): { width: number; height: number }[] => {
  const steps: { width: number; height: number }[] = [];
  let w = from.width;
  let h = from.height;
  while (w / 2 > to.width && h / 2 > to.height) {
    w = Math.round(w / 2);
    h = Math.round(h / 2);
    steps.push({ width: w, height: h });
  }
  steps.push(to);
  return steps;
};
