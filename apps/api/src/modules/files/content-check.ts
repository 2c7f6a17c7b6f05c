import { readFile } from 'node:fs/promises';
import type { AllowedFileType, FieldError } from '@relais/domain';
import { checkImage } from './image-check';
import { checkPdf } from './pdf-check';

/**
 * How many uploaded files are read into memory and checked at once. A check needs the whole file
 * (a PDF is walked with its object streams, an image decoded), so each holds up to 5 MB plus its
 * decoding; two at a time (one per core) bounds that whatever the number of uploads in flight.
 */
export const CONTENT_CHECKS_AT_ONCE = 2;

let running = 0;
const queue: (() => void)[] = [];
/** The most files held in memory at once since start (read by the memory test). */
export const contentCheckStats = { peakInMemory: 0 };

const inSlot = async <T>(run: () => Promise<T>): Promise<T> => {
  if (running >= CONTENT_CHECKS_AT_ONCE) await new Promise<void>((resolve) => queue.push(resolve));
  running += 1;
  contentCheckStats.peakInMemory = Math.max(contentCheckStats.peakInMemory, running);
  try {
    return await run();
  } finally {
    running -= 1;
    queue.shift()?.();
  }
};

const refusal = (errorCode: FieldError['errorCode']): FieldError => ({ errorCode, field: 'file' });

/**
 * Whether the file at `path` is entirely the `type` its signature says: an image fully decoded, a
 * PDF well-formed and without active content. Null when it is; else the refusal, on the `file` field.
 */
export const checkFileContent = (path: string, type: AllowedFileType): Promise<FieldError | null> =>
  inSlot(async () => {
    const bytes = await readFile(path);
    if (type === 'application/pdf') {
      const verdict = checkPdf(bytes);
      if (verdict === 'active') return refusal('pdf_active_content');
      return verdict === 'ok' ? null : refusal('file_content_invalid');
    }
    const verdict = await checkImage(bytes, type);
    if (verdict === 'too_big') return refusal('image_too_big');
    return verdict === 'ok' ? null : refusal('file_content_invalid');
  });
