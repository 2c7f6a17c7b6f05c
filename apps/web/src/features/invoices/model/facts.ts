import {
  businessDate,
  INVOICE_HOLDS_MONTH,
  type Assistant,
  type Invoice,
  type InvoiceSubmissionFacts,
  type Proforma,
} from '@relais/domain/rules';

/**
 * Whether an invoice holds its month: a status that holds it, and not the copy of a submission the
 * server refused (a refused or failed submission never keeps the month from being sent again).
 */
export const holdsMonth = (invoice: Pick<Invoice, 'id' | 'status'>, parked?: ReadonlySet<string>): boolean =>
  INVOICE_HOLDS_MONTH.includes(invoice.status) && !(parked?.has(invoice.id) ?? false);

export type KnownAssistant = Pick<Assistant, 'proInsuranceLimitDate' | 'signedDate'> | undefined;

/**
 * What the app knows for the early checks. When the assistant's data is not at hand (offline with
 * no saved copy) those checks are left to the server rather than refused here.
 */
export const submissionFacts = (opts: {
  now: Date;
  month: string;
  proforma: Proforma;
  me: KnownAssistant;
  invoices: readonly Invoice[] | undefined;
  /** The invalidated invoice sent again, if any (it does not hold its own month). */
  invoiceId: string | null;
  /** Ids of the invoices shown for submissions the server refused (parked): they hold nothing. */
  parked?: ReadonlySet<string>;
}): InvoiceSubmissionFacts => ({
  today: businessDate(opts.now),
  now: opts.now,
  month: opts.month,
  resubmittingInvalidated: opts.invoiceId !== null,
  proInsuranceLimitDate: opts.me ? opts.me.proInsuranceLimitDate : '9999-12-31',
  signedDate: opts.me ? opts.me.signedDate : 'unknown',
  monthHeldByAnotherInvoice: (opts.invoices ?? []).some(
    (i) => i.month === opts.month && i.id !== opts.invoiceId && holdsMonth(i, opts.parked),
  ),
  openInterventions: opts.proforma.openInterventions,
  tvaIncluded: opts.proforma.tvaIncluded,
});
