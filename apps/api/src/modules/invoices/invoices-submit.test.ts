import { describe, expect, it } from 'vitest';
import { auditLog, history } from '../../db/schema/index';
import { errJson, objJson, signIn } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { invoicesKit } from './invoices-test-kit';

const t = useSignedInDemo();
const k = invoicesKit(
  () => t.ctx,
  () => t.s,
);

/** 10:00 in Paris (UTC+1 in March 2026) on that day of March: the previous month is February. */
const onMarch = async (day: number): Promise<void> => {
  t.ctx.clock.set(`2026-03-${String(day).padStart(2, '0')}T09:00:00.000Z`);
  // a fresh session: the seed's one has expired by then
  t.s = await signIn(t.ctx.app);
};

/** Submits February (its open interventions dropped) and answers the response. */
const submitFebruary = async (extra: Record<string, unknown> = {}) => {
  await k.dropOpenOfPreviousMonth();
  return k.submit(await k.body(await k.uploadInvoiceFile(), extra));
};
const KEY = '6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70';
const codes = (res: Awaited<ReturnType<typeof k.submit>>) => errJson(res).errors.map((e) => e.errorCode);

describe('POST /assistants/{id}/invoices: the window', () => {
  it.each([
    [4, 200],
    [5, 400],
    [19, 400],
    [20, 200],
  ])('on March %i answers %i', async (day, status) => {
    await onMarch(day);
    const res = await submitFebruary();
    expect(res.statusCode, res.body).toBe(status);
    if (status === 400) expect(errJson(res).errorCode).toBe('invoice_not_between_5_and_20');
    else expect(objJson(res)).toMatchObject({ status: 'PROPOSED', month: '2026-02' });
  });

  it('creates a PROPOSED invoice with its file, an audit line and a history line', async () => {
    await onMarch(20);
    const res = await submitFebruary();
    expect(res.statusCode, res.body).toBe(200);
    const invoice = objJson(res);
    expect(invoice).toMatchObject({ amountTaxFree: 373.2, amountWithTax: 447.84, invalidReason: null });
    const [row] = (await k.invoiceRows()).filter((r) => r.id === invoice['id']);
    expect(row?.fileId).toBe(invoice['fileId']);
    expect(row?.submittedAt?.toISOString()).toBe('2026-03-20T09:00:00.000Z');
    const audits = await t.ctx.testDb.db.select().from(auditLog);
    expect(audits.filter((a) => a.action === 'invoice_submitted')).toHaveLength(1);
    const lines = (await t.ctx.testDb.db.select().from(history)).filter((h) => h.objectId === invoice['id']);
    expect(lines).toMatchObject([{ objectType: 'INVOICE', eventType: 'SUBMITTED' }]);
  });

  it('is idempotent: the same key answers the same invoice once', async () => {
    await onMarch(20);
    await k.dropOpenOfPreviousMonth();
    const payload = await k.body(await k.uploadInvoiceFile());
    const first = await k.submit(payload, { key: KEY });
    const again = await k.submit(payload, { key: KEY });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(objJson(again)['id']).toBe(objJson(first)['id']);
    expect((await k.invoiceRows()).filter((r) => r.month === '2026-02')).toHaveLength(1);
  });
});

