import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFileContent } from './content-check';
import { checkImage } from './image-check';
import { OBJECT_STREAMS_MAX_TOTAL_BYTES, OBJECT_STREAM_MAX_BYTES, checkPdf } from './pdf-check';
import {
  JPEG,
  PDF,
  PDF_ACTIVE,
  PDF_WITH_HIDDEN_JS,
  PDF_WITH_JS,
  PNG,
  buildPdf,
  pdfOfSize,
} from './files.fixtures';

const PAGES = ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R >>'];
const withCatalog = (catalog: string, ...more: string[]) => buildPdf([catalog, ...PAGES, ...more]);
const binaryStream = (data: string) => `<< /Length ${data.length} >>\nstream\n${data}\nendstream`;

/** A FlateDecode object stream inflating to `size` bytes of blanks. */
const objectStream = (size: number) => {
  const packed = deflateSync(Buffer.alloc(size, 0x20)).toString('latin1');
  return `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${packed}\nendstream`;
};

describe('checkPdf', () => {
  it('keeps plain documents, however they are written', async () => {
    expect(await checkPdf(PDF)).toBe('ok');
    expect(await checkPdf(pdfOfSize(100_000))).toBe('ok');
    // a destination on open, links to the web, names that only start like active ones
    expect(await checkPdf(withCatalog('<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>'))).toBe(
      'ok',
    );
    expect(
      await checkPdf(withCatalog('<< /Type /Catalog /Pages 2 0 R /A << /S /URI /URI (https://x.test) >> >>')),
    ).toBe('ok');
    expect(await checkPdf(withCatalog('<< /Type /Catalog /Pages 2 0 R /JSX 1 /AAA 2 >>'))).toBe('ok');
    // active names inside text, comments and stream data are not syntax
    expect(
      await checkPdf(withCatalog('<< /Type /Catalog /Pages 2 0 R /Title (see /JS and \\) /Launch) >>')),
    ).toBe('ok');
    expect(await checkPdf(withCatalog('<< /Type /Catalog /Pages 2 0 R >> % /JavaScript'))).toBe('ok');
    expect(
      await checkPdf(
        withCatalog('<< /Type /Catalog /Pages 2 0 R >>', binaryStream('\x00/JS /AA\xff/Launch ')),
      ),
    ).toBe('ok');
  });

  it('finds active content, spelled plainly, escaped or compressed', async () => {
    expect(await checkPdf(PDF_WITH_JS)).toBe('active');
    expect(await checkPdf(PDF_WITH_HIDDEN_JS)).toBe('active');
    expect(await checkPdf(PDF_ACTIVE.embedded)).toBe('active');
    expect(await checkPdf(PDF_ACTIVE.launch)).toBe('active');
    expect(await checkPdf(PDF_ACTIVE.additionalActions)).toBe('active');
    for (const name of ['RichMedia', 'XFA', 'SubmitForm', 'GoToR', 'ImportData', 'EmbeddedFile']) {
      expect(await checkPdf(withCatalog(`<< /Type /Catalog /Pages 2 0 R /${name} 1 >>`)), name).toBe(
        'active',
      );
    }
    expect(await checkPdf(withCatalog('<< /Type /Catalog /Pages 2 0 R /#4A#61va#53cript 1 >>'))).toBe(
      'active',
    );
  });

  it('refuses what is not a well-formed PDF', async () => {
    const text = PDF.toString('latin1');
    expect(await checkPdf(Buffer.from(`${text}<html><script>alert(1)</script></html>`, 'latin1'))).toBe(
      'invalid',
    );
    expect(await checkPdf(Buffer.from(text.replace(/startxref\n\d+/, 'startxref\n3'), 'latin1'))).toBe(
      'invalid',
    );
    expect(await checkPdf(Buffer.from(text.replace('%%EOF', ''), 'latin1'))).toBe('invalid');
    expect(await checkPdf(Buffer.from(text.replace('%PDF-1.7', '%PDX-1.7'), 'latin1'))).toBe('invalid');
    expect(await checkPdf(Buffer.from(text.replace('/Root', '/Raat'), 'latin1'))).toBe('invalid');
    // an object stream that cannot be read (encrypted, or another filter) cannot be checked
    const unreadable =
      '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 4 >>\nstream\nabcd\nendstream';
    expect(await checkPdf(withCatalog('<< /Type /Catalog /Pages 2 0 R >>', unreadable))).toBe('invalid');
    const lzw = '<< /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode /Length 4 >>\nstream\nabcd\nendstream';
    expect(await checkPdf(withCatalog('<< /Type /Catalog /Pages 2 0 R >>', lzw))).toBe('invalid');
    expect(
      await checkPdf(withCatalog('<< /Type /Catalog /Pages 2 0 R >>', '<< /Length 3 >>\nstream\nabc')),
    ).toBe('invalid');
  });
});

