import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Busboy, { type BusboyFileStream } from '@fastify/busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FILE_MAX_BYTES } from '@relais/domain';
import { AppError } from '../../plugins/app-error';

/** Room for the text fields and part headers around a file of FILE_MAX_BYTES. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;
export const UPLOAD_BODY_LIMIT = FILE_MAX_BYTES + FORM_OVERHEAD_BYTES;
/** The first bytes of a file kept in memory: its signature. */
const HEAD_BYTES = 16;
/** Text fields of an upload: a handful, each short (ids, a usage, an order). */
const FIELDS_MAX = 20;
const FIELD_MAX_BYTES = 4 * 1024;

/**
 * The `file` part of an upload, written to a temporary file as it arrives (never held in memory):
 * the name and type the client gave, where the bytes are, their size, SHA-256 and first bytes.
 */
export class UploadedPart {
  constructor(
    readonly name: string,
    readonly declaredType: string,
    readonly path: string,
    readonly size: number,
    readonly sha256: string,
    readonly head: Uint8Array,
  ) {}

  /** What the idempotency fingerprint reads: the name and the bytes' digest (never the temporary path). */
  toJSON(): { name: string; bytes: string } {
    return { name: this.name, bytes: `sha256:${this.sha256}` };
  }
}

/**
 * A multipart/form-data body, parsed before the route's hooks run (the idempotency plugin
 * fingerprints the fields and the file's digest, not the boundary, which changes on each send).
 */
export class ParsedUpload {
  constructor(
    /** Text fields by name, sorted by name. */
    readonly fields: Readonly<Record<string, string>>,
    /** The `file` part; null when absent. */
    readonly file: UploadedPart | null,
  ) {}
}

const tooBig = (): AppError =>
  new AppError(400, 'image_too_big', 'The file is too big (5 MB at most)', {
    errors: [{ errorCode: 'image_too_big', field: 'file' }],
  });

const malformed = (message: string): AppError =>
  new AppError(400, 'validation_failed', message, {
    errors: [{ errorCode: 'validation_failed', field: 'file' }],
  });

/** Browsers escape these three in a part's filename (HTML form encoding); read them back as sent. */
const unescapeFormName = (name: string): string =>
  name.replace(/%0A/gi, '\n').replace(/%0D/gi, '\r').replace(/%22/g, '"');

/** Streams one file part to `dir`, hashing it on the way; refuses (and stops) at busboy's size limit. */
const spool = async (
  stream: BusboyFileStream,
  dir: string,
): Promise<{ path: string; size: number; sha256: string; head: Uint8Array }> => {
  // busboy stops feeding the part at the limit and says so (maybe before any await below)
  let truncated = false;
  stream.once('limit', () => {
    truncated = true;
  });
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // past the limit already: no copy at all (a stream destroyed before pipeline() is given it emits its
  // error with no listener on Node 22+, an uncaught exception); the rest of the part is drained
  if (truncated) {
    stream.resume();
    throw tooBig();
  }
  const path = join(dir, randomUUID());
  const hash = createHash('sha256');
  const head = Buffer.alloc(HEAD_BYTES);
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (size < HEAD_BYTES) chunk.copy(head, size, 0, HEAD_BYTES - size);
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  stream.once('limit', () => tap.destroy(tooBig()));
  try {
    await pipeline(stream, tap, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await rm(path, { force: true });
    if (truncated) throw tooBig();
    throw error instanceof AppError ? error : malformed('The file part cannot be read');
  }
  if (truncated || stream.truncated) {
    await rm(path, { force: true });
    throw tooBig();
  }
  return { path, size, sha256: hash.digest('hex'), head: head.subarray(0, Math.min(size, HEAD_BYTES)) };
};

/**
 * Reads a multipart body from `source` as it arrives: text fields in memory (small, bounded), the one
 * `file` part streamed to a temporary file under `tempDir`. On any refusal the source is no longer
 * read and the temporary file is removed; on success the caller removes it (see useMultipartBodies).
 */
export const parseMultipartStream = (
  source: Readable,
  contentType: string,
  tempDir: string,
  limit: number = FILE_MAX_BYTES,
): Promise<ParsedUpload> =>
  new Promise((resolve, reject) => {
    let busboy: ReturnType<typeof Busboy>;
    try {
      busboy = Busboy({
        headers: { 'content-type': contentType },
        preservePath: true,
        limits: { fileSize: limit, fields: FIELDS_MAX, fieldSize: FIELD_MAX_BYTES, files: 1 },
      });
    } catch {
      reject(malformed('The multipart body cannot be read'));
      return;
    }
    const fields: Record<string, string> = {};
    let part: Promise<UploadedPart> | null = null;
    let settled = false;
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      source.unpipe(busboy);
      source.pause();
      // the temporary file, when one was started, is removed once its copy has stopped
      void part?.then((p) => rm(p.path, { force: true })).catch(() => undefined);
      reject(error);
    };
    busboy.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (name in fields || name === 'file') fail(malformed(`Field ${name} is repeated or misplaced`));
      else if (valueTruncated) fail(malformed(`Field ${name} is too long`));
      else fields[name] = value;
    });
    busboy.on('file', (name, stream, filename, _encoding, mimeType) => {
      if (name !== 'file' || part) {
        stream.resume();
        fail(malformed('Send exactly one file part, named file'));
        return;
      }
      // past the limit: stop reading the request at once (the copy then fails and is removed)
      stream.once('limit', () => fail(tooBig()));
      part = spool(stream, tempDir).then(
        (f) => new UploadedPart(unescapeFormName(filename), mimeType, f.path, f.size, f.sha256, f.head),
      );
      part.catch((error: unknown) => fail(error instanceof AppError ? error : malformed('Unreadable file')));
    });
    for (const event of ['filesLimit', 'fieldsLimit', 'partsLimit'] as const) {
      busboy.on(event, () => fail(malformed('Send exactly one file part, named file, and a few fields')));
    }
    busboy.on('error', () => fail(malformed('The multipart body cannot be read')));
    busboy.on('finish', () => {
      void (async () => {
        const file = part ? await part.catch(() => null) : null;
        if (settled) return;
        settled = true;
        const sorted = Object.fromEntries(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : 1)));
        resolve(new ParsedUpload(sorted, file));
      })();
    });
    source.on('error', () => fail(malformed('The upload was interrupted')));
    source.pipe(busboy);
  });

/**
 * Registers the multipart/form-data parser in the calling plugin's scope (the files module only):
 * a declared Content-Length over the limit is refused before reading, a file growing past 5 MB is
 * refused as soon as it does (`image_too_big`, never a 500).
 */
export const useMultipartBodies = (
  app: FastifyInstance,
  tempDir: string,
  limit: number = UPLOAD_BODY_LIMIT,
): void => {
  app.addContentTypeParser('multipart/form-data', async (request: FastifyRequest, payload: Readable) => {
    const declared = Number(request.headers['content-length'] ?? '0');
    if (Number.isFinite(declared) && declared > limit) throw tooBig();
    return parseMultipartStream(payload, request.headers['content-type'] ?? '', tempDir);
  });
  // the route removes it before answering; this covers answers sent before the route (a replay)
  app.addHook('onResponse', async (request) => discardUpload(request.body));
};

/** Removes the temporary file of a parsed upload (no error when it is already gone). */
export const discardUpload = async (body: unknown): Promise<void> => {
  if (body instanceof ParsedUpload && body.file) await rm(body.file.path, { force: true });
};
