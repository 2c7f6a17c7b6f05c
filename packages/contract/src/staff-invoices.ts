import { z } from 'zod';
import { INVOICE_STATUSES, type ErrorCode } from '@relais/domain';
import { defineRoute, signedInErrors } from './route';
import { routeTable } from './routes';

/*
 * The provider console's invoices queue (issue 28): the invoices waiting for a decision with the
 * pro-forma's totals beside theirs, an invoice's PDF, many marked paid at once, a month's export as
 * CSV. A decision itself is the existing staff call (setInvoiceStatus, with the status staff saw).
 */

const who = z.object({ id: z.string(), name: z.string() });
const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
/** Euros: tax-free, VAT and with tax. */
const totalsSchema = z.object({ taxFree: z.number(), vat: z.number(), withTax: z.number() });

/** GET /staff/invoices: filters (status: PROPOSED, the ones waiting, unless said), paging. */
export const staffInvoicesQuerySchema = z.object({
  status: z.enum(INVOICE_STATUSES).default('PROPOSED'),
  assistantId: z.string().min(1).max(100).optional(),
  month: monthSchema.optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffInvoicesQuery = z.infer<typeof staffInvoicesQuerySchema>;

export const staffInvoiceItemSchema = z.object({
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  assistant: who,
  month: z.string(),
  invoiceDate: z.string(),
  /** When she last sent it (null on seeded history). */
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
  status: z.enum(INVOICE_STATUSES),
  invalidReason: z.string().nullable(),
  /** The PDF (GET /staff/invoices/{invoiceId}/pdf); null when none was kept. */
  fileId: z.string().nullable(),
  invoice: totalsSchema,
  /** The month's pro-forma as computed now (validated interventions), and how many are still open. */
  proforma: totalsSchema.extend({ openInterventions: z.number().int() }),
  /** Invoice minus pro-forma (0 everywhere when they agree). */
  difference: totalsSchema,
});
export type StaffInvoiceItem = z.infer<typeof staffInvoiceItemSchema>;

export const staffInvoicePageSchema = z.object({
  items: z.array(staffInvoiceItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** When the oldest invoice of these filters was sent; null when none. */
  oldestAt: z.iso.datetime({ offset: true }).nullable(),
});
export type StaffInvoicePage = z.infer<typeof staffInvoicePageSchema>;

export const STAFF_INVOICES_BULK_MAX = 100;

export const staffInvoicesPaidBodySchema = z.object({
  invoiceIds: z.array(z.string().min(1).max(100)).min(1).max(STAFF_INVOICES_BULK_MAX),
});

export const staffInvoicesPaidSchema = z.object({
  paid: z.array(z.string()),
  /** Not marked paid: already paid, invalid, a credit note, moved meanwhile, or unknown (status null). */
  skipped: z.array(z.object({ invoiceId: z.string(), status: z.enum(INVOICE_STATUSES).nullable() })),
});
export type StaffInvoicesPaid = z.infer<typeof staffInvoicesPaidSchema>;

const staffErrors = [...signedInErrors, 'validation_failed'] as const satisfies readonly ErrorCode[];

export const listStaffInvoices = defineRoute({
  ...routeTable.listStaffInvoices,
  summary:
    "Staff: invoices by status (PROPOSED: waiting for a decision), oldest sent first, each beside its month's pro-forma; filtered and paged",
  auth: 'staff',
  permission: 'finance',
  query: staffInvoicesQuerySchema,
  response: staffInvoicePageSchema,
  errors: staffErrors,
});

export const getStaffInvoicePdf = defineRoute({
  ...routeTable.getStaffInvoicePdf,
  summary: "Staff: the bytes of an invoice's PDF, to read it in place (audited)",
  auth: 'staff',
  permission: 'finance',
  ownerExempt: 'staff only; every read is written to the audit log',
  params: z.object({ invoiceId: z.string().min(1).max(100) }),
  raw: true,
  response: z.unknown(),
  errors: [...signedInErrors, 'not_found'],
});

export const markStaffInvoicesPaid = defineRoute({
  ...routeTable.markStaffInvoicesPaid,
  summary:
    'Staff: mark many invoices paid, each through the one status decision (its audit, history line and notification); one not payable is skipped and said',
  auth: 'staff',
  permission: 'finance',
  body: staffInvoicesPaidBodySchema,
  response: staffInvoicesPaidSchema,
  errors: staffErrors,
});

export const exportStaffInvoices = defineRoute({
  ...routeTable.exportStaffInvoices,
  summary:
    "Staff: a month's invoices as CSV for accounting (number, date, assistant, amounts HT/TVA/TTC, status, paid date)",
  auth: 'staff',
  permission: 'finance',
  query: z.object({ month: monthSchema }),
  raw: true,
  response: z.unknown(),
  errors: staffErrors,
});

export const staffInvoiceRoutes = [
  listStaffInvoices,
  getStaffInvoicePdf,
  markStaffInvoicesPaid,
  exportStaffInvoices,
] as const;