describe('checkPdf on compressed object streams', () => {
  const MB = 1024 * 1024;
  const withStreams = (...sizes: number[]) =>
    withCatalog('<< /Type /Catalog /Pages 2 0 R >>', ...sizes.map(objectStream));

  it('reads them up to OBJECT_STREAM_MAX_BYTES each, OBJECT_STREAMS_MAX_TOTAL_BYTES in all', async () => {
    expect(OBJECT_STREAM_MAX_BYTES).toBe(8 * MB);
    expect(OBJECT_STREAMS_MAX_TOTAL_BYTES).toBe(32 * MB);
    expect(await checkPdf(withStreams(OBJECT_STREAM_MAX_BYTES))).toBe('ok');
    expect(await checkPdf(withStreams(8 * MB, 8 * MB, 8 * MB, 8 * MB))).toBe('ok');
  });

  it('refuses as too complex one stream over its cap, or streams over the total, without expanding them', async () => {
    expect(await checkPdf(withStreams(OBJECT_STREAM_MAX_BYTES + 1))).toBe('too_complex');
    expect(await checkPdf(withStreams(8 * MB, 8 * MB, 8 * MB, 8 * MB, 1))).toBe('too_complex');
    // a stream that inflates to 256 MB is stopped at the cap: quick, and little memory
    const bomb = withStreams(256 * MB);
    const before = process.memoryUsage().arrayBuffers;
    const started = performance.now();
    expect(await checkPdf(bomb)).toBe('too_complex');
    expect(performance.now() - started).toBeLessThan(5000);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * MB);
  });
});

describe('checkImage', () => {
  it('keeps real images', async () => {
    expect(await checkImage(JPEG, 'image/jpeg')).toEqual({ verdict: 'ok', stripped: null });
    expect(await checkImage(PNG, 'image/png')).toEqual({ verdict: 'ok', stripped: null });
  });

  it('refuses damaged images and images of another type than said', async () => {
    const badCrc = Buffer.from(PNG);
    badCrc[30] = (badCrc[30] ?? 0) ^ 0xff; // inside IHDR: its CRC no longer matches
    expect(await checkImage(badCrc, 'image/png')).toEqual({ verdict: 'invalid' });
    const noisy = Buffer.from(JPEG);
    noisy.fill(0x41, Math.floor(JPEG.length / 2), Math.floor(JPEG.length / 2) + 400);
    expect(await checkImage(noisy, 'image/jpeg')).toEqual({ verdict: 'invalid' });
    expect(await checkImage(PNG, 'image/jpeg')).toEqual({ verdict: 'invalid' });
    expect(await checkImage(JPEG, 'image/png')).toEqual({ verdict: 'invalid' });
    expect(await checkImage(PNG.subarray(0, PNG.length - 12), 'image/png')).toEqual({ verdict: 'invalid' });
  });
});

describe('checkFileContent (in a worker thread)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'relais-content-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const fileOf = (name: string, bytes: Uint8Array) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return path;
  };

  it('keeps a real file, refuses a bad one', async () => {
    expect(await checkFileContent(fileOf('a.pdf', PDF), 'application/pdf')).toEqual({
      refused: null,
      size: PDF.length,
    });
    expect(await checkFileContent(fileOf('b.pdf', PDF_WITH_JS), 'application/pdf')).toEqual({
      refused: { errorCode: 'pdf_active_content', field: 'file' },
    });
  });

  it('ends a check past its time limit (file_too_complex), and the next checks still run', async () => {
    // 24 MB of object streams to inflate and walk: never done within 1 ms (a limit any check passes)
    const slow = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      ...PAGES,
      ...Array.from({ length: 3 }, () => objectStream(8 * 1024 * 1024)),
    ]);
    const started = performance.now();
    expect(await checkFileContent(fileOf('slow.pdf', slow), 'application/pdf', 1)).toEqual({
      refused: { errorCode: 'file_too_complex', field: 'file' },
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await checkFileContent(fileOf('a.pdf', PDF), 'application/pdf')).toEqual({
      refused: null,
      size: PDF.length,
    });
  });
});
