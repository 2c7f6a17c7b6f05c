import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
// sharp is loaded here, in the main thread, before any worker loads it: its shared libraries then stay
// open for the life of the process (a worker ending would otherwise unload them under the others)
import 'sharp';
import { FILE_MAX_BYTES, type AllowedFileType, type FieldError } from '@relais/domain';
import type { CheckReply, CheckRequest } from './content-check.worker';

/**
 * How many uploaded files are checked at once, each in its own worker thread. A check needs the whole
 * file (a PDF is walked with its object streams, an image decoded), so each holds up to 5 MB plus its
 * decoding; two at a time (one per core) bounds that whatever the number of uploads in flight.
 */
export const CONTENT_CHECKS_AT_ONCE = 2;
/**
 * One check's limits, past which its worker is ended and the file refused (`file_too_complex`): the
 * worker's JavaScript heap (the PDF walk's names and strings; buffers are bounded by the checks' own
 * caps, libvips' memory by the pixel limit), and the time (a legitimate 5 MB file takes well under
 * 2 s here; a 24 MP image about 1 s).
 */
export const CHECK_HEAP_MB = 64;
export const CHECK_TIME_LIMIT_MS = 10_000;

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

/** Workers waiting for their next check (at most CONTENT_CHECKS_AT_ONCE); they do not keep the process up. */
const idle: Worker[] = [];

/**
 * A new check worker. Bundled (dist/main.js), the worker is dist/content-check.worker.js beside it
 * (apps/api/build.mjs); from the TypeScript sources (tests, `tsx src/main.ts`) it is the .ts file,
 * loaded through tsx registered in the worker.
 */
const startWorker = (): Worker => {
  const options = {
    resourceLimits: { maxOldGenerationSizeMb: CHECK_HEAP_MB, maxYoungGenerationSizeMb: 4 },
  };
  let worker: Worker;
  if (import.meta.url.endsWith('.ts')) {
    // tsx's `esm/api` as `import` sees it (its package exports map it there; require would get the CJS build)
    const manifest = pathToFileURL(createRequire(import.meta.url).resolve('tsx/package.json'));
    const tsx = new URL('dist/esm/api/index.mjs', manifest).href;
    const source = new URL('./content-check.worker.ts', import.meta.url).href;
    const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
    worker = new Worker(boot, { ...options, eval: true });
  } else {
    worker = new Worker(new URL('./content-check.worker.js', import.meta.url), options);
  }
  // an idle worker that fails or ends is forgotten (a running check hears of it through its own listeners)
  worker.on('error', () => undefined);
  worker.once('exit', () => {
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
  });
  return worker;
};

/**
 * Runs one check in a worker: an idle one, else a new one. A worker that answers goes back to the idle
 * ones; one past the time limit, out of memory, or ended is terminated, and the file refused.
 */
const inWorker = (request: CheckRequest, timeLimitMs: number): Promise<CheckReply> =>
  new Promise((resolve, reject) => {
    const worker = idle.pop() ?? startWorker();
    worker.ref();
    let settled = false;
    const settle = (keep: boolean) => {
      if (settled) return false;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (keep) {
        worker.unref();
        idle.push(worker);
      } else void worker.terminate();
      return true;
    };
    const onMessage = (reply: CheckReply) => {
      if (settle(reply.verdict !== 'error')) resolve(reply);
    };
    const onError = (error: Error & { code?: string }) => {
      if (!settle(false)) return;
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') resolve({ verdict: 'too_complex' });
      else reject(error);
    };
    const onExit = () => {
      if (settle(false)) reject(new Error('The file check worker stopped'));
    };
    const timer = setTimeout(() => {
      if (settle(false)) resolve({ verdict: 'too_complex' });
    }, timeLimitMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(request);
  });

const refusal = (errorCode: FieldError['errorCode']): FieldError => ({ errorCode, field: 'file' });

/** A file's checked content: kept (with its size now: an image may have lost its metadata) or refused. */
export type ContentVerdict = { refused: FieldError } | { refused: null; size: number };

/**
 * Whether the file at `path` is entirely the `type` its signature says: an image fully decoded
 * (rewritten in place without its metadata when it had some), a PDF well-formed and without active
 * content. The refusal is on the `file` field.
 */
export const checkFileContent = (
  path: string,
  type: AllowedFileType,
  timeLimitMs: number = CHECK_TIME_LIMIT_MS,
): Promise<ContentVerdict> =>
  inSlot(async () => {
    const reply = await inWorker({ path, type, maxBytes: FILE_MAX_BYTES }, timeLimitMs);
    switch (reply.verdict) {
      case 'ok':
        return { refused: null, size: reply.size };
      case 'error':
        throw new Error(`The file check failed: ${reply.message}`);
      case 'active':
        return { refused: refusal('pdf_active_content') };
      case 'too_big':
        return { refused: refusal('image_too_big') };
      case 'too_complex':
        return { refused: refusal('file_too_complex') };
      default:
        return { refused: refusal('file_content_invalid') };
    }
  });
