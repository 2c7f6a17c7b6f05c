import { existsSync, readdirSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { filesDirOf } from '../../config';
import { files } from '../../db/schema/index';
import { bearer, errJson, signIn, OTHER } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { contentCheckStats } from './content-check';
import { PAGE_OBJECTS } from '../../test/real-files';
import { JPEG, PNG, buildPdf, upload, type UploadFile } from './files.fixtures';
import { uploadTempDirOf } from './files.routes';

const t = useSignedInDemo();
const listed = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir) : []);
const MB = 1024 * 1024;

/**
 * A decompression bomb shaped like the probe's: a real one-page PDF whose 120 FlateDecode object
 * streams each inflate from about 16 KB to 16 MB of blanks (about 2 MB sent, 1.9 GB once inflated).
 */
const PDF_BOMB = (() => {
  const packed = deflateSync(Buffer.alloc(16 * MB, 0x20), { level: 9 }).toString('latin1');
  const stream = `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${packed}\nendstream`;
  return buildPdf([
    ...PAGE_OBJECTS,
    '<< /Length 0 >>\nstream\n\nendstream',
    ...Array<string>(120).fill(stream),
  ]);
})();

/** Uploads `file` and expects a 400 with `code` on the `file` field, nothing kept. */
const expectRefused = async (file: UploadFile, code: string): Promise<number> => {
  const started = performance.now();
  const res = await upload(t.ctx.app, t.s.token, file);
  const took = performance.now() - started;
  expect(res.statusCode, res.body).toBe(400);
  expect(errJson(res)).toMatchObject({ errorCode: code, errors: [{ errorCode: code, field: 'file' }] });
  expect(await t.ctx.testDb.db.select().from(files)).toHaveLength(0);
  expect(listed(filesDirOf(t.ctx.app.appConfig))).toEqual([]);
  expect(listed(uploadTempDirOf(t.ctx.app.appConfig))).toEqual([]);
  return took;
};

describe('POST /files refuses a PDF decompression bomb without freezing the API', () => {
  it('answers 400 file_too_complex, and another user is answered within 1 s meanwhile', async () => {
    expect(PDF_BOMB.length).toBeGreaterThan(1.8 * MB);
    expect(PDF_BOMB.length).toBeLessThan(2.2 * MB);
    const other = await signIn(t.ctx.app, OTHER);
    const otherGet = async (): Promise<number> => {
      const started = performance.now();
      const res = await t.ctx.app.inject({
        method: 'GET',
        url: `/api/assistants/${other.userId}/availability`,
        headers: bearer(other.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return performance.now() - started;
    };
    await otherGet(); // warm: the first answer of a route compiles its serializer

    contentCheckStats.peakInMemory = 0;
    const started = performance.now();
    let done = false;
    const refusal = expectRefused({ name: 'facture.pdf', bytes: PDF_BOMB }, 'file_too_complex')
      .then(
        () => null,
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      )
      .finally(() => {
        done = true;
      });
    // once the bomb is being checked, the other user keeps being answered, each within 1 s
    while (contentCheckStats.peakInMemory === 0 && !done) await new Promise((r) => setTimeout(r, 2));
    const latencies: number[] = [];
    while (!done) {
      latencies.push(await otherGet());
      await new Promise((r) => setTimeout(r, 20));
    }
    const failure = await refusal;
    if (failure) throw failure;
    const took = performance.now() - started;
    console.info(
      `PDF bomb (${(PDF_BOMB.length / MB).toFixed(2)} MB, 120 object streams): refused in ${took.toFixed(0)} ms; ` +
        `other user's GET x${latencies.length} during the check, slowest ${Math.max(...latencies).toFixed(0)} ms`,
    );
    expect(latencies.length).toBeGreaterThan(0);
    expect(Math.max(...latencies)).toBeLessThan(1000);
    expect(took).toBeLessThan(15_000);
  }, 120_000);
});

/** `png` with its IHDR saying `width` x `height` (CRC recomputed): the pixels are not there. */
const pngClaiming = (png: Buffer, width: number, height: number): Buffer => {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
};

/** `jpeg` with its frame header (SOF0) saying `width` x `height`: the scan is the small one's. */
const jpegClaiming = (jpeg: Buffer, width: number, height: number): Buffer => {
  const out = Buffer.from(jpeg);
  let at = 2;
  while (out[at + 1] !== 0xc0) at += 2 + out.readUInt16BE(at + 2);
  out.writeUInt16BE(height, at + 5);
  out.writeUInt16BE(width, at + 7);
  return out;
};

describe('POST /files refuses an image over the pixel limit before decoding it', () => {
  it.each([
    ['a PNG', { name: 'plan.png', bytes: pngClaiming(PNG, 8000, 5000) }],
    ['a JPEG', { name: 'photo.jpg', bytes: jpegClaiming(JPEG, 8000, 5000) }],
  ])('%s whose header says 8000x5000 (40 MP): image_too_big, at once', async (_label, file) => {
    const took = await expectRefused(file, 'image_too_big');
    console.info(`${file.name} claiming 8000x5000: refused in ${took.toFixed(0)} ms`);
    expect(took).toBeLessThan(2000);
  });
});
