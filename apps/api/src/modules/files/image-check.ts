import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * The most pixels an uploaded image may have (the app sends at most 1920 px a side; 40 MP leaves room
 * for other clients while bounding what one decode takes): a bigger one is refused unread.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;

// One libvips thread per image and no operation cache: uploads are decoded once, memory stays small.
sharp.cache(false);
sharp.concurrency(1);

export type ImageVerdict = 'ok' | 'invalid' | 'too_big';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** PNG chunks: IHDR first, CRCs right, at least one IDAT, IEND last with nothing after it. */
const pngStructureOk = (bytes: Buffer): boolean => {
  if (!PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return false;
  let at = 8;
  let first = true;
  let sawData = false;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > bytes.length) return false;
    if (first && (type !== 'IHDR' || length !== 13)) return false;
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) return false;
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return sawData && end === bytes.length;
    first = false;
    at = end;
  }
  return false;
};

/** JPEG segments from SOI to EOI, entropy-coded data walked to its next marker; nothing after EOI. */
const jpegStructureOk = (bytes: Buffer): boolean => {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return false;
    while (bytes[at + 1] === 0xff) at += 1; // fill bytes
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xd9) return at + 2 === bytes.length;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return false;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return false;
    at += 2 + length;
    if (marker !== 0xda) continue;
    // entropy-coded data: up to the next marker that is neither a stuffed 0xFF00 nor a restart
    while (at + 1 < bytes.length) {
      const next = bytes[at + 1] ?? 0;
      if (bytes[at] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
      at += 1;
    }
  }
  return false;
};

/**
 * Whether `bytes` are entirely one valid image of `type`: the container walked to its end (no
 * trailing page or script after the image), then every pixel decoded by libvips (sharp), warnings
 * counted as failures. The original bytes are kept: decoding is the proof, no re-encoding needed.
 */
export const checkImage = async (bytes: Buffer, type: 'image/png' | 'image/jpeg'): Promise<ImageVerdict> => {
  const structured = type === 'image/png' ? pngStructureOk(bytes) : jpegStructureOk(bytes);
  if (!structured) return 'invalid';
  const image = sharp(bytes, { failOn: 'warning', sequentialRead: true, limitInputPixels: false });
  try {
    const meta = await image.metadata();
    if (meta.format !== (type === 'image/png' ? 'png' : 'jpeg')) return 'invalid';
    if ((meta.width ?? 0) * (meta.height ?? 0) > IMAGE_MAX_PIXELS) return 'too_big';
    await image.stats();
    return 'ok';
  } catch {
    return 'invalid';
  }
};
