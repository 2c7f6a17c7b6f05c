import {
  DATE_MAX,
  DATE_MIN,
  REGULARIZATION_MESSAGE_MAX,
  type InvoiceSubmissionFacts,
  type Proforma,
} from '@relais/domain/rules';
import { useId, useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useForm } from '../../../lib/use-form';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/textarea-field';
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
import { AmountsBox } from './amounts';

type Props = {
  proforma: Proforma;
  facts: InvoiceSubmissionFacts;
  initial: SubmissionValues;
  initialPdf: PickedPdf | null;
  onSubmit: (values: SubmissionValues, pdf: PickedPdf) => Promise<void>;
};

const first = (errors: Partial<Record<string, string[]>>, field: string): string | undefined => {
  const code = errors[field]?.[0];
  return code ? invoiceErrorText(code) : undefined;
};

/**
 * The submission form under the statement: number, date (today by default), the PDF, an optional
 * regularisation, the totals invoiced, and the early checks at each field. Nothing typed, nor the
 * picked PDF, is lost on an error.
 */
export const SubmissionForm = ({ proforma, facts, initial, initialPdf, onSubmit }: Props) => {
  const counterId = useId();
  const [pdf, setPdf] = useState<PickedPdf | null>(initialPdf);
  const validate = (v: SubmissionValues) => submissionErrors(v, pdf, facts, proforma);
  // a picked file is checked at once (its errors depend on the file only); the other fields once
  // the assistant has tried to send
  const fileErrors = pdf ? validate(initial)['file'] : undefined;
  const form = useForm({ initial, validate, initialErrors: fileErrors ? { file: fileErrors } : {} });
  const { values, errors: shown } = form;
  /** A text field's value, change and first error. */
  const field = (name: keyof SubmissionValues) => ({ ...form.bind(name), error: first(shown, name) });
  const reg = regularizationOf(values, proforma.tvaIncluded);
  const totals = invoicedTotals(proforma, reg);
  const messageLength = values.regularizationMessage.length;

  return (
    <form
      {...form.formProps((v) => (pdf ? onSubmit(v, pdf) : undefined))}
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
          data-error-anchor
          className="flex flex-col gap-1 rounded-lg border-l-4 border-l-error bg-error-soft p-3"
        >
          {shown['facts'].map((code) => (
            <p key={code} className="m-0">
              {invoiceErrorText(code)}
            </p>
          ))}
        </div>
      )}
      <TextField label={t('invoices.form.number')} autoComplete="off" {...field('invoiceNumber')} />
      <TextField
        label={t('invoices.form.date')}
        type="date"
        min={DATE_MIN}
        max={DATE_MAX}
        {...field('invoiceDate')}
      />
      <PdfPicker pdf={pdf} error={first(shown, 'file')} onPick={setPdf} />
      <fieldset className="m-0 flex flex-col gap-3 rounded-lg border border-edge p-3">
        <legend className="px-1 text-[1.08rem] font-semibold">{t('invoices.form.regularization')}</legend>
        <p className="m-0 text-sm text-muted">{t('invoices.form.regularizationHelp')}</p>
        <TextField
          label={t('invoices.form.regularizationTaxFree')}
          inputMode="decimal"
          {...field('regularizationTaxFree')}
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
        <TextAreaField
          label={t('invoices.form.regularizationMessage')}
          describedBy={counterId}
          {...field('regularizationMessage')}
        >
          <p
            id={counterId}
            aria-live="polite"
            className={`m-0 text-right text-sm ${messageLength > REGULARIZATION_MESSAGE_MAX ? 'font-bold text-error' : 'text-muted'}`}
          >
            {t('invoices.form.counter', { count: messageLength, max: REGULARIZATION_MESSAGE_MAX })}
          </p>
        </TextAreaField>
      </fieldset>
      <AmountsBox
        title={t('invoices.form.toInvoice')}
        level={3}
        className="flex flex-col gap-1 rounded-lg bg-primary-soft p-3"
      >
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
      </AmountsBox>
      <Button type="submit" block disabled={form.busy}>
        {t('invoices.form.submit')}
      </Button>
    </form>
  );
};
