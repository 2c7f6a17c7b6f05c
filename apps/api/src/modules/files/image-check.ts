import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * The most pixels an uploaded image may have: 24 MP (6000 x 4000, a 24 MP camera; a phone's usual
 * 12 MP fits twice). The app sends at most 1920 px a side; this leaves room for other clients while
 * bounding what one decode takes (libvips memory and time grow with the pixels: 40 MP took 1.2-2 s
 * here, 7.9 s on a loaded server). The size is read from the header (PNG IHDR, JPEG frame header)
 * and a bigger image is refused before any pixel is decoded.
 */
export const IMAGE_MAX_PIXELS = 24_000_000;

// One libvips thread per image and no operation cache: uploads are decoded once, memory stays small.
sharp.cache(false);
sharp.concurrency(1);

/**
 * The verdict on an image: 'ok' with `stripped`, the image to store instead (metadata removed,
 * orientation applied) or null when the original carries nothing but pixels (kept byte for byte).
 */
export type ImageCheck = { verdict: 'invalid' | 'too_big' } | { verdict: 'ok'; stripped: Buffer | null };

/** What the container walk found: the size the header gives, and whether anything but pixels rides along. */
type Structure = { width: number; height: number; metadata: boolean };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/**
 * PNG chunks that only say how to draw the pixels; any other (tEXt, zTXt, iTXt, eXIf, tIME, private
 * chunks...) can carry a place, a name, a date or a device, and makes the image re-encoded without it.
 */
const PNG_DRAWING_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'cICP',
  'bKGD',
  'pHYs',
]);

/** PNG chunks: IHDR first, CRCs right, at least one IDAT, IEND last with nothing after it. */
const pngStructure = (bytes: Buffer): Structure | null => {
  if (!PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return null;
  let at = 8;
  let first = true;
  let sawData = false;
  const found: Structure = { width: 0, height: 0, metadata: false };
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > bytes.length) return null;
    if (first && (type !== 'IHDR' || length !== 13)) return null;
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) return null;
    if (first) {
      found.width = bytes.readUInt32BE(at + 8);
      found.height = bytes.readUInt32BE(at + 12);
    }
    if (!PNG_DRAWING_CHUNKS.has(type)) found.metadata = true;
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return sawData && end === bytes.length ? found : null;
    first = false;
    at = end;
  }
  return null;
};

/** JPEG start-of-frame markers (SOF0-SOF15 but DHT C4, JPG C8 and DAC CC): they give the size. */
const isFrameMarker = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** An application segment that only says how to draw: JFIF (APP0), an ICC profile (APP2), Adobe (APP14). */
const drawingSegment = (bytes: Buffer, marker: number, at: number, length: number): boolean => {
  const label = bytes.toString('latin1', at + 4, at + 2 + Math.min(length, 14));
  if (marker === 0xe0) return label.startsWith('JFIF\0');
  if (marker === 0xe2) return label.startsWith('ICC_PROFILE\0');
  if (marker === 0xee) return label.startsWith('Adobe');
  return false;
};

/**
 * JPEG segments from SOI to EOI, entropy-coded data walked to its next marker; nothing after EOI.
 * Any application segment but JFIF, ICC and Adobe (EXIF, XMP, IPTC...) or a comment is metadata.
 */
const jpegStructure = (bytes: Buffer): Structure | null => {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const found: Structure = { width: 0, height: 0, metadata: false };
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    while (bytes[at + 1] === 0xff) at += 1; // fill bytes
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xd9) return at + 2 === bytes.length && found.width > 0 ? found : null;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return null;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (isFrameMarker(marker)) {
      if (length < 8 || at + 9 > bytes.length) return null;
      found.height = Math.max(found.height, bytes.readUInt16BE(at + 5));
      found.width = Math.max(found.width, bytes.readUInt16BE(at + 7));
    }
    if ((marker >= 0xe0 && marker <= 0xef && !drawingSegment(bytes, marker, at, length)) || marker === 0xfe) {
      found.metadata = true;
    }
    at += 2 + length;
    if (marker !== 0xda) continue;
    // entropy-coded data: up to the next marker that is neither a stuffed 0xFF00 nor a restart
    while (at + 1 < bytes.length) {
      const next = bytes[at + 1] ?? 0;
      if (bytes[at] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
      at += 1;
    }
  }
  return null;
};

/**
 * Whether `bytes` are entirely one valid image of `type`: the container walked to its end (no
 * trailing page or script after the image), its size read from the header and refused over
 * IMAGE_MAX_PIXELS before anything is decoded, then every pixel decoded by libvips (sharp), warnings
 * counted as failures. An image carrying metadata (EXIF with its GPS position, XMP, IPTC, comments,
 * PNG text) is re-encoded without it, its EXIF orientation applied to the pixels first; one without
 * is kept as it is (decoding is the proof).
 */
export const checkImage = async (bytes: Buffer, type: 'image/png' | 'image/jpeg'): Promise<ImageCheck> => {
  const structure = type === 'image/png' ? pngStructure(bytes) : jpegStructure(bytes);
  if (!structure) return { verdict: 'invalid' };
  if (structure.width * structure.height > IMAGE_MAX_PIXELS) return { verdict: 'too_big' };
  const format = type === 'image/png' ? 'png' : 'jpeg';
  const image = () =>
    sharp(bytes, { failOn: 'warning', sequentialRead: true, limitInputPixels: IMAGE_MAX_PIXELS });
  try {
    const meta = await image().metadata();
    if (meta.format !== format) return { verdict: 'invalid' };
    if ((meta.width ?? 0) * (meta.height ?? 0) > IMAGE_MAX_PIXELS) return { verdict: 'too_big' };
    if (!structure.metadata) {
      await image().stats();
      return { verdict: 'ok', stripped: null };
    }
    // sharp writes no metadata unless asked (withMetadata / keepExif...), and converts to sRGB
    const upright = image().autoOrient();
    const stripped = await (format === 'png' ? upright.png() : upright.jpeg({ quality: 90 })).toBuffer();
    return { verdict: 'ok', stripped };
  } catch {
    return { verdict: 'invalid' };
  }
};
