import { REGULARIZATION_MESSAGE_MAX, type InvoiceSubmissionFacts, type Proforma } from '@relais/domain/rules';
import { useRef, useState, type FormEvent } from 'react';
import { formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import {
  invoicedTotals,
  regularizationOf,
  submissionErrors,
  type PickedPdf,
  type SubmissionValues,
} from '../model/submission';
import { invoiceErrorText } from './error-text';
import { PdfPicker } from './pdf-picker';

type Props = {
  proforma: Proforma;
  facts: InvoiceSubmissionFacts;
  initial: SubmissionValues;
  initialPdf: PickedPdf | null;
  onSubmit: (values: SubmissionValues, pdf: PickedPdf) => Promise<void>;
};

const FIELD_ORDER = [
  'facts',
  'invoiceNumber',
  'invoiceDate',
  'file',
  'regularizationTaxFree',
  'regularizationMessage',
] as const;

const first = (errors: Record<string, string[]>, field: string): string | undefined => {
  const code = errors[field]?.[0];
  return code ? invoiceErrorText(code) : undefined;
};

/**
 * The submission form under the statement: number, date (today by default), the PDF, an optional
 * regularisation, the totals invoiced, and the early checks at each field. Nothing typed, nor the
 * picked PDF, is lost on an error.
 */
export const SubmissionForm = ({ proforma, facts, initial, initialPdf, onSubmit }: Props) => {
  const [values, setValues] = useState(initial);
  const [pdf, setPdf] = useState<PickedPdf | null>(initialPdf);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const errors = submissionErrors(values, pdf, facts, proforma);
  // a picked file is checked at once; the other fields once the assistant has tried to send
  const shown: Record<string, string[]> = tried
    ? errors
    : pdf && errors['file']
      ? { file: errors['file'] }
      : {};
  const set = (field: keyof SubmissionValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const reg = regularizationOf(values, proforma.tvaIncluded);
  const totals = invoicedTotals(proforma, reg);
  const messageLength = values.regularizationMessage.length;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const field = FIELD_ORDER.find((f) => errors[f]?.length);
    if (field || !pdf) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-facts]')?.focus(),
      );
      return;
    }
    setBusy(true);
    void onSubmit(values, pdf).finally(() => setBusy(false));
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby="submission-title"
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm"
    >
      <h2 id="submission-title" className="m-0 text-[1.2rem] font-bold">
        {t('invoices.form.title')}
      </h2>
      {shown['facts'] && (
        <div
          role="alert"
          tabIndex={-1}
          data-facts
          className="flex flex-col gap-1 rounded-lg border-l-4 border-l-error bg-error-soft p-3"
        >
          {shown['facts'].map((code) => (
            <p key={code} className="m-0">
              {invoiceErrorText(code)}
            </p>
          ))}
        </div>
      )}
      <TextField
        label={t('invoices.form.number')}
        name="invoiceNumber"
        value={values.invoiceNumber}
        onChange={set('invoiceNumber')}
        error={first(shown, 'invoiceNumber')}
        autoComplete="off"
      />
      <TextField
        label={t('invoices.form.date')}
        name="invoiceDate"
        type="date"
        value={values.invoiceDate}
        onChange={set('invoiceDate')}
        error={first(shown, 'invoiceDate')}
      />
      <PdfPicker pdf={pdf} error={first(shown, 'file')} onPick={setPdf} />
      <fieldset className="m-0 flex flex-col gap-3 rounded-lg border border-edge p-3">
        <legend className="px-1 text-[1.08rem] font-semibold">{t('invoices.form.regularization')}</legend>
        <p className="m-0 text-sm text-muted">{t('invoices.form.regularizationHelp')}</p>
        <TextField
          label={t('invoices.form.regularizationTaxFree')}
          name="regularizationTaxFree"
          inputMode="decimal"
          value={values.regularizationTaxFree}
          onChange={set('regularizationTaxFree')}
          error={first(shown, 'regularizationTaxFree')}
        />
        {reg && (
          <p className="m-0" data-testid="regularization-with-tax">
            {t(
              proforma.tvaIncluded
                ? 'invoices.form.regularizationWithTax'
                : 'invoices.form.regularizationNoVat',
              { amount: formatMoney(reg.withTaxCents) },
            )}
          </p>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor="regularization-message" className="text-[1.08rem] font-semibold">
            {t('invoices.form.regularizationMessage')}
          </label>
          <textarea
            id="regularization-message"
            name="regularizationMessage"
            rows={3}
            value={values.regularizationMessage}
            onChange={set('regularizationMessage')}
            aria-invalid={shown['regularizationMessage'] ? true : undefined}
            aria-describedby="regularization-count regularization-error"
            className={`rounded-lg border bg-white p-3 text-[1.1rem] ${shown['regularizationMessage'] ? 'border-error' : 'border-edge'}`}
          />
          <p
            id="regularization-count"
            aria-live="polite"
            className={`m-0 text-right text-sm ${messageLength > REGULARIZATION_MESSAGE_MAX ? 'font-bold text-error' : 'text-muted'}`}
          >
            {t('invoices.form.counter', { count: messageLength, max: REGULARIZATION_MESSAGE_MAX })}
          </p>
          {shown['regularizationMessage'] && (
            <p id="regularization-error" className="m-0 text-error">
              {first(shown, 'regularizationMessage')}
            </p>
          )}
        </div>
      </fieldset>
      <section
        aria-label={t('invoices.form.toInvoice')}
        className="flex flex-col gap-1 rounded-lg bg-primary-soft p-3"
      >
        <h3 className="m-0 text-[1.1rem] font-bold">{t('invoices.form.toInvoice')}</h3>
        <dl className="m-0 flex flex-col gap-0.5">
          {(
            [
              ['taxFree', 'invoices.amountTaxFree', totals.taxFreeCents],
              ['vat', 'invoices.vat', totals.vatCents],
              ['withTax', 'invoices.amountWithTax', totals.withTaxCents],
            ] as const
          ).map(([name, key, cents]) => (
            <div key={name} className="flex justify-between gap-3" data-total={`invoice-${name}`}>
              <dt className={name === 'withTax' ? 'font-bold' : ''}>{t(key)}</dt>
              <dd className="m-0 font-semibold tabular-nums">{formatMoney(cents)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Button type="submit" block disabled={busy}>
        {t('invoices.form.submit')}
      </Button>
    </form>
  );
};
