import type { PrepareOutcome } from '../../../lib/image/compress';

const isPdf = (file: File): boolean => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/**
 * A picked document as it will be queued: refused at once when the step wants a PDF and this is
 * not one (the domain's pdf-only rule, `pdfOnly` from the server); else a PDF checked as it is and
 * an image compressed (at most 1920 px, 5 MB) by `lib/image`, loaded on the first pick. Offline
 * before that code was ever fetched, the pick is refused with the 'no connection' message.
 */
export const prepareDocument = async (file: File, pdfOnly: boolean): Promise<PrepareOutcome> => {
  if (pdfOnly && !isPdf(file)) return { ok: false, code: 'file_content_type_not_allowed' };
  return import('../../../lib/image/compress').then(
    (m) => m.prepareProof(file),
    (): PrepareOutcome => ({ ok: false, code: 'no-connection' }),
  );
};
