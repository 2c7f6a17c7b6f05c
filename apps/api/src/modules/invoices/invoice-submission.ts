import { eurosToCents, invoiceSubmissionErrors, type FieldError, type InvoiceBody } from '@relais/domain';
import type { ProformaCents } from './invoice-proforma';
import { invalidatedOf, monthHeld } from './invoice-readiness';
import type { AssistantFacts, InvoiceFields, InvoiceFileFacts, InvoiceRecord } from './invoices.repository';

const centsOrNull = (euros: number | null | undefined): number | null =>
  euros === null || euros === undefined ? null : eurosToCents(euros);

/** The stored fields of a submission (money in cents). */
export const invoiceFields = (body: InvoiceBody): InvoiceFields => {
  const message = body.regularizationMessage?.trim() ?? '';
  return {
    month: body.month,
    invoiceNumber: body.invoiceNumber,
    invoiceDate: body.invoiceDate,
    amountTaxFreeCents: eurosToCents(body.amountTaxFree),
    amountWithTaxCents: eurosToCents(body.amountWithTax),
    regularizationFixedPriceCents: centsOrNull(body.regularizationFixedPrice),
    regularizationFixedPriceTaxFreeCents: centsOrNull(body.regularizationFixedPriceTaxFree),
    regularizationMessage: message === '' ? null : message,
    fileId: body.fileId,
  };
};

export type SubmissionContext = {
  now: Date;
  today: string;
  assistantId: string;
  body: InvoiceBody;
  facts: AssistantFacts;
  /** The assistant's invoices (every month). */
  invoices: InvoiceRecord[];
  /** The invoice sent again (PUT), null for a new one (POST). */
  existing: InvoiceRecord | null;
  file: InvoiceFileFacts | null;
  openInterventions: number;
  proforma: ProformaCents;
};

/** PUT only: the invoice must be INVALID and stay on its month. */
const resubmissionErrors = (existing: InvoiceRecord | null, month: string): FieldError[] => {
  if (!existing) return [];
  const errors: FieldError[] = [];
  if (existing.status !== 'INVALID') errors.push({ errorCode: 'invoice_exists', field: 'status' });
  if (existing.month !== month) errors.push({ errorCode: 'validation_failed', field: 'month' });
  return errors;
};

/**
 * Spec 5 submission refusals in order: the domain's rules (window, month, open interventions,
 * insurance, contract, invoice exists, regularisation), then the file (the caller's live INVOICE
 * file, a PDF by its content), then the totals against the pro-forma plus the regularisation.
 * A month whose latest invoice is INVALID is a resubmission (its own window), whatever the verb.
 */
export const submissionErrors = (c: SubmissionContext): FieldError[] => {
  const fields = invoiceFields(c.body);
  const errors: FieldError[] = [
    ...resubmissionErrors(c.existing, c.body.month),
    ...invoiceSubmissionErrors(
      {
        today: c.today,
        now: c.now,
        month: c.body.month,
        resubmittingInvalidated: c.existing !== null || invalidatedOf(c.invoices, c.body.month) !== null,
        proInsuranceLimitDate: c.facts.proInsuranceLimitDate,
        signedDate: c.facts.signedDate,
        monthHeldByAnotherInvoice: monthHeld(c.invoices, c.body.month, c.existing?.id),
        openInterventions: c.openInterventions,
        tvaIncluded: c.facts.tvaIncluded,
      },
      {
        regularizationMessage: c.body.regularizationMessage ?? null,
        regularizationFixedPriceCents: fields.regularizationFixedPriceCents ?? null,
        regularizationFixedPriceTaxFreeCents: fields.regularizationFixedPriceTaxFreeCents ?? null,
      },
    ),
  ];

  const f = c.file;
  if (!f || f.ownerId !== c.assistantId || f.usage !== 'INVOICE' || f.deletedAt !== null) {
    errors.push({ errorCode: 'invoice_file_not_found', field: 'fileId' });
  } else if (f.type !== 'application/pdf') {
    errors.push({ errorCode: 'file_content_type_not_allowed', field: 'fileId' });
  }

  const regTaxFree = fields.regularizationFixedPriceTaxFreeCents ?? 0;
  const regWithTax = fields.regularizationFixedPriceCents ?? 0;
  if (fields.amountTaxFreeCents !== c.proforma.taxFree + regTaxFree) {
    errors.push({ errorCode: 'computed_fixed_price_mismatch', field: 'amountTaxFree' });
  }
  if (fields.amountWithTaxCents !== c.proforma.withTax + regWithTax) {
    errors.push({ errorCode: 'computed_fixed_price_mismatch', field: 'amountWithTax' });
  }
  return errors;
};
