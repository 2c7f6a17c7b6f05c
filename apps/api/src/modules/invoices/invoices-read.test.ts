import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index';
import type { Readiness } from '@relais/domain';
import { errJson, listJson, objJson, signIn } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { invoicesKit } from './invoices-test-kit';

const t = useSignedInDemo();
const k = invoicesKit(
  () => t.ctx,
  () => t.s,
);

describe('GET /assistants/{id}/proforma/{date}', () => {
  it('matches the hand-computed statement of the seed (February 2026 at TEST_NOW)', async () => {
    /*
     * Seed (seed-activity, seed-reports) for February 2026, clients c0..c3, rates 25.00 €/h standard,
     * 32.00 €/h premium, km 0.45 € (package 324), tvaIncluded = true. CLOSED (validated) ones:
     * - Feb 3, visit 180 min with c0, premium APPROVED: 60 + 60 standard min, 60 premium min, 18 km
     *   hours 120 × 2500 / 60 = 5000; premium 60 × 3200 / 60 = 3200; km 18 × 45 = 810 -> 9010
     * - Feb 16, visit 240 min: 180 + 60 standard min, 18 km: 240 × 2500 / 60 = 10000 + 810 -> 10810
     * - Feb 17, visit 180 min, no km: 180 × 2500 / 60 -> 7500
     * - Feb 27, visit 240 min, no km: 240 × 2500 / 60 -> 10000
     * Hours 5000 + 10000 + 7500 + 10000 = 32500; km 810 × 2 = 1620; premium 3200.
     * Tax-free 9010 + 10810 + 7500 + 10000 = 37320 (373.20 €); VAT 20 % = 7464 (74.64 €);
     * with tax 44784 (447.84 €). Open (not CLOSED): Feb 9 (rejected), Feb 10 (remote, report to
     * write), Feb 23 (remote, awaiting validation), Feb 24 (report to write) -> 4.
     * (Days 7, 14 and 21 fall on weekends and move to Monday 9, 16 and 23.)
     */
    const p = await k.proforma('2026-02');
    expect(
      p.lines.map((l) => [l.startDate.slice(0, 10), l.minutes, l.premiumMinutes, l.km, l.total]),
    ).toEqual([
      ['2026-02-03', 120, 60, 18, 90.1],
      ['2026-02-16', 240, 0, 18, 108.1],
      ['2026-02-17', 180, 0, 0, 75],
      ['2026-02-27', 240, 0, 0, 100],
    ]);
    expect(p.lines[0]).toMatchObject({
      hoursAmount: 50,
      premiumAmount: 32,
      kmAmount: 8.1,
      expensesAmount: 0,
    });
    expect(p.openInterventions).toBe(4);
    // each named, with the status that says what closes it (the app links each to it)
    expect(p.open.map((e) => [e.startDate.slice(0, 10), e.remote, e.status, e.reportStatus])).toEqual([
      ['2026-02-09', false, 'DONE', 'REJECTED'],
      ['2026-02-10', true, 'DONE', null],
      ['2026-02-23', true, 'TERMINATED', 'PENDING'],
      ['2026-02-24', false, 'DONE', null],
    ]);
    expect(p.open[0]?.clientName).toEqual(expect.any(String));
    expect(p.tvaIncluded).toBe(true);
    expect(p.totals).toEqual({
      minutes: 780,
      premiumMinutes: 60,
      km: 36,
      hoursAmount: 325,
      premiumAmount: 32,
      kmAmount: 16.2,
      expensesAmount: 0,
      taxFree: 373.2,
      vat: 74.64,
      withTax: 447.84,
    });
  });

  it('shows the lines of a seeded invoiced month, its invoice the pro-forma plus its regularisation', async () => {
    /*
     * seed-invoices at TEST_NOW: October 2025 (month -5, the 4th of the history, m = 3) holds the
     * INVALID invoice. Its four CLOSED interventions, reports validated at 25.00 €/h, km 0.45 €; days
     * 4, 11, 18, 25 fall on Saturdays and move to Monday 6, 13, 20, 27 (October 1st is a Wednesday):
     * - Oct 6, visit 180 min, 18 km (even report number 12): 180 × 2500 / 60 = 7500 + 18 × 45 = 810 -> 8310
     * - Oct 13, visit 240 min: 240 × 2500 / 60 -> 10000
     * - Oct 20, remote 120 min (no km): 120 × 2500 / 60 -> 5000
     * - Oct 27, visit 180 + (3 % 3) × 60 = 180 min: -> 7500
     * Tax-free 8310 + 10000 + 5000 + 7500 = 30810 (308.10 €); VAT 6162 (61.62 €); with tax 36972.
     * The invoice: regularisation -20.00 € (-24.00 € with tax), so 288.10 € and 345.72 €.
     */
    const p = await k.proforma('2025-10');
    expect(p.lines.map((l) => [l.startDate.slice(0, 10), l.remote, l.minutes, l.km, l.total])).toEqual([
      ['2025-10-06', false, 180, 18, 83.1],
      ['2025-10-13', false, 240, 0, 100],
      ['2025-10-20', true, 120, 0, 50],
      ['2025-10-27', false, 180, 0, 75],
    ]);
    expect(p.openInterventions).toBe(0);
    expect(p.totals).toMatchObject({ minutes: 720, km: 18, taxFree: 308.1, vat: 61.62, withTax: 369.72 });
    const invoices = listJson(await k.api('GET', k.mine('/invoices')));
    expect(invoices.find((i) => i['month'] === '2025-10')).toMatchObject({
      status: 'INVALID',
      amountTaxFree: 288.1,
      amountWithTax: 345.72,
    });
    // every seeded invoice is its month's pro-forma (plus its regularisation)
    for (const invoice of invoices) {
      const totals = (await k.proforma(String(invoice['month']))).totals;
      expect(totals.taxFree, String(invoice['month'])).toBeGreaterThan(0);
      const reg = (invoice['regularizationFixedPriceTaxFree'] as number | null) ?? 0;
      const regWithTax = (invoice['regularizationFixedPrice'] as number | null) ?? 0;
      expect(invoice['amountTaxFree']).toBeCloseTo(totals.taxFree + reg, 2);
      expect(invoice['amountWithTax']).toBeCloseTo(totals.withTax + regWithTax, 2);
    }
  });

  it('takes YYYY-MM-DD too, answers an empty statement for a month without interventions', async () => {
    expect((await k.proforma('2026-02-15')).totals.taxFree).toBe(373.2);
    const empty = await k.proforma('2025-06');
    expect(empty).toMatchObject({
      lines: [],
      openInterventions: 0,
      open: [],
      totals: { taxFree: 0, withTax: 0 },
    });
    const bad = await k.api('GET', k.mine('/proforma/february'));
    expect(bad.statusCode).toBe(400);
  });

  it('without VAT, the total with tax is the tax-free one', async () => {
    await k.setUser({ tvaIncluded: false });
    const p = await k.proforma('2026-02');
    expect(p.totals).toMatchObject({ taxFree: 373.2, vat: 0, withTax: 373.2 });
  });
});

