import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FILE_MAX_BYTES,
  cleanFileName,
  declaredTypeAgrees,
  downscaleSteps,
  fileTypeOfName,
  fileNameAllowed,
  fitWithin,
  sniffFileType,
  uploadErrors,
} from './file.rules';
import { fileUploadFieldsSchema } from './file.schema';

const bytes = (...xs: number[]) => new Uint8Array(xs);
/** One byte per character (Latin-1): the domain has no DOM or Node types. */
const text = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
const PDF = text('%PDF-1.7\n%âãÏÓ\n');
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d);
const HTML = text('<!DOCTYPE html><html><script>alert(1)</script></html>');

describe('sniffFileType', () => {
  it('knows PDF, JPEG and PNG by their first bytes', () => {
    expect(sniffFileType(PDF)).toBe('application/pdf');
    expect(sniffFileType(JPEG)).toBe('image/jpeg');
    expect(sniffFileType(PNG)).toBe('image/png');
  });

  it('refuses anything else, whatever its name', () => {
    expect(sniffFileType(HTML)).toBeNull(); // e.g. page.html renamed photo.png
    expect(sniffFileType(new Uint8Array())).toBeNull();
    expect(sniffFileType(text('GIF89a'))).toBeNull();
    expect(sniffFileType(text('%PDF'))).toBeNull(); // no dash: truncated signature
    expect(sniffFileType(PNG.slice(0, 7))).toBeNull();
    expect(sniffFileType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffFileType(text(' %PDF-1.7'))).toBeNull(); // signature must be at the start
  });
});

describe('fileNameAllowed', () => {
  it.each([
    'facture mars.pdf',
    'photo.2026.jpg',
    'Reçu n°12 (taxi).png',
    'Scan..pdf',
    '.env',
    'x'.repeat(200),
  ])('accepts %j', (name) => {
    expect(fileNameAllowed(name)).toBe(true);
  });

  it.each([
    '../x.png',
    'a/b.png',
    'a\\b.png',
    '..\\x.png',
    '/etc/passwd',
    'a\u0000.png',
    'a\nb.png',
    'tab\t.pdf',
    'del\u007f.pdf',
    '',
    '   ',
    '.',
    '..',
    'x'.repeat(201),
  ])('refuses %j', (name) => {
    expect(fileNameAllowed(name)).toBe(false);
  });
});

describe('uploadErrors', () => {
  it('accepts 5 MB, refuses 5 MB + 1 byte', () => {
    expect(FILE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(uploadErrors({ name: 'photo.jpg', size: FILE_MAX_BYTES, bytes: JPEG })).toEqual([]);
    expect(uploadErrors({ name: 'photo.jpg', size: FILE_MAX_BYTES + 1, bytes: JPEG })).toEqual([
      { errorCode: 'image_too_big', field: 'file' },
    ]);
  });

  it('refuses a content that is not pdf, jpeg or png', () => {
    expect(uploadErrors({ name: 'photo.png', size: HTML.length, bytes: HTML })).toEqual([
      { errorCode: 'file_content_type_not_allowed', field: 'file' },
    ]);
    expect(uploadErrors({ name: 'vide.pdf', size: 0, bytes: new Uint8Array() })).toEqual([
      { errorCode: 'file_content_type_not_allowed', field: 'file' },
    ]);
  });

  it('takes only a PDF where a PDF is required', () => {
    expect(uploadErrors({ name: 'facture.pdf', size: 100, bytes: PDF }, { pdfOnly: true })).toEqual([]);
    for (const b of [JPEG, PNG]) {
      expect(uploadErrors({ name: 'facture.pdf', size: 100, bytes: b }, { pdfOnly: true })).toEqual([
        { errorCode: 'file_content_type_not_allowed', field: 'file' },
      ]);
    }
    expect(uploadErrors({ name: 'photo.png', size: 100, bytes: PNG }, { pdfOnly: false })).toEqual([]);
  });

  it('checks the name first, then the size, then the content', () => {
    expect(uploadErrors({ name: '../x.png', size: FILE_MAX_BYTES + 1, bytes: HTML })).toEqual([
      { errorCode: 'file_name_not_allowed', field: 'file' },
    ]);
    expect(uploadErrors({ name: 'x.png', size: FILE_MAX_BYTES + 1, bytes: HTML })).toEqual([
      { errorCode: 'image_too_big', field: 'file' },
    ]);
  });

  it('checks only the name and size when the bytes are not known yet', () => {
    expect(uploadErrors({ name: 'x.png', size: 10 })).toEqual([]);
    expect(uploadErrors({ name: 'x.png', size: 10 }, { pdfOnly: true })).toEqual([]);
  });
});

describe('a name, a declared type and the content agree', () => {
  it('reads the type a name claims from its extension, any case', () => {
    expect(fileTypeOfName('facture.PDF')).toBe('application/pdf');
    expect(fileTypeOfName('ticket.jpeg')).toBe('image/jpeg');
    expect(fileTypeOfName('ticket.JPG')).toBe('image/jpeg');
    expect(fileTypeOfName('capture.png')).toBe('image/png');
    expect(fileTypeOfName('page.html')).toBeNull();
    expect(fileTypeOfName('facture')).toBeNull();
    expect(fileTypeOfName('photo.png.exe')).toBeNull();
  });

  it('refuses a content whose name claims another type (a PDF named .png)', () => {
    const refusal = [{ errorCode: 'file_content_type_not_allowed', field: 'file' }];
    expect(uploadErrors({ name: 'photo.png', size: PDF.length, bytes: PDF })).toEqual(refusal);
    expect(uploadErrors({ name: 'scan.pdf', size: PNG.length, bytes: PNG })).toEqual(refusal);
    expect(uploadErrors({ name: 'photo.png', size: JPEG.length, bytes: JPEG })).toEqual(refusal);
    expect(uploadErrors({ name: 'facture', size: PDF.length, bytes: PDF })).toEqual(refusal);
    expect(uploadErrors({ name: 'facture.PDF', size: PDF.length, bytes: PDF })).toEqual([]);
  });

  it('takes a declared type that is the real one, an alias of it, or none', () => {
    expect(declaredTypeAgrees('image/png', 'image/png')).toBe(true);
    expect(declaredTypeAgrees('IMAGE/JPEG; charset=binary', 'image/jpeg')).toBe(true);
    expect(declaredTypeAgrees('image/jpg', 'image/jpeg')).toBe(true);
    expect(declaredTypeAgrees('application/octet-stream', 'application/pdf')).toBe(true);
    expect(declaredTypeAgrees('', 'application/pdf')).toBe(true);
    expect(declaredTypeAgrees('image/png', 'application/pdf')).toBe(false);
    expect(declaredTypeAgrees('text/html', 'image/png')).toBe(false);
    expect(declaredTypeAgrees('text/plain', 'image/png')).toBe(false);
  });
});

describe('cleanFileName', () => {
  it.each([
    ['facture\u202Efdp.pdf', 'facturefdp.pdf'],
    ['\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2067f\u2068g\u2069.pdf', 'abcdefg.pdf'],
    ['a\u200Bb\u200E\u200F\uFEFF\u0085c.png', 'abc.png'],
    ['<script>alert(1)</script>.png', '_script_alert(1)_/script_.png'],
    ['Rec\u0327u  taxi\u00a0.pdf', 'Reçu taxi .pdf'],
    ['  facture mars.pdf ', 'facture mars.pdf'],
    ['Reçu n°12 (taxi) & co.png', 'Reçu n°12 (taxi) & co.png'],
  ])('%j reads %j', (name, clean) => {
    expect(cleanFileName(name)).toBe(clean);
  });

  it('leaves nothing when nothing readable was there', () => {
    expect(cleanFileName('\u202E\u2066\u200B')).toBe('');
  });
});

describe('fitWithin', () => {
  it('brings the longest side to 1920, keeping the ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1920, height: 1440 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1440, height: 1920 });
    expect(fitWithin(1921, 1921)).toEqual({ width: 1920, height: 1920 });
    expect(fitWithin(4032, 3024)).toEqual({ width: 1920, height: 1440 });
    expect(fitWithin(20000, 10)).toEqual({ width: 1920, height: 1 });
  });

  it('leaves small images unchanged (never enlarges)', () => {
    expect(fitWithin(1920, 1080)).toEqual({ width: 1920, height: 1080 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1, 1)).toEqual({ width: 1, height: 1 });
  });

  it('takes another limit', () => {
    expect(fitWithin(4000, 3000, 400)).toEqual({ width: 400, height: 300 });
  });
});

