import type { FieldError } from '../errors/error.schema';
import { businessDate, businessMonth } from '../time/business-time';
import { withVatCents } from '../money/money.rules';

/** Spec 3 invoice statuses (ACCEPTED is shown as 'Billed'). */
export const INVOICE_STATUSES = ['INVALID', 'PAYED', 'ACCEPTED', 'CREDITNOTE', 'PROPOSED', 'LATE'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Spec 9 / decisions: submissions on days 1-4 and from the 20th; days 5 to 19 wait for the 20th. */
export const INVOICE_BLOCK_FIRST_DAY = 5;
export const INVOICE_WINDOW_OPEN_DAY = 20;
/**
 * A previously invalidated invoice may be sent again on days 1 to 17 and from the 20th (the spec's two
 * languages say 17th and 18th; decisions.md settles on "before the 18th").
 */
export const INVALIDATED_RESUBMIT_LAST_DAY = 17;
/** A month can be invoiced up to 12 months back. */
export const INVOICE_MAX_MONTHS_BACK = 12;
/** Regularisation text: under 255 characters (254 accepted). */
export const REGULARIZATION_MESSAGE_MAX = 254;
export const INVOICE_NUMBER_MAX = 50;
/**
 * Euros of an invoice's amounts and of a regularisation, either sign (decisions "Bounds"): a month of
 * a freelance assistant is far below it, and its cents fit the database's integer columns.
 */
export const INVOICE_AMOUNT_MAX = 1_000_000;

/** Statuses that hold a month: another invoice for it is refused (`invoice_exists`). */
export const INVOICE_HOLDS_MONTH: readonly InvoiceStatus[] = ['PROPOSED', 'ACCEPTED', 'PAYED', 'LATE'];

const dayOfMonth = (today: string): number => Number(today.slice(8, 10));

/** The submission window for `today` (`YYYY-MM-DD`, business zone). */
export const submissionWindowError = (
  today: string,
  resubmittingInvalidated: boolean,
): FieldError['errorCode'] | null => {
  const day = dayOfMonth(today);
  if (resubmittingInvalidated) {
    return day <= INVALIDATED_RESUBMIT_LAST_DAY || day >= INVOICE_WINDOW_OPEN_DAY
      ? null
      : 'invalidated_invoice_window';
  }
  return day >= INVOICE_BLOCK_FIRST_DAY && day < INVOICE_WINDOW_OPEN_DAY
    ? 'invoice_not_between_5_and_20'
    : null;
};

/** The next day submissions open from `today` (today itself when open). */
export const nextSubmissionDay = (today: string, resubmittingInvalidated = false): string => {
  if (submissionWindowError(today, resubmittingInvalidated) === null) return today;
  return `${today.slice(0, 8)}${String(INVOICE_WINDOW_OPEN_DAY).padStart(2, '0')}`;
};

/** `invoice_too_recent` for the current month or later; `invoice_too_old` beyond 12 months back. */
export const invoiceMonthError = (month: string, now: Date): FieldError['errorCode'] | null => {
  if (month >= businessMonth(now)) return 'invoice_too_recent';
  if (month < businessMonth(now, -INVOICE_MAX_MONTHS_BACK)) return 'invoice_too_old';
  return null;
};

/** Professional insurance: a date is needed, and it must not be past (the limit day itself still covers). */
export const insuranceError = (limitDate: string | null, now: Date): FieldError['errorCode'] | null => {
  if (!limitDate) return 'insurance_without_date';
  return limitDate < businessDate(now) ? 'insurance_expired' : null;
};

/** The price with tax a regularisation must carry for its price without tax. */
export const regularizationWithTaxCents = withVatCents;

export type InvoiceSubmissionFacts = {
  today: string;
  now: Date;
  month: string;
  resubmittingInvalidated: boolean;
  proInsuranceLimitDate: string | null;
  signedDate: string | null;
  monthHeldByAnotherInvoice: boolean;
  /** Interventions of the month not CLOSED (report to write, awaiting validation...). */
  openInterventions: number;
  tvaIncluded: boolean;
};
export type InvoiceSubmissionInput = {
  regularizationMessage?: string | null;
  regularizationFixedPriceCents?: number | null;
  regularizationFixedPriceTaxFreeCents?: number | null;
};

/**
 * Every refusal of spec 5 that does not need the file or the pro-forma totals, in the order the app
 * shows them. The server adds the file (PDF) and totals checks.
 */
export const invoiceSubmissionErrors = (
  facts: InvoiceSubmissionFacts,
  input: InvoiceSubmissionInput = {},
): FieldError[] => {
  const errors: FieldError[] = [];
  const window = submissionWindowError(facts.today, facts.resubmittingInvalidated);
  if (window) errors.push({ errorCode: window, field: 'invoiceDate' });
  const month = invoiceMonthError(facts.month, facts.now);
  if (month) errors.push({ errorCode: month, field: 'month' });
  if (facts.openInterventions > 0)
    errors.push({ errorCode: 'all_events_in_invoice_month_must_be_closed', field: 'month' });
  const insurance = insuranceError(facts.proInsuranceLimitDate, facts.now);
  if (insurance) errors.push({ errorCode: insurance, field: 'proInsuranceLimitDate' });
  if (!facts.signedDate) errors.push({ errorCode: 'only_signed_assistants_invoice', field: 'signedDate' });
  if (facts.monthHeldByAnotherInvoice) errors.push({ errorCode: 'invoice_exists', field: 'month' });
  if ((input.regularizationMessage ?? '').length > REGULARIZATION_MESSAGE_MAX) {
    errors.push({ errorCode: 'regularization-too-big', field: 'regularizationMessage' });
  }
  const taxFree = input.regularizationFixedPriceTaxFreeCents;
  const withTax = input.regularizationFixedPriceCents;
  const hasReg = (taxFree ?? null) !== null || (withTax ?? null) !== null;
  const outOfRange = [taxFree, withTax].some((c) => c != null && !(Math.abs(c) <= INVOICE_AMOUNT_MAX * 100));
  if (outOfRange) errors.push({ errorCode: 'value-out-of-range', field: 'regularizationFixedPrice' });
  else if (
    hasReg &&
    (taxFree == null || withTax == null || regularizationWithTaxCents(taxFree, facts.tvaIncluded) !== withTax)
  ) {
    errors.push({ errorCode: 'invalid_regularization_price', field: 'regularizationFixedPrice' });
  }
  return errors;
};

/** What can keep an assistant from invoicing on the 20th (the readiness view). */
export const READINESS_BLOCKERS = [
  'reports_to_write',
  'reports_awaiting_validation',
  'insurance_missing',
  'insurance_expired',
  'insurance_expires_before_window',
  'contract_not_signed',
  'invoice_invalidated',
] as const;
