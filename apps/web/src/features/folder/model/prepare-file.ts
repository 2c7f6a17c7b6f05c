import { documentErrorCodes } from '../../../lib/file-check';
import { prepareProof, type PrepareOutcome } from '../../../lib/image/compress';

const looksPdf = (file: File): boolean => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/**
 * A picked document as it will be queued and uploaded: a pdf-only type takes a PDF checked as it is
 * (name, size, first bytes); the others also take a photo, compressed as the reports' proofs are
 * (JPEG, <= 1920 px, <= 5 MB). The refusal code is translated by the form.
 */
export const prepareFolderFile = async (file: File, pdfOnly: boolean): Promise<PrepareOutcome> => {
  if (!pdfOnly) return prepareProof(file);
  if (!looksPdf(file)) return { ok: false, code: 'file_content_type_not_allowed' };
  const data = await file.arrayBuffer();
  const [first] = documentErrorCodes(
    { name: file.name, size: data.byteLength, bytes: new Uint8Array(data.slice(0, 8)) },
    { pdfOnly: true },
  );
  return first
    ? { ok: false, code: first }
    : { ok: true, file: { name: file.name, type: 'application/pdf', data } };
};
