import { describe, expect, it } from 'vitest';
import { checkImage } from './image-check';
import { checkPdf } from './pdf-check';
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

describe('checkPdf', () => {
  it('keeps plain documents, however they are written', () => {
    expect(checkPdf(PDF)).toBe('ok');
    expect(checkPdf(pdfOfSize(100_000))).toBe('ok');
    // a destination on open, links to the web, names that only start like active ones
    expect(checkPdf(withCatalog('<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>'))).toBe('ok');
    expect(
      checkPdf(withCatalog('<< /Type /Catalog /Pages 2 0 R /A << /S /URI /URI (https://x.test) >> >>')),
    ).toBe('ok');
    expect(checkPdf(withCatalog('<< /Type /Catalog /Pages 2 0 R /JSX 1 /AAA 2 >>'))).toBe('ok');
    // active names inside text, comments and stream data are not syntax
    expect(checkPdf(withCatalog('<< /Type /Catalog /Pages 2 0 R /Title (see /JS and \\) /Launch) >>'))).toBe(
      'ok',
    );
    expect(checkPdf(withCatalog('<< /Type /Catalog /Pages 2 0 R >> % /JavaScript'))).toBe('ok');
    expect(
      checkPdf(withCatalog('<< /Type /Catalog /Pages 2 0 R >>', binaryStream('\x00/JS /AA\xff/Launch '))),
    ).toBe('ok');
  });

  it('finds active content, spelled plainly, escaped or compressed', () => {
    expect(checkPdf(PDF_WITH_JS)).toBe('active');
    expect(checkPdf(PDF_WITH_HIDDEN_JS)).toBe('active');
    expect(checkPdf(PDF_ACTIVE.embedded)).toBe('active');
    expect(checkPdf(PDF_ACTIVE.launch)).toBe('active');
    expect(checkPdf(PDF_ACTIVE.additionalActions)).toBe('active');
    for (const name of ['RichMedia', 'XFA', 'SubmitForm', 'GoToR', 'ImportData', 'EmbeddedFile']) {
      expect(checkPdf(withCatalog(`<< /Type /Catalog /Pages 2 0 R /${name} 1 >>`)), name).toBe('active');
    }
    expect(checkPdf(withCatalog('<< /Type /Catalog /Pages 2 0 R /#4A#61va#53cript 1 >>'))).toBe('active');
  });

  it('refuses what is not a well-formed PDF', () => {
    const text = PDF.toString('latin1');
    expect(checkPdf(Buffer.from(`${text}<html><script>alert(1)</script></html>`, 'latin1'))).toBe('invalid');
    expect(checkPdf(Buffer.from(text.replace(/startxref\n\d+/, 'startxref\n3'), 'latin1'))).toBe('invalid');
    expect(checkPdf(Buffer.from(text.replace('%%EOF', ''), 'latin1'))).toBe('invalid');
    expect(checkPdf(Buffer.from(text.replace('%PDF-1.7', '%PDX-1.7'), 'latin1'))).toBe('invalid');
    expect(checkPdf(Buffer.from(text.replace('/Root', '/Raat'), 'latin1'))).toBe('invalid');
    // an object stream that cannot be read (encrypted, or another filter) cannot be checked
    const unreadable =
      '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 4 >>\nstream\nabcd\nendstream';
    expect(checkPdf(withCatalog('<< /Type /Catalog /Pages 2 0 R >>', unreadable))).toBe('invalid');
    const lzw = '<< /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode /Length 4 >>\nstream\nabcd\nendstream';
    expect(checkPdf(withCatalog('<< /Type /Catalog /Pages 2 0 R >>', lzw))).toBe('invalid');
    expect(checkPdf(withCatalog('<< /Type /Catalog /Pages 2 0 R >>', '<< /Length 3 >>\nstream\nabc'))).toBe(
      'invalid',
    );
  });
});

describe('checkImage', () => {
  it('keeps real images', async () => {
    expect(await checkImage(JPEG, 'image/jpeg')).toBe('ok');
    expect(await checkImage(PNG, 'image/png')).toBe('ok');
  });

  it('refuses damaged images and images of another type than said', async () => {
    const badCrc = Buffer.from(PNG);
    badCrc[30] = (badCrc[30] ?? 0) ^ 0xff; // inside IHDR: its CRC no longer matches
    expect(await checkImage(badCrc, 'image/png')).toBe('invalid');
    const noisy = Buffer.from(JPEG);
    noisy.fill(0x41, Math.floor(JPEG.length / 2), Math.floor(JPEG.length / 2) + 400);
    expect(await checkImage(noisy, 'image/jpeg')).toBe('invalid');
    expect(await checkImage(PNG, 'image/jpeg')).toBe('invalid');
    expect(await checkImage(JPEG, 'image/png')).toBe('invalid');
    expect(await checkImage(PNG.subarray(0, PNG.length - 12), 'image/png')).toBe('invalid');
  });
});