describe('GET /assistants/{id}/invoices and /invoices/{invoiceId}', () => {
  it('lists the seeded history newest month first, one per status', async () => {
    const list = listJson(await k.api('GET', k.mine('/invoices')));
    expect(list.map((i) => [i['month'], i['status']])).toEqual([
      ['2026-01', 'ACCEPTED'],
      ['2025-12', 'PAYED'],
      ['2025-11', 'PAYED'],
      ['2025-10', 'INVALID'],
      ['2025-09', 'CREDITNOTE'],
      ['2025-08', 'LATE'],
      ['2025-07', 'PROPOSED'],
    ]);
    // January 2026: the pro-forma of its four seeded interventions (hand-computed below for the
    // invalidated October, whose month has the same durations: 308.10 € + 20 % = 369.72 €)
    expect(list[0]).toMatchObject({ amountTaxFree: 308.1, amountWithTax: 369.72, fileId: null });
    const one = await k.api('GET', `/invoices/${String(list[3]?.['id'])}`);
    expect(objJson(one)).toMatchObject({
      status: 'INVALID',
      invalidReason: 'Le PDF joint ne correspond pas au numéro de facture déclaré.',
      regularizationFixedPriceTaxFree: -20,
      regularizationFixedPrice: -24,
    });
    expect(errJson(await k.api('GET', '/invoices/unknown')).errorCode).toBe('not_found');
  });
});

