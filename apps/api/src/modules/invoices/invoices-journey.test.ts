import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { buildApp } from '../../app';
import { events } from '../../db/schema/index';
import {
  mutableClock,
  objJson,
  signIn,
  STAFF,
  testConfig,
  type Session,
  type TestContext,
} from '../../test/test-app';
import { createTestDb } from '../../test/test-db';
import { invoicesKit } from './invoices-test-kit';
import { monthBounds } from './invoice-proforma';

/**
 * The browser journey of issue 6 through the API, on a FRESH seed made at a 21st (the server's
 * RELAIS_FAKE_NOW): what is left open in the previous month is validated by staff (reports written
 * first where needed), the pro-forma has every intervention, the PDF invoice is submitted (PROPOSED)
 * and staff accepts it (ACCEPTED, shown as 'Billed').
 */
const contexts: TestContext[] = [];
afterAll(async () => {
  for (const c of contexts) await c.close();
});

const contextAt = async (iso: string): Promise<TestContext> => {
  const clock = mutableClock(iso);
  const testDb = await createTestDb(clock);
  const app = await buildApp(testConfig(clock, testDb));
  const c: TestContext = {
    app,
    testDb,
    clock,
    reset: () => testDb.reset(),
    close: async () => {
      await app.close();
      await testDb.close();
    },
  };
  contexts.push(c);
  return c;
};

describe('invoicing the previous month on a 21st', () => {
  it.each([
    ['2026-03-21T09:00:00.000Z', '2026-02'],
    ['2027-01-21T16:00:00.000Z', '2026-12'],
    ['2026-04-21T07:30:00.000Z', '2026-03'],
  ])('at %s invoices %s end to end', async (now, month) => {
    const ctx = await contextAt(now);
    let s: Session = await signIn(ctx.app);
    const k = invoicesKit(
      () => ctx,
      () => s,
    );
    expect(k.previousMonth()).toBe(month);
    const staff = await signIn(ctx.app, STAFF);

    const months = (await k.api('GET', k.mine('/events/monthsToInvoice'))).json<{ month: string }[]>();
    expect(months.map((m) => m.month)).toContain(month);
    const { from, to } = monthBounds(month);
    const monthEvents = (
      await ctx.testDb.db
        .select()
        .from(events)
        .where(and(eq(events.assistantId, s.userId), isNull(events.deletedAt)))
    ).filter((e) => e.startAt >= from && e.startAt < to);
    const open = monthEvents.filter((e) => e.status !== 'CLOSED');
    expect(open.length).toBeGreaterThan(0);

    const [taskA, taskB] = await k.taskIds(false);
    for (const e of open) {
      if (e.status === 'DONE' || e.status === 'SCHEDULED') {
        const rates = (await k.api('GET', k.mine(`/clients/${e.clientId}/rates`))).json<
          { id: string; kind: string }[]
        >();
        const report = {
          realStartingDate: e.startAt.toISOString(),
          reportTaskRequestList: [
            { taskId: taskA, duration: 60 },
            { taskId: taskB, duration: 45 },
          ],
          publicComment: 'Fait.',
          assistantStandardRateId: rates.find((r) => r.kind === 'STANDARD')?.id,
          expenseLineRequestList: [{ index: 0, kind: 'KM', label: 'Trajet', quantity: 12.5 }],
        };
        const path = e.remote ? `/remoteworks/${e.id}/report` : `/visits/${e.id}/report`;
        const put = await k.api('PUT', k.mine(path), report);
        expect(put.statusCode, put.body).toBe(200);
      }
      const review = await k.api(
        'POST',
        `/staff/events/${e.id}/report/review`,
        { decision: 'VALIDATE' },
        { as: staff },
      );
      expect(review.statusCode, review.body).toBe(200);
    }

    const p = await k.proforma(month);
    expect(p.openInterventions).toBe(0);
    expect(p.lines.map((l) => l.eventId).sort()).toEqual(monthEvents.map((e) => e.id).sort());
    // each line: 25.00 €/h on its minutes, 0.45 €/km (seeded rates), cents rounded halves toward
    // zero: the 12.5 km written above are 562.5 cents -> 5.62 €
    const cents = (x: number) => Math.ceil(x - 0.5) / 100 + 0; // + 0: no -0
    for (const l of p.lines) {
      expect(l.hoursAmount).toBe(cents((l.minutes * 2500) / 60));
      expect(l.kmAmount).toBe(cents(l.km * 45));
      expect(l.total).toBeCloseTo(l.hoursAmount + l.premiumAmount + l.kmAmount + l.expensesAmount, 2);
    }
    expect(p.totals.withTax).toBeCloseTo(p.totals.taxFree * 1.2, 2);

    // the PDF, then the submission (a new session: the journey took a while on a slow machine)
    s = await signIn(ctx.app);
    const submitted = await k.submit(await k.body(await k.uploadInvoiceFile(), {}, month));
    expect(submitted.statusCode, submitted.body).toBe(200);
    const invoice = objJson(submitted);
    expect(invoice).toMatchObject({ month, status: 'PROPOSED', amountWithTax: p.totals.withTax });

    const accepted = await k.staffStatus(String(invoice['id']), { status: 'ACCEPTED' }, staff);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const shown = await k.api('GET', `/invoices/${String(invoice['id'])}`);
    expect(objJson(shown)['status']).toBe('ACCEPTED');
    expect((await k.api('GET', k.mine('/events/monthsToInvoice'))).json()).not.toContainEqual(
      expect.objectContaining({ month }),
    );
  });
});