describe('POST /assistants/{id}/invoices: the rules', () => {
  it('refuses a month with open interventions (all events must be closed)', async () => {
    await onMarch(20);
    const res = await k.submit(await k.body(await k.uploadInvoiceFile()));
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errorCode).toBe('all_events_in_invoice_month_must_be_closed');
  });

  it('accepts insurance expiring today, refuses it expired yesterday or without date', async () => {
    await onMarch(20);
    await k.setUser({ proInsuranceLimitDate: '2026-03-19' });
    expect(codes(await submitFebruary())).toEqual(['insurance_expired']);
    await k.setUser({ proInsuranceLimitDate: null });
    expect(codes(await submitFebruary())).toEqual(['insurance_without_date']);
    await k.setUser({ proInsuranceLimitDate: '2026-03-20' });
    expect((await submitFebruary()).statusCode).toBe(200);
  });

  it('refuses an assistant without a signed contract', async () => {
    await onMarch(20);
    await k.setUser({ signedDate: null });
    expect(codes(await submitFebruary())).toEqual(['only_signed_assistants_invoice']);
  });

  it('refuses a second invoice for the month', async () => {
    await onMarch(20);
    expect((await submitFebruary()).statusCode).toBe(200);
    const res = await submitFebruary({ invoiceNumber: 'FA-2' });
    expect(codes(res)).toEqual(['invoice_exists']);
  });

  it('refuses the current month (too recent) and 13 months back (too old)', async () => {
    await onMarch(20);
    const file = await k.uploadInvoiceFile();
    expect(codes(await k.submit(await k.body(file, {}, '2026-03')))).toContain('invoice_too_recent');
    expect(codes(await k.submit(await k.body(file, {}, '2025-02')))).toContain('invoice_too_old');
  });

  it('accepts a 254-character regularisation message and refuses 255', async () => {
    await onMarch(20);
    const refused = await submitFebruary({ regularizationMessage: 'x'.repeat(255) });
    expect(codes(refused)).toEqual(['regularization-too-big']);
    const accepted = await submitFebruary({ regularizationMessage: 'x'.repeat(254) });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('checks the regularisation price with VAT (tvaIncluded) and without', async () => {
    await onMarch(20);
    const reg = (withTax: number, taxFree: number, p: { taxFree: number; withTax: number }) => ({
      regularizationFixedPrice: withTax,
      regularizationFixedPriceTaxFree: taxFree,
      amountTaxFree: Math.round((p.taxFree + taxFree) * 100) / 100,
      amountWithTax: Math.round((p.withTax + withTax) * 100) / 100,
      regularizationMessage: 'Heure oubliée',
    });
    await k.dropOpenOfPreviousMonth();
    const p = (await k.proforma()).totals;
    const file = await k.uploadInvoiceFile();
    // 20 % VAT: 10.00 -> 12.00; 11.99 is refused
    const wrong = await k.submit(await k.body(file, reg(11.99, 10, p)));
    expect(codes(wrong)).toEqual(['invalid_regularization_price']);
    const right = await k.submit(await k.body(file, reg(12, 10, p)));
    expect(right.statusCode, right.body).toBe(200);
    expect(objJson(right)).toMatchObject({
      regularizationFixedPrice: 12,
      regularizationFixedPriceTaxFree: 10,
    });
  });

  it('without VAT the regularisation price equals its price without tax', async () => {
    await onMarch(20);
    await k.setUser({ tvaIncluded: false });
    await k.dropOpenOfPreviousMonth();
    const p = (await k.proforma()).totals;
    expect(p.withTax).toBe(p.taxFree);
    const file = await k.uploadInvoiceFile();
    const withVat = await k.submit(
      await k.body(file, {
        regularizationFixedPrice: 12,
        regularizationFixedPriceTaxFree: 10,
        amountTaxFree: p.taxFree + 10,
        amountWithTax: p.withTax + 12,
      }),
    );
    expect(codes(withVat)).toEqual(['invalid_regularization_price']);
    const plain = await k.submit(
      await k.body(file, {
        regularizationFixedPrice: 10,
        regularizationFixedPriceTaxFree: 10,
        amountTaxFree: p.taxFree + 10,
        amountWithTax: p.withTax + 10,
      }),
    );
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it('refuses totals one cent off the pro-forma, either way', async () => {
    await onMarch(20);
    await k.dropOpenOfPreviousMonth();
    const file = await k.uploadInvoiceFile();
    const base = await k.body(file);
    const low = await k.submit({ ...base, amountTaxFree: Math.round(base.amountTaxFree * 100 - 1) / 100 });
    expect(errJson(low).errors).toEqual([
      { errorCode: 'computed_fixed_price_mismatch', field: 'amountTaxFree' },
    ]);
    const high = await k.submit({ ...base, amountWithTax: Math.round(base.amountWithTax * 100 + 1) / 100 });
    expect(errJson(high).errors).toEqual([
      { errorCode: 'computed_fixed_price_mismatch', field: 'amountWithTax' },
    ]);
    expect((await k.submit(base)).statusCode).toBe(200);
  });

  it('refuses a file that is not a PDF, an expense file and an unknown one', async () => {
    await onMarch(20);
    await k.dropOpenOfPreviousMonth();
    const png = await k.submit(await k.body(await k.uploadPng()));
    expect(codes(png)).toEqual(['file_content_type_not_allowed']);
    const expense = await k.uploadInvoiceFile(undefined, undefined, 'EXPENSE');
    expect(codes(await k.submit(await k.body(expense)))).toEqual(['invoice_file_not_found']);
    expect(codes(await k.submit(await k.body('no-such-file')))).toEqual(['invoice_file_not_found']);
  });

  it('lists every failing rule, the first one on top', async () => {
    await onMarch(10);
    await k.setUser({ signedDate: null, proInsuranceLimitDate: null });
    const res = await k.submit(await k.body(await k.uploadPng(), { amountTaxFree: 1 }));
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errorCode).toBe('invoice_not_between_5_and_20');
    expect(codes(res)).toEqual([
      'invoice_not_between_5_and_20',
      'all_events_in_invoice_month_must_be_closed',
      'insurance_without_date',
      'only_signed_assistants_invoice',
      'file_content_type_not_allowed',
      'computed_fixed_price_mismatch',
    ]);
  });
});
