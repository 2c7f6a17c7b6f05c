import { routeTable } from '@relais/contract/routes';
import type { StaffInvoicesQuery } from '@relais/contract';
import type { InvoiceStatus } from '@relais/domain/rules';
import { call, callBlob } from '../../lib/api-client';

/** What the invoices queue shows: its filters and page (all kept in the URL). */
export type InvoicesSearch = Omit<StaffInvoicesQuery, 'size'>;

export const INVOICES_PAGE_SIZE = 25;

/** The statuses an invoice may be marked paid from (the server skips any other). */
export const PAYABLE: readonly InvoiceStatus[] = ['PROPOSED', 'ACCEPTED', 'LATE'];

/** The invoices queue's query keys (the console's own client: nothing of it is persisted). */
export const staffInvoiceKeys = {
  all: ['staff', 'invoices'] as const,
  list: (search: InvoicesSearch) => ['staff', 'invoices', 'list', search] as const,
  pdf: (invoiceId: string) => ['staff', 'invoices', 'pdf', invoiceId] as const,
};

export const listInvoices = (search: InvoicesSearch, size = INVOICES_PAGE_SIZE) =>
  call(routeTable.listStaffInvoices, { query: { ...search, size } });

/** A decision the console offers (the existing staff call, with the status staff saw). */
export type InvoiceDecision =
  { status: 'ACCEPTED' | 'PAYED' | 'LATE' } | { status: 'INVALID'; reason: string };

/** 409 invoice_already_decided when the invoice no longer has the status `from`. */
export const decideInvoice = (invoiceId: string, from: InvoiceStatus, decision: InvoiceDecision) =>
  call(routeTable.setInvoiceStatus, { params: { invoiceId }, body: { ...decision, from } });

/** Many paid at once, each through the one decision; the answer says which were skipped. */
export const markPaid = (invoiceIds: string[]) =>
  call(routeTable.markStaffInvoicesPaid, { body: { invoiceIds } });

/** The invoice's PDF bytes (audited), shown in place. */
export const invoicePdf = async (invoiceId: string): Promise<Blob> =>
  (await callBlob(routeTable.getStaffInvoicePdf, { params: { invoiceId } })).blob;

/** A month's CSV for accounting, with the server's file name. */
export const exportMonth = (month: string) => callBlob(routeTable.exportStaffInvoices, { query: { month } });
