import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  EXPENSE_AMOUNT_MAX,
  EXPENSE_HOURS_MAX,
  EXPENSE_KM_MAX,
  FIXED_PRICE_MAX,
  type Dashboard,
  type Report,
  type ReportBody,
} from '@relais/domain';
import { reports } from '../../db/schema/index';
import { bearer, objJson, signIn } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { eventsKit } from '../events/events-test-kit';
import { invoicesKit } from './invoices-test-kit';

/**
 * Issue 14: the largest values a report accepts, validated by staff, never stop the month's reads:
 * the dashboard, the pro-forma and the invoice submission answer with the right totals. A value
 * stored before the bounds existed (1e308 km...) reads clamped to its bound instead of failing.
 *
 * February 2026 of the seed (invoices-read.test.ts, dashboard.test.ts): pro-forma 373.20 € tax-free,
 * VAT 20 %; revenue 423.20 €. The visit added here, plain client at 25.00 €/h and 0.45 €/km:
 *   hours (180 task minutes + 1440 extra) × 2500 / 60 = 67500 cents; km 5000 × 45 = 225000 cents;
 *   expenses 10000 € = 1000000 cents -> 1292500 cents (12925.00 €) on its line.
 */
const t = useSignedInDemo();
const ev = eventsKit(t);
const k = invoicesKit(
  () => t.ctx,
  () => t.s,
);

const LINE_TOTAL = 12925;
const TAX_FREE = 373.2 + LINE_TOTAL; // 13298.20
const WITH_TAX = 15957.84; // 1329820 cents + 20 % (265964)

/** A February visit of the plain client, its report at the largest accepted values, submitted. */
const largestReport = async (): Promise<string> => {
  const id = await ev.createVisit('2026-02-12T09:00:00+01:00', { duration: 180 });
  const proof = await ev.insertFile('proof-largest', t.s.userId);
  const body = await ev.reportBody(ev.plainClient(), 180, {
    fixedPrice: FIXED_PRICE_MAX,
    expenseLineRequestList: [
      { index: 0, kind: 'KM', quantity: EXPENSE_KM_MAX },
      { index: 1, kind: 'HOURS', quantity: EXPENSE_HOURS_MAX },
      { index: 2, kind: 'EXPENSE', label: 'Hôtel', amount: EXPENSE_AMOUNT_MAX, expenseFileName: proof },
    ],
  });
  const put = await ev.call('PUT', `/visits/${id}/report`, body);
  expect(put.statusCode, put.body).toBe(200);
  return id;
};

const validate = async (id: string) => {
  const res = await ev.staffCall(`/staff/events/${id}/report/review`, { decision: 'VALIDATE' });
  expect(res.statusCode, res.body).toBe(200);
};

/** The dashboard of February, the pro-forma and the submission on March 20, with their totals. */
const expectMonthReadsAndInvoices = async (eventId: string) => {
  const dash = await t.ctx.app.inject({
    method: 'GET',
    url: `/api/dashboard?userId=${t.s.userId}&date=2026-02-15`,
    headers: bearer(t.s.token),
  });
  expect(dash.statusCode, dash.body).toBe(200);
  expect(dash.json<Dashboard>().kpi?.revenue).toBe(423.2 + LINE_TOTAL);

  t.ctx.clock.set('2026-03-20T09:00:00.000Z');
  t.s = await signIn(t.ctx.app);
  await k.dropOpenOfPreviousMonth();
  const p = await k.proforma('2026-02');
  expect(p.lines.find((l) => l.eventId === eventId)).toMatchObject({
    minutes: 180 + EXPENSE_HOURS_MAX,
    km: EXPENSE_KM_MAX,
    hoursAmount: 675,
    kmAmount: 2250,
    expensesAmount: EXPENSE_AMOUNT_MAX,
    total: LINE_TOTAL,
  });
  expect(p.totals).toMatchObject({ taxFree: TAX_FREE, withTax: WITH_TAX });
  const readiness = await k.api('GET', k.mine('/invoices/readiness'));
  expect(readiness.statusCode, readiness.body).toBe(200);

  const submitted = await k.submit(await k.body(await k.uploadInvoiceFile()));
  expect(submitted.statusCode, submitted.body).toBe(200);
  expect(objJson(submitted)).toMatchObject({
    month: '2026-02',
    status: 'PROPOSED',
    amountTaxFree: TAX_FREE,
    amountWithTax: WITH_TAX,
  });
};

describe('the largest accepted values, through to the invoice', () => {
  it('are validated, then the dashboard, pro-forma and submission of the month answer', async () => {
    const id = await largestReport();
    await validate(id);
    await expectMonthReadsAndInvoices(id);
  });

  it('a report stored beyond the bounds (before they existed) reads clamped, never a 5xx', async () => {
    const id = await largestReport();
    // what the server accepted before issue 14, written as it was stored then
    const [row] = await t.ctx.testDb.db.select().from(reports).where(eq(reports.eventId, id));
    const stored = row?.content as ReportBody;
    const content: ReportBody = {
      ...stored,
      fixedPrice: 1e308,
      expenseLineRequestList: [
        { index: 0, kind: 'KM', quantity: 1e308 },
        { index: 1, kind: 'HOURS', quantity: 1e20 },
        { ...stored.expenseLineRequestList[2], index: 2, kind: 'EXPENSE', amount: 1e308 },
      ],
    };
    await t.ctx.testDb.db.update(reports).set({ content }).where(eq(reports.eventId, id));
    await validate(id);

    const shown = await ev.call('GET', `/visits/${id}/report`);
    expect(shown.statusCode, shown.body).toBe(200);
    const report = shown.json<Report>();
    expect(report.fixedPrice).toBe(FIXED_PRICE_MAX);
    expect(report.expenseLineRequestList.map((l) => l.quantity ?? l.amount)).toEqual([
      EXPENSE_KM_MAX,
      EXPENSE_HOURS_MAX,
      EXPENSE_AMOUNT_MAX,
    ]);
    await expectMonthReadsAndInvoices(id);
  });
});
