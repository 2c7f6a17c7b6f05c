import type { Invoice } from '@relais/domain/rules';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { derivedKey } from '../../../lib/derived-key';
import { invoiceFixture } from '../model/fixtures';
import { invoiceListKey, monthsToInvoiceKey } from './invoice-queries';
import type { RecordingApi } from '../../../lib/test-kit/recording-api';

const api = vi.hoisted((): RecordingApi => ({
  calls: [],
  failUpload: false,
  answer: { id: 'server-invoice' },
}));
vi.mock('../../../lib/api-client', async () =>
  (await import('../../../lib/test-kit/recording-api')).recordingApiClient(api),
);

const { sendInvoice, submitInvoiceAction, pendingInvoiceId, waitingMonths } = await import('./submit-action');
type Body = Parameters<typeof sendInvoice>[0];

const KEY = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const pdf = {
  name: 'facture.pdf',
  type: 'application/pdf',
  data: new TextEncoder().encode('%PDF-1.4 x').buffer,
};
const body = (invoiceId: string | null = null): Body => ({
  assistantId: 'u1',
  invoiceId,
  invoice: {
    month: '2026-10',
    invoiceNumber: 'FA-42',
    invoiceDate: '2026-11-21',
    amountTaxFree: 125.78,
    amountWithTax: 150.94,
    regularizationFixedPrice: null,
    regularizationFixedPriceTaxFree: null,
    regularizationMessage: null,
  },
});

describe('invoice submission action', () => {
  beforeEach(() => {
    api.calls = [];
    api.failUpload = false;
  });

  it('uploads the PDF (usage INVOICE, derived key) then POSTs the invoice with the file id', async () => {
    await sendInvoice(body(), { idempotencyKey: KEY, files: [pdf] });
    expect(api.calls.map((c) => c.what)).toEqual(['POST /files', 'POST /assistants/:id/invoices']);
    const [upload, post] = api.calls;
    const fileKey = await derivedKey(KEY, 'file:0');
    expect(upload?.key).toBe(fileKey);
    expect(upload?.fields).toEqual({
      usage: 'INVOICE',
      month: '2026-10',
      file: `file:facture.pdf:application/pdf:${pdf.data.byteLength}`,
    });
    expect(post?.key).toBe(KEY);
    expect(post?.params).toEqual({ id: 'u1' });
    expect(post?.body).toEqual({ ...body().invoice, fileId: `f-${fileKey.slice(0, 8)}` });
  });

  it('PUTs an invalidated invoice sent again', async () => {
    await sendInvoice(body('i9'), { idempotencyKey: KEY, files: [pdf] });
    expect(api.calls.map((c) => c.what)).toEqual(['POST /files', 'PUT /invoices/:invoiceId']);
    expect(api.calls[1]?.params).toEqual({ invoiceId: 'i9' });
  });

  it('re-sends the same keys on a replay, and stops before the invoice when the upload fails', async () => {
    await sendInvoice(body(), { idempotencyKey: KEY, files: [pdf] });
    const first = api.calls.map((c) => c.key);
    api.calls = [];
    await sendInvoice(body(), { idempotencyKey: KEY, files: [pdf] });
    expect(api.calls.map((c) => c.key)).toEqual(first);
    api.calls = [];
    api.failUpload = true;
    await expect(sendInvoice(body(), { idempotencyKey: KEY, files: [pdf] })).rejects.toThrow();
    expect(api.calls).toEqual([]);
    await expect(sendInvoice(body(), { idempotencyKey: KEY, files: [] })).rejects.toThrow(/PDF/);
  });

  it('shows the month as a proposed invoice at once (once); the months to invoice are left to the page', () => {
    const qc = new QueryClient();
    qc.setQueryData<Invoice[]>(invoiceListKey('u1'), [invoiceFixture()]);
    qc.setQueryData(monthsToInvoiceKey('u1'), [
      { month: '2026-10', closedInterventions: 3, openInterventions: 0, invalidatedInvoiceId: null },
    ]);
    submitInvoiceAction.apply?.(qc, body(), 'a1');
    submitInvoiceAction.apply?.(qc, body(), 'a1');
    const list = qc.getQueryData<Invoice[]>(invoiceListKey('u1')) ?? [];
    expect(list.map((i) => [i.id, i.month, i.status])).toEqual([
      [pendingInvoiceId('a1'), '2026-10', 'PROPOSED'],
      ['i1', '2026-09', 'ACCEPTED'],
    ]);
    expect(qc.getQueryData(monthsToInvoiceKey('u1'))).toHaveLength(1);
  });

  it('hides a month while its submission waits, never once the server refused it', () => {
    const action = (id: string, state: 'waiting' | 'sending' | 'parked', month: string) =>
      ({ id, state, body: { ...body(), invoice: { ...body().invoice, month } } }) as Parameters<
        typeof waitingMonths
      >[0][number];
    expect([...waitingMonths([action('a', 'waiting', '2026-10'), action('b', 'parked', '2026-09')])]).toEqual(
      ['2026-10'],
    );
  });

  it('replaces the invalidated invoice by the proposed one when sent again', () => {
    const qc = new QueryClient();
    qc.setQueryData<Invoice[]>(invoiceListKey('u1'), [
      invoiceFixture({ id: 'i9', month: '2026-10', status: 'INVALID', invalidReason: 'wrong' }),
    ]);
    submitInvoiceAction.apply?.(qc, body('i9'), 'a2');
    expect(qc.getQueryData<Invoice[]>(invoiceListKey('u1'))?.map((i) => [i.id, i.status])).toEqual([
      ['i9', 'PROPOSED'],
    ]);
  });
});
