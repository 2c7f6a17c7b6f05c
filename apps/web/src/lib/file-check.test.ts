import { FILE_MAX_BYTES } from '@relais/domain/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceErrorText } from '../features/invoices/components/error-text';
import { reportErrorText } from '../features/reports/components/error-text';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { documentErrorCodes, FILE_TOO_BIG } from './file-check';
import { installMessages } from './i18n';
import { prepareProof } from './image/compress';

const PDF_HEAD = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const pdf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PDF_HEAD);
  return new File([bytes], 'receipt.pdf', { type: 'application/pdf' });
};

describe('a file sent as it is, over 5 MB', () => {
  beforeAll(() => installMessages('en', en));

  it('is a file too big, not an image', () => {
    const head = new Uint8Array(PDF_HEAD);
    expect(documentErrorCodes({ name: 'a.pdf', size: FILE_MAX_BYTES + 1, bytes: head }, { pdfOnly: true })).toEqual([FILE_TOO_BIG]);
    expect(documentErrorCodes({ name: 'a.pdf', size: FILE_MAX_BYTES, bytes: head }, { pdfOnly: true })).toEqual([]);
    expect(documentErrorCodes({ name: 'a.pdf', size: 10, bytes: new Uint8Array(8) }, { pdfOnly: true })).toEqual(['file_content_type_not_allowed']);
  });

  it('a 6 MB PDF proof says the file is too big (5 MB at most), without a word of compression or image', async () => {
    const out = await prepareProof(pdf(6 * 1024 * 1024));
    expect(out).toEqual({ ok: false, code: FILE_TOO_BIG });
    const code = out.ok ? undefined : out.code;
    expect(reportErrorText(code)).toBe('The file is too big (5 MB at most)');
    installMessages('fr', fr);
    expect(reportErrorText(code)).toBe('Le fichier est trop volumineux (5 Mo au plus)');
    expect(invoiceErrorText(FILE_TOO_BIG)).toBe('Le fichier est trop volumineux (5 Mo au plus)');
    installMessages('en', en);
  });

  it('a PDF proof up to 5 MB is kept as it is', async () => {
    const out = await prepareProof(pdf(1024));
    expect(out.ok && out.file.type).toBe('application/pdf');
  });
});
