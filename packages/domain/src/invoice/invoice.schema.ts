import { z } from 'zod';
import { folderReminderSchema } from '../folder/folder.schema';
import { EVENT_STATUSES, REPORT_STATUSES } from '../intervention/intervention.rules';
import { boundedDateSchema, boundedMonthSchema } from '../time/date.schema';
import {
  INVOICE_AMOUNT_MAX,
  INVOICE_NUMBER_MAX,
  INVOICE_STATUSES,
  READINESS_BLOCKERS,
  REGULARIZATION_MESSAGE_MAX,
} from './invoice.rules';

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
/** An amount the assistant sends: whole cents, within ±INVOICE_AMOUNT_MAX. */
const sentEuros = z
  .number()
  .multipleOf(0.01)
  .min(-INVOICE_AMOUNT_MAX, 'value-out-of-range')
  .max(INVOICE_AMOUNT_MAX, 'value-out-of-range');

export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);

/** An invoice as the API answers it (money in euros). */
export const invoiceSchema = z.object({
  id: z.string(),
  month,
  invoiceNumber: z.string(),
  invoiceDate: z.iso.date(),
  status: invoiceStatusSchema,
  amountTaxFree: z.number(),
  amountWithTax: z.number(),
  regularizationFixedPrice: z.number().nullable(),
  regularizationFixedPriceTaxFree: z.number().nullable(),
  regularizationMessage: z.string().nullable(),
  /** Why the provider invalidated it. */
  invalidReason: z.string().nullable(),
  fileId: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** POST /assistants/{id}/invoices and PUT /invoices/{invoiceId} (spec 3 Invoice + the month, PDF and totals). */
export const invoiceBodySchema = z.object({
  month: boundedMonthSchema,
  invoiceNumber: z.string().trim().min(1, 'required-field').max(INVOICE_NUMBER_MAX),
  invoiceDate: boundedDateSchema,
  /** The uploaded PDF (POST /files, usage INVOICE). */
  fileId: z.string().min(1, 'required-field'),
  /** Totals the assistant invoices: the pro-forma's, plus the regularisation when any. */
  amountTaxFree: sentEuros,
  amountWithTax: sentEuros,
  regularizationFixedPrice: sentEuros.nullable().optional(),
  regularizationFixedPriceTaxFree: sentEuros.nullable().optional(),
  regularizationMessage: z
    .string()
    .max(REGULARIZATION_MESSAGE_MAX + 1000)
    .nullable()
    .optional(),
});
export type InvoiceBody = z.infer<typeof invoiceBodySchema>;

export const proformaLineSchema = z.object({
  eventId: z.string(),
  startDate: z.iso.datetime({ offset: true }),
  clientName: z.string(),
  label: z.string(),
  remote: z.boolean(),
  minutes: z.number().int(),
  premiumMinutes: z.number().int(),
  km: z.number(),
  hoursAmount: z.number(),
  premiumAmount: z.number(),
  kmAmount: z.number(),
  expenses: z.array(z.object({ label: z.string(), amount: z.number(), fileId: z.string().nullable() })),
  expensesAmount: z.number(),
  total: z.number(),
});
export type ProformaLine = z.infer<typeof proformaLineSchema>;

/** GET /assistants/{id}/proforma/{date}: the statement of a month, computed from its validated interventions. */
export const proformaSchema = z.object({
  month,
  lines: z.array(proformaLineSchema),
  /** Interventions of the month not CLOSED yet (they are not on the statement). */
  openInterventions: z.number().int(),
  /**
   * Those interventions, oldest first, each named so the app links to what closes it (its report to
   * write, or to follow): the status shown (DONE derived) and its report's.
   */
  open: z.array(
    z.object({
      eventId: z.string(),
      startDate: z.iso.datetime({ offset: true }),
      clientName: z.string(),
      label: z.string(),
      remote: z.boolean(),
      status: z.enum(EVENT_STATUSES),
      reportStatus: z.enum(REPORT_STATUSES).nullable(),
    }),
  ),
  tvaIncluded: z.boolean(),
  totals: z.object({
    minutes: z.number().int(),
    premiumMinutes: z.number().int(),
    km: z.number(),
    hoursAmount: z.number(),
    premiumAmount: z.number(),
    kmAmount: z.number(),
    expensesAmount: z.number(),
    taxFree: z.number(),
    vat: z.number(),
    withTax: z.number(),
  }),
});
export type Proforma = z.infer<typeof proformaSchema>;

/** GET /assistants/{id}/events/monthsToInvoice: ended months with interventions and no invoice holding them. */
export const monthToInvoiceSchema = z.object({
  month,
  closedInterventions: z.number().int(),
  openInterventions: z.number().int(),
  invalidatedInvoiceId: z.string().nullable(),
});
export type MonthToInvoice = z.infer<typeof monthToInvoiceSchema>;

/** GET /assistants/{id}/invoices/readiness: can the assistant invoice the previous month on the 20th? */
export const readinessSchema = z.object({
  /** The month to invoice (the previous one). */
  month,
  /** The day submissions open next (today when open). */
  opensOn: z.iso.date(),
  /** The month has no live intervention: nothing to invoice (the app then says nothing of windows). */
  nothingToInvoice: z.boolean(),
  openNow: z.boolean(),
  alreadyInvoiced: z.boolean(),
  blockers: z.array(
    z.object({
      code: z.enum(READINESS_BLOCKERS),
      count: z.number().int().nullable(),
      date: z.iso.date().nullable(),
      /** The app route where the assistant can fix it. */
      path: z.string(),
    }),
  ),
  /**
   * Documents expired or expiring before the next invoicing window (`folderReminders`), less the
   * insurance when a blocker already names it.
   */
  reminders: z.array(folderReminderSchema),
});
export type Readiness = z.infer<typeof readinessSchema>;

/**
 * The status staff saw when deciding (optional): a decision on an invoice whose status is no longer
 * that one is refused (409 invoice_already_decided), as is one setting the status it already has.
 */
const seenStatus = { from: z.enum(INVOICE_STATUSES).optional() };

/** Staff: accept, invalidate (with a reason), mark paid or late. */
export const invoiceStatusBodySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ACCEPTED'), ...seenStatus }),
  z.object({ status: z.literal('PAYED'), ...seenStatus }),
  z.object({ status: z.literal('LATE'), ...seenStatus }),
  z.object({
    status: z.literal('INVALID'),
    reason: z.string().trim().min(1, 'required-field').max(500),
    ...seenStatus,
  }),
]);
