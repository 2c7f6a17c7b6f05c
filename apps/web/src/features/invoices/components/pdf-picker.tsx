import type { ChangeEvent } from 'react';
import { t } from '../../../lib/i18n';
import type { PickedPdf } from '../model/submission';

const BUTTON =
  'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 self-start rounded-lg border border-secondary bg-white px-3 font-semibold text-secondary focus-within:outline-2 focus-within:outline-primary';

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
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    void file
      .arrayBuffer()
      .then((data) =>
        onPick({ name: file.name, type: file.type || 'application/pdf', size: file.size, data }),
      );
  };
  return (
    <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
      <legend className="mb-1 p-0 text-[1.08rem] font-semibold">{t('invoices.form.pdf')}</legend>
      {pdf && <span className="break-all">{t('invoices.form.pdfPicked', { name: pdf.name })}</span>}
      <label className={BUTTON}>
        {t(pdf ? 'invoices.form.pdfChange' : 'invoices.form.pdfPick')}
        <input
          type="file"
          accept="application/pdf,.pdf"
          className="sr-only"
          name="file"
          aria-label={t('invoices.form.pdfInput')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'invoice-file-error' : undefined}
          onChange={picked}
        />
      </label>
      {error && (
        <p id="invoice-file-error" className="m-0 text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
};