describe('GET /assistants/{id}/events/monthsToInvoice', () => {
  it('lists the ended month with interventions and no invoice, until one holds it', async () => {
    const before = await k.api('GET', k.mine('/events/monthsToInvoice'));
    // the seeded invalidated October and credited September (neither holds its month) come back
    const invalid = listJson(await k.api('GET', k.mine('/invoices'))).find((i) => i['status'] === 'INVALID');
    expect(before.json()).toEqual([
      { month: '2026-02', closedInterventions: 4, openInterventions: 4, invalidatedInvoiceId: null },
      {
        month: '2025-10',
        closedInterventions: 4,
        openInterventions: 0,
        invalidatedInvoiceId: invalid?.['id'],
      },
      { month: '2025-09', closedInterventions: 4, openInterventions: 0, invalidatedInvoiceId: null },
    ]);
    t.ctx.clock.set('2026-03-20T09:00:00.000Z');
    t.s = await signIn(t.ctx.app);
    await k.dropOpenOfPreviousMonth();
    expect((await k.submit(await k.body(await k.uploadInvoiceFile()))).statusCode).toBe(200);
    expect((await k.api('GET', k.mine('/events/monthsToInvoice'))).json()).toMatchObject([
      { month: '2025-10' },
      { month: '2025-09' },
    ]);
  });

  it("counts an intervention in its month in Paris, not in UTC's", async () => {
    const visit = (startAt: string, status: 'CLOSED') => ({
      id: randomUUID(),
      assistantId: t.ctx.testDb.people.demoId,
      clientId: t.ctx.testDb.people.demoClientIds[0] ?? '',
      label: 'Visite tardive',
      startAt: new Date(startAt),
      durationMinutes: 60,
      status,
    });
    // the seed (besides held months): September 2025 and the invalidated October, 4 closed each
    await t.ctx.testDb.db.insert(events).values([
      // 1 October 2025 at 00:30 in Paris (UTC+2): October, though September in UTC
      visit('2025-09-30T22:30:00Z', 'CLOSED'),
      // 1 November 2025 at 00:30 in Paris (UTC+1): November (invoiced), though October in UTC
      visit('2025-10-31T23:30:00Z', 'CLOSED'),
    ]);
    const months = (await k.api('GET', k.mine('/events/monthsToInvoice'))).json<{ month: string }[]>();
    expect(months).toMatchObject([
      { month: '2026-02' },
      { month: '2025-10', closedInterventions: 5, openInterventions: 0 },
      { month: '2025-09', closedInterventions: 4, openInterventions: 0 },
    ]);
  });
});

describe('GET /assistants/{id}/invoices/readiness', () => {
  const readiness = async () => (await k.api('GET', k.mine('/invoices/readiness'))).json<Readiness>();
  const at = async (iso: string) => {
    t.ctx.clock.set(iso);
    t.s = await signIn(t.ctx.app);
  };

  it('on the 10th: opens on the 20th, with what to do for February and where', async () => {
    await at('2026-03-10T09:00:00.000Z');
    const r = await readiness();
    const invalid = listJson(await k.api('GET', k.mine('/invoices'))).find((i) => i['status'] === 'INVALID');
    expect(r).toEqual({
      month: '2026-02',
      opensOn: '2026-03-20',
      nothingToInvoice: false,
      openNow: false,
      alreadyInvoiced: false,
      blockers: [
        { code: 'reports_to_write', count: 3, date: null, path: '/visit/report/edit' },
        { code: 'reports_awaiting_validation', count: 1, date: null, path: '/activity/missions' },
        {
          code: 'invoice_invalidated',
          count: null,
          date: null,
          path: `/activity/invoices/edit/${String(invalid?.['id'])}`,
        },
      ],
      reminders: [],
    });
    // and the submission that day says the same
    await k.dropOpenOfPreviousMonth();
    const res = await k.submit(await k.body(await k.uploadInvoiceFile()));
    expect(errJson(res).errorCode).toBe('invoice_not_between_5_and_20');
  });

  it('says nothing is to invoice for a month without interventions', async () => {
    await at('2025-07-21T09:00:00.000Z');
    const r = await readiness();
    expect(r).toMatchObject({ month: '2025-06', nothingToInvoice: true });
    await at('2026-03-21T09:00:00.000Z');
    expect((await readiness()).nothingToInvoice).toBe(false);
  });

  it('open from the 1st to the 4th and from the 20th', async () => {
    for (const [day, open] of [
      ['04', true],
      ['05', false],
      ['19', false],
      ['20', true],
    ] as const) {
      await at(`2026-03-${day}T09:00:00.000Z`);
      const r = await readiness();
      expect([r.openNow, r.opensOn], day).toEqual([open, open ? `2026-03-${day}` : '2026-03-20']);
    }
  });

  it('names insurance expiring before the 20th, expired or missing, and an unsigned contract', async () => {
    await at('2026-03-10T09:00:00.000Z');
    const codes = async () => (await readiness()).blockers.filter((b) => b.path.startsWith('/user/file'));
    await k.setUser({ proInsuranceLimitDate: '2026-03-19', signedDate: null });
    expect(await codes()).toEqual([
      {
        code: 'insurance_expires_before_window',
        count: null,
        date: '2026-03-19',
        path: '/user/file#PROFESSIONAL_INSURANCE',
      },
      { code: 'contract_not_signed', count: null, date: null, path: '/user/file#SIGNED_CONTRACT' },
    ]);
    await k.setUser({ proInsuranceLimitDate: '2026-03-20', signedDate: '2025-01-01' });
    expect(await codes()).toEqual([]);
    await k.setUser({ proInsuranceLimitDate: '2026-03-09' });
    expect((await codes()).map((b) => [b.code, b.date])).toEqual([['insurance_expired', '2026-03-09']]);
    await k.setUser({ proInsuranceLimitDate: null });
    expect((await codes()).map((b) => b.code)).toEqual(['insurance_missing']);
  });
});
