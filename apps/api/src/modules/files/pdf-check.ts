import { createInflate } from 'node:zlib';

/**
 * PDF names that make a reader run, open, fetch or carry something (spec: a file must not be able to
 * run): JavaScript (also in an /OpenAction or a link), automatic actions, launching programs,
 * attached or embedded files, rich media, XFA forms, form submission and remote go-tos.
 */
export const ACTIVE_PDF_NAMES = new Set([
  'JavaScript',
  'JS',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
]);

/**
 * Object streams hold only dictionaries: a real one inflates to kilobytes, rarely a few megabytes.
 * One may inflate to at most this, and all of a file's together to at most the total (about 6 times
 * the largest upload, a second or two of scanning); past either the PDF is refused as too complex to
 * check, the inflating stopped there (a decompression bomb is never expanded).
 */
export const OBJECT_STREAM_MAX_BYTES = 8 * 1024 * 1024;
export const OBJECT_STREAMS_MAX_TOTAL_BYTES = 32 * 1024 * 1024;
/** How far from the end `startxref` and `%%EOF` must be (PDF 32000-1, 7.5.5). */
const TAIL_BYTES = 1024;

export type PdfVerdict = 'ok' | 'invalid' | 'active' | 'too_complex';

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (b: number): boolean => !WHITESPACE.has(b) && !DELIMITERS.has(b);

/** A name token from `/` (exclusive), `#xx` escapes decoded (`/J#53` is `/JS`); and where it ends. */
const readName = (bytes: Uint8Array, from: number): { name: string; end: number } => {
  let i = from;
  let name = '';
  while (i < bytes.length && isRegular(bytes[i] ?? 0)) {
    const b = bytes[i] ?? 0;
    if (b === 0x23 && i + 2 < bytes.length) {
      const code = Number.parseInt(String.fromCharCode(bytes[i + 1] ?? 0, bytes[i + 2] ?? 0), 16);
      if (!Number.isNaN(code)) {
        name += String.fromCharCode(code);
        i += 3;
        continue;
      }
    }
    name += String.fromCharCode(b);
    i += 1;
  }
  return { name, end: i };
};

/** The end of a literal string opened at `from` (balanced parentheses, backslash escapes). */
const skipLiteralString = (bytes: Uint8Array, from: number): number => {
  let depth = 1;
  let i = from + 1;
  while (i < bytes.length && depth > 0) {
    const b = bytes[i];
    if (b === 0x5c) i += 1;
    else if (b === 0x28) depth += 1;
    else if (b === 0x29) depth -= 1;
    i += 1;
  }
  return i;
};

const indexOf = (bytes: Uint8Array, text: string, from: number): number =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(text, from, 'latin1');

/** An object stream found in the body: its raw data, and whether it is compressed (FlateDecode). */
type ObjectStream = { data: Uint8Array; deflated: boolean };
type Scan = { active: boolean; invalid: boolean; objectStreams: ObjectStream[] };

/**
 * Walks the body's tokens: names outside strings and comments are checked against the active list;
 * stream data is skipped (its bytes are not syntax), except object streams (/Type /ObjStm), whose
 * objects are dictionaries: they are listed (not copied) to be inflated and walked in turn.
 */
