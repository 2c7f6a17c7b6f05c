import type { Invoice, InvoiceBody } from '@relais/domain/rules';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import {
  defineAction,
  outboxItemId,
  uploadStoredFile,
  type PendingAction,
  type StoredFile,
} from '../../../offline';
import { routeTable } from '@relais/contract/routes';
import { invoiceListKey, refreshInvoices } from './invoice-queries';

export const SUBMIT_INVOICE = 'invoices.submit';

export type SubmitInvoiceBody = {
  assistantId: string;
  /** Set when an invalidated invoice is sent again (PUT); null for a new one (POST). */
  invoiceId: string | null;
  /** Everything but the file id: the action's file 0 is the PDF, uploaded at send time. */
  invoice: Omit<InvoiceBody, 'fileId'>;
};

/** The id a queued new invoice shows under (the engine's). */
export const pendingInvoiceId = (actionId: string): string => outboxItemId(actionId);
export const invoiceEditPath = (actionId: string, body: SubmitInvoiceBody): string =>
  `/activity/invoices/proforma/edit/${body.invoice.month}?action=${encodeURIComponent(actionId)}`;

/** Uploads the PDF with a key derived from the action's, then POSTs (or PUTs) the invoice with its id. */
export const sendInvoice = async (
  body: SubmitInvoiceBody,
  ctx: { idempotencyKey: string; files: StoredFile[] },
): Promise<Invoice> => {
  const pdf = ctx.files[0];
  if (!pdf) throw new Error('missing queued invoice PDF');
  const fields = { usage: 'INVOICE', month: body.invoice.month };
  const fileId = await uploadStoredFile(fields, pdf, { idempotencyKey: ctx.idempotencyKey, index: 0 });
  const invoice = { ...body.invoice, fileId };
  if (body.invoiceId) {
    return call(routeTable.updateInvoice, {
      params: { invoiceId: body.invoiceId },
      body: invoice,
      idempotencyKey: ctx.idempotencyKey,
    });
  }
  return call(routeTable.createInvoice, {
    params: { id: body.assistantId },
    body: invoice,
    idempotencyKey: ctx.idempotencyKey,
  });
};

/** The invoice as the lists show it while it waits in the outbox. */
export const optimisticInvoice = (body: SubmitInvoiceBody, actionId: string, createdAt: string): Invoice => ({
  id: body.invoiceId ?? pendingInvoiceId(actionId),
  month: body.invoice.month,
  invoiceNumber: body.invoice.invoiceNumber,
  invoiceDate: body.invoice.invoiceDate,
  status: 'PROPOSED',
  amountTaxFree: body.invoice.amountTaxFree,
  amountWithTax: body.invoice.amountWithTax,
  regularizationFixedPrice: body.invoice.regularizationFixedPrice ?? null,
  regularizationFixedPriceTaxFree: body.invoice.regularizationFixedPriceTaxFree ?? null,
  regularizationMessage: body.invoice.regularizationMessage ?? null,
  invalidReason: null,
  fileId: null,
  createdAt,
});

/** Puts (once) the optimistic invoice in the cached list, in place of the invalidated one when sent again. */
export const withSubmitted = (list: Invoice[], invoice: Invoice): Invoice[] => {
  const rest = list.filter((i) => i.id !== invoice.id);
  return [invoice, ...rest].sort((a, b) => b.month.localeCompare(a.month));
};

const apply = (qc: QueryClient, body: SubmitInvoiceBody, actionId: string): void => {
  const existing = qc
    .getQueryData<Invoice[]>(invoiceListKey(body.assistantId))
    ?.find((i) => i.id === (body.invoiceId ?? pendingInvoiceId(actionId)));
  const invoice = optimisticInvoice(body, actionId, existing?.createdAt ?? new Date(0).toISOString());
  qc.setQueryData<Invoice[]>(invoiceListKey(body.assistantId), (list) =>
    list ? withSubmitted(list, invoice) : list,
  );
  // the months to invoice are left as they are: the page hides a month while its submission waits,
  // and shows it again once the server refused it (`waitingMonths`)
};

/** The months of the submissions still waiting to be sent (not refused): not 'to invoice' meanwhile. */
export const waitingMonths = (actions: readonly PendingAction<SubmitInvoiceBody>[]): Set<string> =>
  new Set(actions.filter((a) => a.state !== 'parked').map((a) => a.body.invoice.month));

/** One outbox action per submission, the PDF travelling with it: the month shows a PROPOSED invoice at once. */
export const submitInvoiceAction = defineAction<SubmitInvoiceBody, typeof SUBMIT_INVOICE>({
  type: SUBMIT_INVOICE,
  send: sendInvoice,
  apply,
  revert: (qc, body) => refreshInvoices(qc, body.assistantId),
  settled: (qc, body) => refreshInvoices(qc, body.assistantId),
  describe: (body) => ({
    key: 'invoices.describeSubmit',
    values: {
      month: formatDate(`${body.invoice.month}-01T12:00:00`, 'LLLL yyyy'),
      number: body.invoice.invoiceNumber,
    },
  }),
  editPath: invoiceEditPath,
});
