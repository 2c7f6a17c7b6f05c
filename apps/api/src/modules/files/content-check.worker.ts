import { open, writeFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { checkImage } from './image-check';
import { checkPdf } from './pdf-check';

/**
 * The worker thread that checks uploaded files (started by content-check.ts, one check at a time):
 * a PDF walked with its object streams, an image decoded and, when it carries metadata, rewritten in
 * place without it. Runs off the main thread so that a heavy file never stops other requests.
 * Imports nothing but Node, sharp and the two checks (it is bundled on its own).
 */

/** What the main thread asks: the temporary file and the type its signature says. */
export type CheckRequest = {
  path: string;
  type: 'application/pdf' | 'image/png' | 'image/jpeg';
  maxBytes: number;
};
/** What the worker answers: the file is fine (and its size now), or why it is refused. */
export type CheckReply =
  | { verdict: 'ok'; size: number }
  | { verdict: 'invalid' | 'active' | 'too_big' | 'too_complex' }
  | { verdict: 'error'; message: string };

/**
 * The one buffer files are read into, kept for the worker's life: a new 5 MB buffer per check would be
 * freed to this thread's malloc arena and stay in the process's memory (+80 MB over 50 checks).
 */
let readBuffer = Buffer.alloc(0);

/** The whole file at `path` (at most `maxBytes`, the upload limit), in readBuffer; null when longer. */
const readWhole = async (path: string, maxBytes: number): Promise<Buffer | null> => {
  if (readBuffer.length < maxBytes + 1) readBuffer = Buffer.allocUnsafe(maxBytes + 1);
  const file = await open(path, 'r');
  try {
    let size = 0;
    for (;;) {
      const { bytesRead } = await file.read(readBuffer, size, readBuffer.length - size, size);
      if (bytesRead === 0) return readBuffer.subarray(0, size);
      size += bytesRead;
      if (size > maxBytes) return null;
    }
  } finally {
    await file.close();
  }
};

const check = async ({ path, type, maxBytes }: CheckRequest): Promise<CheckReply> => {
  const bytes = await readWhole(path, maxBytes);
  if (!bytes) return { verdict: 'too_big' };
  if (type === 'application/pdf') {
    const verdict = await checkPdf(bytes);
    return verdict === 'ok' ? { verdict, size: bytes.length } : { verdict };
  }
  const image = await checkImage(bytes, type);
  if (image.verdict !== 'ok') return image;
  if (!image.stripped) return { verdict: 'ok', size: bytes.length };
  // re-encoded bigger than an upload may be (a rare PNG): refused like an upload that size
  if (image.stripped.length > maxBytes) return { verdict: 'too_big' };
  await writeFile(path, image.stripped);
  return { verdict: 'ok', size: image.stripped.length };
};

parentPort?.on('message', (request: CheckRequest) => {
  void check(request).then(
    (reply) => parentPort?.postMessage(reply),
    // an unexpected failure (the file vanished...) is the main thread's to report, as an error
    (error: unknown) => {
      const reply: CheckReply = {
        verdict: 'error',
        message: error instanceof Error ? error.message : String(error),
      };
      parentPort?.postMessage(reply);
    },
  );
});
