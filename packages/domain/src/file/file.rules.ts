import type { FieldError } from '../errors/error.schema';

/** Spec 5 / 9: general formats pdf, jpeg, png; images compressed to 5 MB and 1920 px before upload. */
export const ALLOWED_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AllowedFileType = (typeof ALLOWED_FILE_TYPES)[number];
export const FILE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_SIDE = 1920;
export const FILE_NAME_MAX = 200;
/** What one user may keep stored (live files), beyond which an upload answers 413 `file_quota_exceeded`. */
export const FILE_QUOTA_BYTES = 500 * 1024 * 1024;
/** Uploads one user may start in FILE_UPLOAD_WINDOW_MS, beyond which 429 `too_many_uploads` with Retry-After. */
export const FILE_UPLOADS_PER_WINDOW = 60;
export const FILE_UPLOAD_WINDOW_MS = 10 * 60 * 1000;

/** The extensions a name may end with for each type (lowercase, without the dot). */
export const FILE_EXTENSIONS: Readonly<Record<AllowedFileType, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/png': ['png'],
};

/** Declared (multipart part) types that say nothing about the content: a Blob without a type, curl. */
const UNDECLARED_TYPES = new Set(['', 'application/octet-stream']);
/** Older or non-standard spellings some systems still declare. */
const TYPE_ALIASES: Readonly<Record<string, AllowedFileType>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'application/x-pdf': 'application/pdf',
};

/** The type a file name claims by its extension, or null when it claims none of the allowed ones. */
export const fileTypeOfName = (name: string): AllowedFileType | null => {
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return ALLOWED_FILE_TYPES.find((type) => FILE_EXTENSIONS[type].includes(ext)) ?? null;
};

/** Whether a declared media type (the part's Content-Type) agrees with the real type: same, alias, or none given. */
export const declaredTypeAgrees = (declared: string, real: AllowedFileType): boolean => {
  const type = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  return UNDECLARED_TYPES.has(type) || type === real || TYPE_ALIASES[type] === real;
};

/**
 * Bidirectional controls (they make `invoice\u202Efdp.exe` read `invoice.exe.pdf`), C1 controls,
 * zero-width and line/paragraph separators: removed from a name, which stays readable.
 */
const INVISIBLE = /[\u0080-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/**
 * A name as it is stored and sent back: Unicode NFC (names from macOS come decomposed), invisible
 * and direction characters removed, markup brackets `<` `>` made `_`, spaces collapsed. Empty when
 * nothing readable is left (the upload is then refused).
 */
export const cleanFileName = (name: string): string =>
  name.normalize('NFC').replace(INVISIBLE, '').replace(/[<>]/g, '_').replace(/\s+/g, ' ').trim();

/** What a file is used for (spec 3 File upload `usage`). */
export const FILE_USAGES = [
  'EXPENSE',
  'INVOICE',
  'MESSAGE',
  'FOLDER',
  'RECRUITMENT',
  'CV',
  'AVATAR',
] as const;
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

/**
 * Upload checks shared by the app (early) and the server (by content): a plain name, the size, and
 * a content of an allowed type that the name's extension claims too (a PDF named `.png` is refused).
 */
export const uploadErrors = (
  file: { name: string; size: number; bytes?: Uint8Array },
  opts: { pdfOnly?: boolean } = {},
): FieldError[] => {
  if (!fileNameAllowed(file.name)) return [{ errorCode: 'file_name_not_allowed', field: 'file' }];
  if (file.size > FILE_MAX_BYTES) return [{ errorCode: 'image_too_big', field: 'file' }];
  if (file.bytes) {
    const type = sniffFileType(file.bytes);
    if (!type || (opts.pdfOnly && type !== 'application/pdf') || fileTypeOfName(file.name) !== type) {
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
