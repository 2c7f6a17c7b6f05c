import {
  centsToEuros,
  dateInRange,
  eurosToCents,
  invoiceSubmissionErrors,
  INVOICE_AMOUNT_MAX,
  INVOICE_NUMBER_MAX,
  regularizationWithTaxCents,
  type Invoice,
  type InvoiceBody,
  type InvoiceSubmissionFacts,
  type Proforma,
} from '@relais/domain/rules';
import { documentErrorCodes } from '../../../lib/file-check';
import { formatDecimal } from '../../../lib/format';

/** What the submission form holds (texts as typed; the PDF as bytes, kept across errors). */
export type SubmissionValues = {
  invoiceNumber: string;
  invoiceDate: string;
  /** Regularisation price without tax, as typed (`12,50`, `-3`); empty when none. */
  regularizationTaxFree: string;
  regularizationMessage: string;
};
export type PickedPdf = { name: string; type: string; size: number; data: ArrayBuffer };

/** Fields the form shows errors at; `facts` are the ones the assistant fixes elsewhere (shown above the form). */
export type SubmissionField =
  'invoiceNumber' | 'invoiceDate' | 'file' | 'regularizationTaxFree' | 'regularizationMessage' | 'facts';
export type SubmissionErrors = Partial<Record<Exclude<SubmissionField, 'facts'>, string>> & {
  facts?: string[];
};

export const emptySubmission = (today: string): SubmissionValues => ({
  invoiceNumber: '',
  invoiceDate: today,
  regularizationTaxFree: '',
  regularizationMessage: '',
});

/** A typed euro amount (`1 234,5`, `12.50`, `-3`) to cents; null when empty, NaN when not a 2-decimal amount. */
export const parseEurosText = (text: string): number | null => {
  const plain = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (plain === '') return null;
  if (!/^-?\d+(\.\d{1,2})?$/.test(plain)) return Number.NaN;
  // beyond the bound, the amount reads as just past it (the rules then name the bound): no digit
  // count can overflow the cents
  const euros = Number(plain);
  const past = INVOICE_AMOUNT_MAX + 1;
  return eurosToCents(Math.abs(euros) > past ? Math.sign(euros) * past : euros);
};

export type Regularization = { taxFreeCents: number; withTaxCents: number } | null;

/** The regularisation the form describes (with tax computed when VAT applies), null when none or invalid. */
export const regularizationOf = (values: SubmissionValues, tvaIncluded: boolean): Regularization => {
  const taxFree = parseEurosText(values.regularizationTaxFree);
  if (taxFree === null || Number.isNaN(taxFree)) return null;
  return { taxFreeCents: taxFree, withTaxCents: regularizationWithTaxCents(taxFree, tvaIncluded) };
};

export type Totals = { taxFreeCents: number; vatCents: number; withTaxCents: number };

/** The totals invoiced: the pro-forma's plus the regularisation. */
export const invoicedTotals = (proforma: Proforma, reg: Regularization): Totals => {
  const taxFreeCents = eurosToCents(proforma.totals.taxFree) + (reg?.taxFreeCents ?? 0);
  const withTaxCents = eurosToCents(proforma.totals.withTax) + (reg?.withTaxCents ?? 0);
  return { taxFreeCents, vatCents: withTaxCents - taxFreeCents, withTaxCents };
};

/** The statement adds up: its lines make its tax-free total (else `invoice-totals-not-equals`). */
export const statementAddsUp = (proforma: Proforma): boolean =>
  proforma.lines.reduce((sum, l) => sum + eurosToCents(l.total), 0) === eurosToCents(proforma.totals.taxFree);

const FACT_FIELDS = new Set(['month', 'proInsuranceLimitDate', 'signedDate']);

/**
 * The early checks of the form: what the app knows (spec 5 rules through `invoiceSubmissionErrors`,
 * the PDF by its first bytes and size, the statement's totals); error codes by field.
 */