describe('downscaleSteps', () => {
  it('halves first, then reaches the target', () => {
    expect(downscaleSteps({ width: 4000, height: 3000 }, { width: 1920, height: 1440 })).toEqual([
      { width: 2000, height: 1500 },
      { width: 1920, height: 1440 },
    ]);
    expect(downscaleSteps({ width: 8000, height: 6000 }, { width: 1920, height: 1440 })).toEqual([
      { width: 4000, height: 3000 },
      { width: 2000, height: 1500 },
      { width: 1920, height: 1440 },
    ]);
    expect(downscaleSteps({ width: 3000, height: 4000 }, { width: 1440, height: 1920 })).toEqual([
      { width: 1500, height: 2000 },
      { width: 1440, height: 1920 },
    ]);
  });

  it('goes straight to the target when half would be smaller', () => {
    expect(downscaleSteps({ width: 2500, height: 1875 }, { width: 1920, height: 1440 })).toEqual([
      { width: 1920, height: 1440 },
    ]);
    expect(downscaleSteps({ width: 800, height: 600 }, { width: 800, height: 600 })).toEqual([
      { width: 800, height: 600 },
    ]);
  });

  it('never makes a step larger than the previous one and ends on the target (property)', () => {
    const side = fc.integer({ min: 1, max: 20_000 });
    fc.assert(
      fc.property(side, side, (width, height) => {
        const to = fitWithin(width, height);
        const steps = downscaleSteps({ width, height }, to);
        expect(steps.at(-1)).toEqual(to);
        let prev = { width, height };
        for (const s of steps) {
          expect(s.width).toBeLessThanOrEqual(prev.width);
          expect(s.height).toBeLessThanOrEqual(prev.height);
          expect(s.width).toBeGreaterThanOrEqual(to.width);
          expect(s.height).toBeGreaterThanOrEqual(to.height);
          prev = s;
        }
      }),
    );
  });
});

describe('upload fields', () => {
  it('reads the multipart text fields', () => {
    const parsed = fileUploadFieldsSchema.parse({ usage: 'EXPENSE', eventId: 'e1', expenseOrder: '2' });
    expect(parsed.expenseOrder).toBe(2);
    expect(fileUploadFieldsSchema.safeParse({ usage: 'SELFIE' }).success).toBe(false);
    expect(fileUploadFieldsSchema.safeParse({ usage: 'EXPENSE', expenseOrder: '-1' }).success).toBe(false);
  });
});
