import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, history } from '../../db/schema/index';
import { errJson, objJson, OTHER, signIn } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { invoicesKit } from './invoices-test-kit';

const t = useSignedInDemo();
const k = invoicesKit(
  () => t.ctx,
  () => t.s,
);

const onMarch = async (day: number): Promise<void> => {
  t.ctx.clock.set(`2026-03-${String(day).padStart(2, '0')}T09:00:00.000Z`);
  t.s = await signIn(t.ctx.app);
};

const codes = (res: { json: <T>() => T }) =>
  res.json<{ errors: { errorCode: string }[] }>().errors.map((e) => e.errorCode);

/** February submitted on March 2nd, then invalidated by staff: answers its id. */
const invalidatedFebruary = async (): Promise<string> => {
  await onMarch(2);
  await k.dropOpenOfPreviousMonth();
  const res = await k.submit(await k.body(await k.uploadInvoiceFile()));
  if (res.statusCode !== 200) throw new Error(res.body);
  const id = String(objJson(res)['id']);
  const invalid = await k.staffStatus(id, { status: 'INVALID', reason: 'Numéro de facture manquant' });
  if (invalid.statusCode !== 200) throw new Error(invalid.body);
  return id;
};

describe('POST /staff/invoices/{invoiceId}/status', () => {
  it('accepts, marks paid or late, invalidates with a reason: audited, in the history', async () => {
    const id = await invalidatedFebruary();
    const row = (await k.invoiceRows()).find((r) => r.id === id);
    expect(row).toMatchObject({ status: 'INVALID', invalidReason: 'Numéro de facture manquant' });
    const got = await k.api('GET', `/invoices/${id}`);
    expect(objJson(got)).toMatchObject({ status: 'INVALID', invalidReason: 'Numéro de facture manquant' });
    for (const status of ['ACCEPTED', 'LATE', 'PAYED'] as const) {
      const res = await k.staffStatus(id, { status });
      expect(res.statusCode, res.body).toBe(200);
      expect(objJson(res)).toMatchObject({ status, invalidReason: null });
    }
    const audits = await t.ctx.testDb.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'invoice_status_changed'));
    expect(audits.map((a) => (a.detail as { to: string }).to)).toEqual([
      'INVALID',
      'ACCEPTED',
      'LATE',
      'PAYED',
    ]);
    const staff = await k.staff();
    expect(audits.every((a) => a.actorId === staff.userId && a.subjectId === t.s.userId)).toBe(true);
    const lines = await t.ctx.testDb.db.select().from(history).where(eq(history.objectId, id));
    expect(lines.map((l) => l.eventType).sort()).toEqual(
      ['SUBMITTED', 'REJECTED', 'VALIDATED', 'UPDATED', 'UPDATED'].sort(),
    );
  });

  it('is staff only (403 for an assistant), needs a reason to invalidate, 404 when unknown', async () => {
    const [row] = await k.invoiceRows();
    const id = row?.id ?? '';
    const own = await k.api('POST', `/staff/invoices/${id}/status`, { status: 'ACCEPTED' });
    expect(own.statusCode).toBe(403);
    expect(errJson(await k.staffStatus(id, { status: 'INVALID' })).errorCode).toMatch(/required|validation/);
    expect((await k.staffStatus('unknown-invoice', { status: 'ACCEPTED' })).statusCode).toBe(404);
  });
});

