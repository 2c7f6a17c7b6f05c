import { FILE_MAX_BYTES } from '@relais/domain/rules';
import { describe, expect, it } from 'vitest';
import { documentErrorCodes, FILE_TOO_BIG } from './file-check';
import { prepareProof } from './image/compress';

const PDF_HEAD = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const pdf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PDF_HEAD);
  return new File([bytes], 'receipt.pdf', { type: 'application/pdf' });
};

describe('a file sent as it is, over 5 MB', () => {
  it('is a file too big, not an image', () => {
    const head = new Uint8Array(PDF_HEAD);
    expect(
      documentErrorCodes({ name: 'a.pdf', size: FILE_MAX_BYTES + 1, bytes: head }, { pdfOnly: true }),
    ).toEqual([FILE_TOO_BIG]);
    expect(
      documentErrorCodes({ name: 'a.pdf', size: FILE_MAX_BYTES, bytes: head }, { pdfOnly: true }),
    ).toEqual([]);
    expect(
      documentErrorCodes({ name: 'a.pdf', size: 10, bytes: new Uint8Array(8) }, { pdfOnly: true }),
    ).toEqual(['file_content_type_not_allowed']);
  });

  it('a 6 MB PDF proof is refused as a file too big', async () => {
    expect(await prepareProof(pdf(6 * 1024 * 1024))).toEqual({ ok: false, code: FILE_TOO_BIG });
  });

  it('a PDF proof up to 5 MB is kept as it is', async () => {
    const out = await prepareProof(pdf(1024));
    expect(out.ok && out.file.type).toBe('application/pdf');
  });
});
