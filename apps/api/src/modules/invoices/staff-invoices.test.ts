import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { StaffInvoicePage, StaffInvoicesPaid } from '@relais/contract';
import type { Proforma } from '@relais/domain';
import { auditLog, history, invoices } from '../../db/schema/index';
import { CLIENT, errJson, signIn, STAFF } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { staffInvoicesKit } from './staff-invoices-kit';

// TEST_NOW is Wednesday 2026-03-11 10:00 in Paris.
const t = useSignedInDemo();
const k = staffInvoicesKit(t);

const page = async (query = '') => {
  const res = await k.call('GET', `/staff/invoices${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StaffInvoicePage>();
};

describe('GET /staff/invoices', () => {
  it('lists the waiting invoices oldest sent first, filtered and paged, with the oldest one’s time', async () => {
    const other = k.people().otherId;
    const [a, b, c, d] = await k.handMade([
      { submitted: '2026-03-05T08:00:00Z' },
      { submitted: '2026-03-01T08:00:00Z', assistantId: other, month: '2026-01' },
      { submitted: '2026-03-03T08:00:00Z', assistantId: other },
      { submitted: '2026-03-02T08:00:00Z', status: 'ACCEPTED' },
    ]);
    const all = await page();
    expect(all.items.map((i) => i.invoiceId)).toEqual([b, c, a]);
    expect(all).toMatchObject({ total: 3, page: 0, size: 25, oldestAt: '2026-03-01T08:00:00.000Z' });
    const second = await page('?size=2&page=1');
    expect(second.items.map((i) => i.invoiceId)).toEqual([a]);
    expect(second.total).toBe(3);
    expect(await page('?size=2&page=4')).toMatchObject({
      items: [],
      total: 3,
      oldestAt: '2026-03-01T08:00:00.000Z',
    });
    expect((await page(`?assistantId=${other}`)).items.map((i) => i.invoiceId)).toEqual([b, c]);
    expect((await page('?month=2026-02')).items.map((i) => i.invoiceId)).toEqual([c, a]);
    const accepted = await page('?status=ACCEPTED');
    expect(accepted.items.map((i) => i.invoiceId)).toEqual([d]);
    expect(accepted.oldestAt).toBe('2026-03-02T08:00:00.000Z');
    expect(await page('?month=2025-01')).toMatchObject({ items: [], total: 0, oldestAt: null });
    expect((await k.call('GET', '/staff/invoices?size=101')).statusCode).toBe(400);
    expect((await k.call('GET', '/staff/invoices?month=2026-13')).statusCode).toBe(400);
  });

  it('shows the month’s pro-forma beside the invoice, and the difference', async () => {
    const [id] = await k.handMade([{ taxFreeCents: 12_345, withTaxCents: 14_814 }]);
    const proforma = (
      await t.ctx.app.inject({
        method: 'GET',
        url: `/api/assistants/${k.people().demoId}/proforma/2026-02`,
        headers: { authorization: `Bearer ${t.s.token}` },
      })
    ).json<Proforma>();
    expect(proforma.totals.taxFree).toBeGreaterThan(0);
    const [item] = (await page()).items;
    const round = (n: number) => Math.round(n * 100) / 100;
    expect(item).toMatchObject({
      invoiceId: id,
      invoiceNumber: 'FA-1',
      assistant: { id: k.people().demoId, name: expect.stringMatching(/\S/) as string },
      month: '2026-02',
      status: 'PROPOSED',
      invoice: { taxFree: 123.45, vat: 24.69, withTax: 148.14 },
      proforma: {
        taxFree: proforma.totals.taxFree,
        vat: proforma.totals.vat,
        withTax: proforma.totals.withTax,
        openInterventions: proforma.openInterventions,
      },
      difference: {
        taxFree: round(123.45 - proforma.totals.taxFree),
        withTax: round(148.14 - proforma.totals.withTax),
      },
    });
  });

  it('is the finance permission’s: an operations-only member, an assistant or a client gets 403', async () => {
    await k.handMade([{}]);
    expect((await k.call('GET', '/staff/invoices')).statusCode).toBe(200);
    expect((await k.call('GET', '/staff/invoices', await signIn(t.ctx.app, STAFF))).statusCode).toBe(200);
    expect((await k.call('GET', '/staff/invoices', t.s)).statusCode).toBe(403);
    expect((await k.call('GET', '/staff/invoices', await signIn(t.ctx.app, CLIENT))).statusCode).toBe(403);
    const ops = await k.operationsOnly();
    expect((await k.call('GET', '/staff/invoices', ops)).statusCode).toBe(403);
    expect((await k.call('POST', '/staff/invoices/paid', ops, { invoiceIds: ['x'] })).statusCode).toBe(403);
    expect((await k.call('GET', '/staff/invoices/export?month=2026-02', ops)).statusCode).toBe(403);
    expect((await k.call('GET', '/staff/quotes', ops)).statusCode).toBe(200);
  });
});

describe('POST /staff/invoices/{invoiceId}/status on an invoice that moved', () => {
  const decide = (id: string, payload: Record<string, unknown>) =>
    k.call('POST', `/staff/invoices/${id}/status`, undefined, payload);

  it('two concurrent decisions: one succeeds, the other is 409 invoice_already_decided with the status', async () => {
    const [id = ''] = await k.handMade([{}]);
    const answers = await Promise.all([
      decide(id, { status: 'ACCEPTED', from: 'PROPOSED' }),
      decide(id, { status: 'INVALID', reason: 'Montant faux', from: 'PROPOSED' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((r) => r.statusCode === 200);
    const lost = answers.find((r) => r.statusCode === 409);
    const now = won?.json<{ status: string }>().status;
    expect(lost && errJson(lost)).toMatchObject({
      errorCode: 'invoice_already_decided',
      current: { status: now },
    });
    const [row] = await k.db().select().from(invoices).where(eq(invoices.id, id));
    expect(row?.status).toBe(now);
    const lines = await k.db().select().from(auditLog).where(eq(auditLog.action, 'invoice_status_changed'));
    expect(lines).toHaveLength(1);
  });

  it('refuses a decision from a status it no longer has, and setting the status it has', async () => {
    const [id = ''] = await k.handMade([{ status: 'ACCEPTED' }]);
    const stale = await decide(id, { status: 'LATE', from: 'PROPOSED' });
    expect(stale.statusCode).toBe(409);
    expect(errJson(stale)).toMatchObject({
      errorCode: 'invoice_already_decided',
      current: { status: 'ACCEPTED' },
    });
    expect((await decide(id, { status: 'ACCEPTED' })).statusCode).toBe(409);
    expect((await decide(id, { status: 'PAYED', from: 'ACCEPTED' })).statusCode).toBe(200);
  });
});

describe('POST /staff/invoices/paid', () => {
  it('marks many paid through the one decision; one not payable or unknown is skipped and said', async () => {
    const [proposed = '', accepted = '', invalid = '', late = ''] = await k.handMade([
      {},
      { status: 'ACCEPTED' },
      { status: 'INVALID' },
      { status: 'LATE', assistantId: k.people().otherId },
    ]);
    const res = await k.call('POST', '/staff/invoices/paid', undefined, {
      invoiceIds: [proposed, accepted, invalid, 'unknown-invoice', late, proposed],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StaffInvoicesPaid>()).toEqual({
      paid: [proposed, accepted, late],
      skipped: [
        { invoiceId: invalid, status: 'INVALID' },
        { invoiceId: 'unknown-invoice', status: null },
      ],
    });
    const rows = await k.db().select().from(invoices);
    expect(
      rows
        .filter((r) => r.status === 'PAYED')
        .map((r) => r.id)
        .sort(),
    ).toEqual([proposed, accepted, late].sort());
    // the one decision's audit and history line per invoice
    const audits = await k.db().select().from(auditLog).where(eq(auditLog.action, 'invoice_status_changed'));
    expect(audits).toHaveLength(3);
    const lines = await k
      .db()
      .select()
      .from(history)
      .where(and(eq(history.objectType, 'INVOICE'), eq(history.objectId, accepted)));
    expect(lines).toHaveLength(1);
    expect((await k.call('POST', '/staff/invoices/paid', undefined, { invoiceIds: [] })).statusCode).toBe(
      400,
    );
    const tooMany = Array.from({ length: 101 }, (_, i) => `id-${i}`);
    expect(
      (await k.call('POST', '/staff/invoices/paid', undefined, { invoiceIds: tooMany })).statusCode,
    ).toBe(400);
  });
});