describe('PUT /invoices/{invoiceId}: sending an invalidated invoice again', () => {
  it.each([
    [17, 200],
    [18, 400],
    [19, 400],
    [20, 200],
  ])('on March %i answers %i', async (day, status) => {
    const id = await invalidatedFebruary();
    await onMarch(day);
    const res = await k.api('PUT', `/invoices/${id}`, await k.body(await k.uploadInvoiceFile()));
    expect(res.statusCode, res.body).toBe(status);
    if (status === 400) expect(errJson(res).errorCode).toBe('invalidated_invoice_window');
    else expect(objJson(res)).toMatchObject({ id, status: 'PROPOSED', invalidReason: null });
  });

  it('shows the invalidated month to invoice again, and POST for it follows the same window', async () => {
    const id = await invalidatedFebruary();
    const months = await k.api('GET', k.mine('/events/monthsToInvoice'));
    expect(months.json()).toContainEqual({
      month: '2026-02',
      closedInterventions: 4,
      openInterventions: 0,
      invalidatedInvoiceId: id,
    });
    await onMarch(10);
    const res = await k.submit(await k.body(await k.uploadInvoiceFile(), { invoiceNumber: 'FA-2' }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a refused sending again (a PNG, wrong totals) never blocks the month: it is sent again by PUT or POST', async () => {
    const id = await invalidatedFebruary();
    const png = await k.api('PUT', `/invoices/${id}`, await k.body(await k.uploadPng()));
    expect(png.statusCode).toBe(400);
    expect(codes(png)).not.toContain('invoice_exists');
    const wrong = await k.api('PUT', `/invoices/${id}`, {
      ...(await k.body(await k.uploadInvoiceFile())),
      amountTaxFree: 1,
      amountWithTax: 1.2,
    });
    expect([...new Set(codes(wrong))]).toEqual(['computed_fixed_price_mismatch']);
    // the month is still to invoice, its invalidated invoice named, and nothing holds it
    const months = (await k.api('GET', k.mine('/events/monthsToInvoice'))).json<
      { month: string; invalidatedInvoiceId: string | null }[]
    >();
    expect(months).toContainEqual(expect.objectContaining({ month: '2026-02', invalidatedInvoiceId: id }));
    const resent = await k.api('PUT', `/invoices/${id}`, await k.body(await k.uploadInvoiceFile()));
    expect(resent.statusCode, resent.body).toBe(200);
    expect(objJson(resent)).toMatchObject({ id, status: 'PROPOSED', invalidReason: null });
  });

  it('after a refused POST for an invalidated month, a POST goes through', async () => {
    await invalidatedFebruary();
    const refused = await k.submit(await k.body(await k.uploadPng(), { invoiceNumber: 'FA-2' }));
    expect(refused.statusCode).toBe(400);
    expect(codes(refused)).not.toContain('invoice_exists');
    const sent = await k.submit(await k.body(await k.uploadInvoiceFile(), { invoiceNumber: 'FA-2' }));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(objJson(sent)).toMatchObject({ status: 'PROPOSED', month: '2026-02' });
  });

  it('refuses a PROPOSED invoice (it holds its month) and another month', async () => {
    await onMarch(2);
    await k.dropOpenOfPreviousMonth();
    const created = objJson(await k.submit(await k.body(await k.uploadInvoiceFile())));
    const id = String(created['id']);
    const file = await k.uploadInvoiceFile();
    const again = await k.api('PUT', `/invoices/${id}`, await k.body(file));
    expect(errJson(again).errors).toContainEqual({ errorCode: 'invoice_exists', field: 'status' });
    await k.staffStatus(id, { status: 'INVALID', reason: 'Erreur' });
    const moved = await k.api('PUT', `/invoices/${id}`, { ...(await k.body(file)), month: '2026-01' });
    expect(errJson(moved).errors).toContainEqual({ errorCode: 'validation_failed', field: 'month' });
  });
});

describe('another assistant', () => {
  it('can neither read, resubmit nor submit the demo’s invoices, nor use the demo’s file', async () => {
    const id = await invalidatedFebruary();
    const demoFile = await k.uploadInvoiceFile();
    const other = await signIn(t.ctx.app, OTHER);
    expect((await k.api('GET', `/invoices/${id}`, undefined, { as: other })).statusCode).toBe(403);
    expect((await k.api('GET', '/invoices/no-such-invoice', undefined, { as: other })).statusCode).toBe(404);
    const body = await k.body(demoFile);
    expect((await k.api('PUT', `/invoices/${id}`, body, { as: other })).statusCode).toBe(403);
    expect((await k.api('POST', k.mine('/invoices'), body, { as: other })).statusCode).toBe(403);
    expect((await k.api('GET', k.mine('/invoices'), undefined, { as: other })).statusCode).toBe(403);
    expect((await k.api('GET', k.mine('/proforma/2026-02'), undefined, { as: other })).statusCode).toBe(403);
    const own = await k.api('POST', k.mine('/invoices', other), body, { as: other });
    expect(errJson(own).errors).toContainEqual({ errorCode: 'invoice_file_not_found', field: 'fileId' });
    expect((await k.invoiceRows()).find((r) => r.id === id)?.status).toBe('INVALID');
  });
});