const scanTokens = (bytes: Uint8Array, scan: Scan): void => {
  let names = new Set<string>();
  let i = 0;
  while (i < bytes.length && !scan.active && !scan.invalid) {
    const b = bytes[i] ?? 0;
    if (b === 0x25) {
      while (i < bytes.length && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i += 1; // comment
    } else if (b === 0x28) {
      i = skipLiteralString(bytes, i);
    } else if (b === 0x2f) {
      const { name, end } = readName(bytes, i + 1);
      if (ACTIVE_PDF_NAMES.has(name)) scan.active = true;
      names.add(name);
      i = end;
    } else if (isRegular(b)) {
      let end = i;
      while (end < bytes.length && isRegular(bytes[end] ?? 0)) end += 1;
      const word = String.fromCharCode(...bytes.subarray(i, Math.min(end, i + 9)));
      if (word === 'obj') names = new Set();
      if (word === 'stream') {
        const dataStart = bytes[end] === 0x0d && bytes[end + 1] === 0x0a ? end + 2 : end + 1;
        const dataEnd = indexOf(bytes, 'endstream', dataStart);
        if (dataEnd < 0) {
          scan.invalid = true;
          return;
        }
        if (names.has('ObjStm')) {
          const filtered = names.has('Filter');
          // only FlateDecode is read; another filter (or encryption) cannot be checked, so it is refused
          if (filtered && !names.has('FlateDecode')) scan.invalid = true;
          scan.objectStreams.push({ data: bytes.subarray(dataStart, dataEnd), deflated: filtered });
        }
        names = new Set();
        i = dataEnd + 'endstream'.length;
        continue;
      }
      i = end;
    } else {
      i += 1;
    }
  }
};

/** `startxref N` and `%%EOF` in the last 1 KB, only whitespace after, N pointing at `xref` or an xref stream. */
const structureOk = (bytes: Uint8Array): boolean => {
  const tailStart = Math.max(0, bytes.length - TAIL_BYTES);
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset + tailStart, bytes.length - tailStart).toString(
    'latin1',
  );
  const match = /startxref\s+(\d+)\s+%%EOF[\0\t\n\f\r ]*$/.exec(tail);
  if (!match) return false;
  const offset = Number(match[1]);
  if (!Number.isSafeInteger(offset) || offset >= bytes.length) return false;
  const at = Buffer.from(
    bytes.buffer,
    bytes.byteOffset + offset,
    Math.min(64, bytes.length - offset),
  ).toString('latin1');
  return /^\s*(xref\b|\d+\s+\d+\s+obj\b)/.test(at);
};

/**
 * `data` inflated as a stream, stopped as soon as it passes `limit` bytes ('too_big': the rest is
 * never expanded); 'invalid' when it is not a zlib stream.
 */
const inflateAtMost = (data: Uint8Array, limit: number): Promise<Buffer | 'too_big' | 'invalid'> =>
  new Promise((resolve) => {
    const inflate = createInflate();
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (result: Buffer | 'too_big' | 'invalid') => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        settle('too_big');
        inflate.destroy();
      } else chunks.push(chunk);
    });
    inflate.on('end', () => settle(Buffer.concat(chunks, size)));
    inflate.on('error', () => settle('invalid'));
    inflate.end(data);
  });

/**
 * Whether a whole PDF is a plain document: a PDF header, a cross-reference table or stream reached
 * from `startxref`, `%%EOF` at the end (nothing after it), a trailer with a /Root, and no active
 * content anywhere (including inside compressed object streams). Object streams are inflated one at
 * a time and dropped once walked; past OBJECT_STREAM_MAX_BYTES for one, or
 * OBJECT_STREAMS_MAX_TOTAL_BYTES for all, the PDF is 'too_complex'.
 */
export const checkPdf = async (bytes: Uint8Array): Promise<PdfVerdict> => {
  const header = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(16, bytes.length)).toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(header) || !structureOk(bytes)) return 'invalid';
  const scan: Scan = { active: false, invalid: false, objectStreams: [] };
  scanTokens(bytes, scan);
  // an object stream's objects have no `obj` keywords nor streams of their own: one level is enough
  // (one found inside would be queued and counted all the same)
  let budget = OBJECT_STREAMS_MAX_TOTAL_BYTES;
  for (let k = 0; k < scan.objectStreams.length && !scan.active && !scan.invalid; k += 1) {
    const stream = scan.objectStreams[k];
    if (!stream) break;
    scan.objectStreams[k] = { data: new Uint8Array(), deflated: false }; // let it go once walked
    const objects = stream.deflated
      ? await inflateAtMost(stream.data, Math.min(OBJECT_STREAM_MAX_BYTES, budget))
      : stream.data;
    if (objects === 'too_big') return 'too_complex';
    if (objects === 'invalid') return 'invalid';
    budget -= objects.length;
    scanTokens(objects, scan);
  }
  if (scan.active) return 'active';
  if (scan.invalid || indexOf(bytes, '/Root', 0) < 0) return 'invalid';
  return 'ok';
};
