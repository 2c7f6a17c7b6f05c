import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FILE_MAX_BYTES } from '@relais/domain';
import { AppError } from '../../plugins/app-error';

/** Room for the text fields and part headers around a file of FILE_MAX_BYTES. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;
export const UPLOAD_BODY_LIMIT = FILE_MAX_BYTES + FORM_OVERHEAD_BYTES;

/**
 * A multipart/form-data body, read whole (up to UPLOAD_BODY_LIMIT) and parsed before the route's
 * hooks run, so the idempotency plugin fingerprints the fields and the file's bytes (not the
 * boundary, which changes from one send to the next).
 */
export class ParsedUpload {
  constructor(
    /** Text fields by name, sorted by name. */
    readonly fields: Readonly<Record<string, string>>,
    /** The `file` part: the name the client gave and its bytes; null when absent. */
    readonly file: { readonly name: string; readonly bytes: Uint8Array } | null,
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

/** The whole stream, refusing (and no longer reading) past `limit` bytes. */
export const readLimited = (stream: NodeJS.ReadableStream, limit: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      stream.removeListener('data', onData);
      stream.removeListener('end', onEnd);
      stream.removeListener('error', onError);
    };
    const onData = (chunk: Buffer | string) => {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buf.length;
      if (size > limit) {
        cleanup();
        stream.pause();
        reject(tooBig());
        return;
      }
      chunks.push(buf);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });

/** Parses a buffered multipart body (WHATWG FormData parser: names kept as sent, paths included). */
export const parseMultipart = async (body: Buffer, contentType: string): Promise<ParsedUpload> => {
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw malformed('The multipart body cannot be read');
  }
  const fields: Record<string, string> = {};
  let file: ParsedUpload['file'] = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      if (name in fields || name === 'file') throw malformed(`Field ${name} is repeated or misplaced`);
      fields[name] = value;
      continue;
    }
    if (name !== 'file' || file) throw malformed('Send exactly one file part, named file');
    file = { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
  }
  const sorted = Object.fromEntries(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : 1)));
  return new ParsedUpload(sorted, file);
};

/**
 * Registers the multipart/form-data parser in the calling plugin's scope (the files module only):
 * a declared Content-Length over the limit is refused before reading, a body growing past it is
 * refused as soon as it does; either way `image_too_big`, never a 500.
 */
export const useMultipartBodies = (app: FastifyInstance, limit: number = UPLOAD_BODY_LIMIT): void => {
  app.addContentTypeParser(
    'multipart/form-data',
    async (request: FastifyRequest, payload: IncomingMessage) => {
      const declared = Number(request.headers['content-length'] ?? '0');
      if (Number.isFinite(declared) && declared > limit) throw tooBig();
      const body = await readLimited(payload, limit);
      return parseMultipart(body, request.headers['content-type'] ?? '');
    },
  );
};