export const submissionErrors = (
  values: SubmissionValues,
  pdf: PickedPdf | null,
  facts: InvoiceSubmissionFacts,
  proforma: Proforma,
): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  const add = (field: SubmissionField, code: string) => {
    const list = (out[field] ??= []);
    if (!list.includes(code)) list.push(code);
  };
  if (!values.invoiceNumber.trim()) add('invoiceNumber', 'required-field');
  else if (values.invoiceNumber.trim().length > INVOICE_NUMBER_MAX) add('invoiceNumber', 'validation_failed');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.invoiceDate)) add('invoiceDate', 'required-field');
  else if (!dateInRange(values.invoiceDate)) add('invoiceDate', 'date-out-of-range');
  if (!pdf) add('file', 'required-field');
  else {
    const bytes = new Uint8Array(pdf.data.slice(0, 8));
    for (const code of documentErrorCodes({ name: pdf.name, size: pdf.size, bytes }, { pdfOnly: true }))
      add('file', code);
  }
  const taxFree = parseEurosText(values.regularizationTaxFree);
  if (taxFree !== null && Number.isNaN(taxFree)) add('regularizationTaxFree', 'invalid_regularization_price');
  const reg = regularizationOf(values, facts.tvaIncluded);
  const input = {
    regularizationMessage: values.regularizationMessage,
    regularizationFixedPriceTaxFreeCents: reg?.taxFreeCents ?? null,
    regularizationFixedPriceCents: reg?.withTaxCents ?? null,
  };
  for (const e of invoiceSubmissionErrors(facts, input)) {
    if (FACT_FIELDS.has(e.field ?? '')) add('facts', e.errorCode);
    else if (e.field === 'regularizationFixedPrice') add('regularizationTaxFree', e.errorCode);
    else add((e.field ?? 'facts') as SubmissionField, e.errorCode);
  }
  if (!statementAddsUp(proforma)) add('facts', 'invoice-totals-not-equals');
  return out;
};

/** The POST/PUT body (without the file id, added once the PDF is uploaded): money in euros. */
export const invoiceBodyOf = (
  values: SubmissionValues,
  month: string,
  proforma: Proforma,
): Omit<InvoiceBody, 'fileId'> => {
  const reg = regularizationOf(values, proforma.tvaIncluded);
  const totals = invoicedTotals(proforma, reg);
  const message = values.regularizationMessage.trim();
  return {
    month,
    invoiceNumber: values.invoiceNumber.trim(),
    invoiceDate: values.invoiceDate,
    amountTaxFree: centsToEuros(totals.taxFreeCents),
    amountWithTax: centsToEuros(totals.withTaxCents),
    regularizationFixedPriceTaxFree: reg ? centsToEuros(reg.taxFreeCents) : null,
    regularizationFixedPrice: reg ? centsToEuros(reg.withTaxCents) : null,
    regularizationMessage: message === '' ? null : message,
  };
};

/** The form's values again from a queued body (editing a parked submission). */
export const valuesOfBody = (body: Omit<InvoiceBody, 'fileId'>): SubmissionValues => ({
  invoiceNumber: body.invoiceNumber,
  invoiceDate: body.invoiceDate,
  regularizationTaxFree: formatDecimal(body.regularizationFixedPriceTaxFree),
  regularizationMessage: body.regularizationMessage ?? '',
});

/** Euros as the assistant types them (`-20,50` in French, `-20.50` in English), 2 decimals. */
export const eurosText = (euros: number, decimal: ',' | '.'): string => {
  const cents = eurosToCents(euros);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}${decimal}${String(abs % 100).padStart(2, '0')}`;
};

/**
 * The form of an invalidated invoice sent again: its previous number, date and regularisation (the
 * assistant corrects what the provider's reason names; the PDF is picked again).
 */
export const valuesOfInvoice = (
  invoice: Pick<
    Invoice,
    'invoiceNumber' | 'invoiceDate' | 'regularizationFixedPriceTaxFree' | 'regularizationMessage'
  >,
  decimal: ',' | '.',
): SubmissionValues => ({
  invoiceNumber: invoice.invoiceNumber,
  invoiceDate: invoice.invoiceDate,
  regularizationTaxFree:
    invoice.regularizationFixedPriceTaxFree === null
      ? ''
      : eurosText(invoice.regularizationFixedPriceTaxFree, decimal),
  regularizationMessage: invoice.regularizationMessage ?? '',
});
