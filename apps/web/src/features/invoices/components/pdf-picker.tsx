import { t } from '../../../lib/i18n';
import { FilePickButton } from '../../../ui/file-pick-button';
import type { PickedPdf } from '../model/submission';

/** The invoice PDF: picked from the files, read at once (its bytes are checked and kept, also across errors). */
export const PdfPicker = ({
  pdf,
  error,
  onPick,
}: {
  pdf: PickedPdf | null;
  error: string | undefined;
  onPick: (pdf: PickedPdf) => void;
}) => {
  const picked = (file: File) =>
    void file
      .arrayBuffer()
      .then((data) =>
        onPick({ name: file.name, type: file.type || 'application/pdf', size: file.size, data }),
      );
  return (
    <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
      <legend className="mb-1 p-0 text-[1.08rem] font-semibold">{t('invoices.form.pdf')}</legend>
      {pdf && <span className="break-all">{t('invoices.form.pdfPicked', { name: pdf.name })}</span>}
      <FilePickButton
        className="self-start"
        label={t(pdf ? 'invoices.form.pdfChange' : 'invoices.form.pdfPick')}
        accept="application/pdf,.pdf"
        name="file"
        aria-label={t('invoices.form.pdfInput')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'invoice-file-error' : undefined}
        onPick={picked}
      />
      {error && (
        <p id="invoice-file-error" className="m-0 text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
};
