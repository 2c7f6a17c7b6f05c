import { z } from 'zod';
import {
  invoiceBodySchema,
  invoiceSchema,
  invoiceStatusBodySchema,
  monthToInvoiceSchema,
  proformaSchema,
  boundedMonthOrDateSchema,
  readinessSchema,
  type ErrorCode,
} from '@relais/domain';
import { defineRoute, ownerRoute, idParam, signedInErrors } from './route';
import { routeTable } from './routes';

const submissionRules = [
  'validation_failed',
  'required-field',
  'invoice_not_between_5_and_20',
  'invalidated_invoice_window',
  'invoice_too_recent',
  'invoice_too_old',
  'all_events_in_invoice_month_must_be_closed',
  'insurance_without_date',
  'insurance_expired',
  'only_signed_assistants_invoice',
  'invoice_exists',
  'regularization-too-big',
  'invalid_regularization_price',
  'value-out-of-range',
  'computed_fixed_price_mismatch',
  'invoice_file_not_found',
  'file_content_type_not_allowed',
] as const satisfies readonly ErrorCode[];

export const listInvoices = ownerRoute({
  ...routeTable.listInvoices,
  summary: "The assistant's invoices, newest month first",
  params: idParam,
  response: z.array(invoiceSchema),
  errors: [],
});

export const getInvoice = defineRoute({
  ...routeTable.getInvoice,
  summary: "One of the caller's invoices",
  auth: 'user',
  ownerExempt: 'the id is an invoice id; the service checks it is the caller’s',
  children: ['invoiceId'],
  params: z.object({ invoiceId: z.string().min(1) }),
  response: invoiceSchema,
  errors: [...signedInErrors, 'not_found'],
});

export const createInvoice = ownerRoute({
  ...routeTable.createInvoice,
  summary: 'Submit the invoice of an ended month (PDF uploaded first with POST /files, usage INVOICE)',
  params: idParam,
  body: invoiceBodySchema,
  response: invoiceSchema,
  errors: ['not_found', ...submissionRules],
});

export const updateInvoice = defineRoute({
  ...routeTable.updateInvoice,
  summary: 'Send an invalidated invoice again (corrected), within its window',
  auth: 'user',
  ownerExempt: 'the id is an invoice id; the service checks it is the caller’s',
  children: ['invoiceId'],
  params: z.object({ invoiceId: z.string().min(1) }),
  body: invoiceBodySchema,
  response: invoiceSchema,
  errors: [...signedInErrors, 'not_found', ...submissionRules],
});

export const getMonthsToInvoice = ownerRoute({
  ...routeTable.getMonthsToInvoice,
  summary: 'Ended months (12 back at most) with interventions and no invoice holding them',
  params: idParam,
  response: z.array(monthToInvoiceSchema),
  errors: [],
});

export const getProforma = ownerRoute({
  ...routeTable.getProforma,
  summary:
    'The pro-forma statement of the month of date (YYYY-MM or YYYY-MM-DD), from its validated interventions',
  params: z.object({ id: z.string().min(1), date: boundedMonthOrDateSchema }),
  response: proformaSchema,
  errors: ['validation_failed'],
});

export const getInvoiceReadiness = ownerRoute({
  ...routeTable.getInvoiceReadiness,
  summary:
    'Whether the previous month can be invoiced on the 20th, and what blocks it (with where to fix it)',
  params: idParam,
  response: readinessSchema,
  errors: [],
});

export const setInvoiceStatus = defineRoute({
  ...routeTable.setInvoiceStatus,
  summary:
    'Staff: accept, invalidate (with a reason), mark paid or late; 409 invoice_already_decided (with the current status) when it moved from the status staff saw',
  auth: 'staff',
  permission: 'finance',
  ownerExempt: 'staff only; every decision is written to the audit log',
  params: z.object({ invoiceId: z.string().min(1) }),
  body: invoiceStatusBodySchema,
  response: invoiceSchema,
  errors: [
    'authentication_required',
    'access_denied',
    'not_found',
    'validation_failed',
    'required-field',
    'invoice_already_decided',
  ],
});

export const invoiceRoutes = [
  listInvoices,
  getInvoice,
  createInvoice,
  updateInvoice,
  getMonthsToInvoice,
  getProforma,
  getInvoiceReadiness,
  setInvoiceStatus,
] as const;
