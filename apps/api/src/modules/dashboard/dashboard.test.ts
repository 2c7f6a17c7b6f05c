import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { bearer, objJson, OTHER, signIn, STAFF, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';

/*
 * The seed at TEST_NOW (Wednesday 2026-03-11 10:00 in Paris, CET). seed-activity's events, i = 0..7
 * in February, 8..15 in March (days 3, 7→9, 10, 14→16, 17, 21→23, 24, 27; remote when i % 3 = 2,
 * 14:00 for 120 min; else 09:00 for 180 min, 240 when i is odd), plus the visit awaiting its report
 * (yesterday 13:30, 120 min, DONE). Rates: standard 25 €/h, premium 32 €/h, km 0.45 € (package 324).
 *
 * March: i8 03/03 remote 120 CLOSED (report VALIDATED, 120 min), i9 09/03 240 TERMINATED (report
 * PENDING, 240 min), i10 10/03 180 DONE (no report), the visit 10/03 120 DONE (no report), i11..i15
 * to come.
 *   minutesDone = 120 (i8 report) + 240 (i9 report) + 180 (i10 planned) + 120 (visit planned) = 660
 *   reportsToWrite = i10 + the visit = 2; reportsAwaitingValidation = i9 = 1
 *   revenue = i8 120 min × 25 € = 50 € + i9 240 min × 25 € = 100 €  → 150 €
 *   nextIntervention = i11: Monday 16/03 14:00 (13:00Z), remote, 120 min, Cabinet Girard
 *
 * February: i0 03/02 180 CLOSED premium approved (report: 60 + 60 standard, 60 premium, 18 km),
 * i1 09/02 240 (report REJECTED, event back to DONE), i2 10/02 remote 120 DONE (no report),
 * i3 16/02 240 CLOSED (18 km), i4 17/02 180 CLOSED, i5 23/02 remote 120 TERMINATED (PENDING),
 * i6 24/02 180 DONE (no report), i7 27/02 240 CLOSED.
 *   minutesDone = 180 + 240 + 120 + 240 + 180 + 120 + 180 + 240 = 1500
 *   reportsToWrite = i1 (rejected) + i2 + i6 = 3; reportsAwaitingValidation = i5 = 1
 *   revenue: i0 = 120 min × 25 € (50 €) + 60 min × 32 € (32 €) + 18 km × 0.45 € (8.10 €) = 90.10 €
 *            i3 = 240 × 25 € / 60 (100 €) + 8.10 € = 108.10 €; i4 = 75 €; i5 = 50 €; i7 = 100 €
 *            → 90.10 + 108.10 + 75 + 50 + 100 = 423.20 €
 */

const t = useSignedInDemo();

const dashboard = (query: string, session: Session = t.s) =>
  t.ctx.app.inject({
    method: 'GET',
    url: `/api/dashboard?userId=${session.userId}${query}`,
    headers: bearer(session.token),
  });

const SEEDED_COMPLETION = {
  file: 63,
  skills: 50,
  availability: 100,
  account: 100,
  curriculum: 20,
  total: 67,
};

describe('GET /dashboard', () => {
  it("answers the current month's figures, warnings and completion", async () => {
    const res = await dashboard('');
    expect(res.statusCode, res.body).toBe(200);
    const body = objJson(res);
    expect(body['month']).toBe('2026-03');
    expect(body['kpi']).toEqual({
      minutesDone: 660,
      reportsToWrite: 2,
      reportsAwaitingValidation: 1,
      revenue: 150,
      nextIntervention: expect.objectContaining({
        startDate: '2026-03-16T13:00:00.000Z',
        remote: true,
        duration: 120,
        label: '',
        clientName: 'Cabinet Girard',
        status: 'SCHEDULED',
        reportStatus: null,
      }) as unknown,
    });
    expect(body['warnings']).toEqual({
      planningUpdateDue: true,
      insurance: 'ok',
      insuranceLimitDate: '2026-09-27',
      expertiseToUpdate: false,
      academy: 'first',
      documents: [],
    });
    expect(body['completion']).toEqual(SEEDED_COMPLETION);
  });

  it("answers another month's figures (February, with a rejected report to write again)", async () => {
    const body = objJson(await dashboard('&date=2026-02-15'));
    expect(body['month']).toBe('2026-02');
    expect(body['kpi']).toMatchObject({
      minutesDone: 1500,
      reportsToWrite: 3,
      reportsAwaitingValidation: 1,
      revenue: 423.2,
    });
    // the next intervention is from now, whatever the month shown
    expect((body['kpi'] as Record<string, unknown>)['nextIntervention']).toMatchObject({
      startDate: '2026-03-16T13:00:00.000Z',
    });
  });

  it('answers a month without interventions with zeros', async () => {
    const body = objJson(await dashboard('&date=2025-06-01'));
    expect(body['kpi']).toMatchObject({
      minutesDone: 0,
      reportsToWrite: 0,
      reportsAwaitingValidation: 0,
      revenue: 0,
    });
  });

  it('skips the figures with kpi=false', async () => {
    const body = objJson(await dashboard('&kpi=false'));
    expect(body['kpi']).toBeNull();
    expect(body['month']).toBe('2026-03');
    expect(body['completion']).toEqual(SEEDED_COMPLETION);
    expect(body['warnings']).toMatchObject({ planningUpdateDue: true, academy: 'first' });
  });

  it('counts an intervention as done once its end has passed', async () => {
    // Monday 16/03 16:00 Paris: i11 (14:00-16:00) has ended and awaits its report
    t.ctx.clock.set('2026-03-16T15:00:00.000Z');
    t.s = await signIn(t.ctx.app);
    const kpi = objJson(await dashboard(''))['kpi'] as Record<string, unknown>;
    expect(kpi['minutesDone']).toBe(660 + 120);
    expect(kpi['reportsToWrite']).toBe(3);
    // next: i12, Tuesday 17/03 09:00 (08:00Z)
    expect(kpi['nextIntervention']).toMatchObject({ startDate: '2026-03-17T08:00:00.000Z' });
  });

  it('shows the insurance, expertise and academy warnings from the account', async () => {
    await t.ctx.testDb.db
      .update(users)
      .set({
        proInsuranceLimitDate: '2026-03-10',
        warningUpdateExpertise: true,
        warningRelaisAcademy: '2025-12-11',
      })
      .where(eq(users.id, t.s.userId));
    expect(objJson(await dashboard('&kpi=false'))['warnings']).toEqual({
      planningUpdateDue: true,
      insurance: 'expired',
      insuranceLimitDate: '2026-03-10',
      expertiseToUpdate: true,
      // 90 days after 2025-12-11
      academy: 'review',
      documents: [],
    });
    await t.ctx.testDb.db
      .update(users)
      .set({ proInsuranceLimitDate: '2026-04-10' })
      .where(eq(users.id, t.s.userId));
    expect(objJson(await dashboard('&kpi=false'))['warnings']).toMatchObject({ insurance: 'expiring' });
  });

  it('answers an assistant with nothing filled in, and staff without academy', async () => {
    const other = await signIn(t.ctx.app, OTHER);
    const body = objJson(await dashboard('', other));
    expect(body['kpi']).toMatchObject({ minutesDone: 0, revenue: 0 });
    // Julien Martin: civility, first and last name, city and country = 5 of the 10 account
    // fields (50); total 50 / 5 = 10
    expect(body['completion']).toEqual({
      file: 0,
      skills: 0,
      availability: 0,
      account: 50,
      curriculum: 0,
      total: 10,
    });
    const staff = await signIn(t.ctx.app, STAFF);
    expect(objJson(await dashboard('&kpi=false', staff))['warnings']).toMatchObject({ academy: 'none' });
  });

  it("gives staff none of an assistant's to-dos (told apart by the provider's email domain)", async () => {
    const none = {
      planningUpdateDue: false,
      insurance: 'ok',
      insuranceLimitDate: null,
      expertiseToUpdate: false,
      academy: 'none',
      documents: [],
    };
    // every flag an assistant would be warned about: no grid, no insurance, expertise and academy due
    const staff = await signIn(t.ctx.app, STAFF);
    await t.ctx.testDb.db
      .update(users)
      .set({ proInsuranceLimitDate: null, warningUpdateExpertise: true, warningRelaisAcademy: null })
      .where(eq(users.id, staff.userId));
    expect(objJson(await dashboard('', staff))['warnings']).toEqual(none);
    // the email domain is what says staff (spec 6), whatever the stored role
    await t.ctx.testDb.db.update(users).set({ role: 'ASSISTANT' }).where(eq(users.id, staff.userId));
    expect(objJson(await dashboard('', await signIn(t.ctx.app, STAFF)))['warnings']).toEqual(none);
    // an assistant's dashboard is hers: staff are refused it
    await t.ctx.testDb.db.update(users).set({ role: 'STAFF' }).where(eq(users.id, staff.userId));
    const ofDemo = await t.ctx.app.inject({
      method: 'GET',
      url: `/api/dashboard?userId=${t.s.userId}&kpi=false`,
      headers: bearer((await signIn(t.ctx.app, STAFF)).token),
    });
    expect(ofDemo.statusCode).toBe(403);
  });

  it("refuses another assistant's dashboard and a malformed date", async () => {
    const other = await signIn(t.ctx.app, OTHER);
    const res = await t.ctx.app.inject({
      method: 'GET',
      url: `/api/dashboard?userId=${other.userId}`,
      headers: bearer(t.s.token),
    });
    expect(res.statusCode).toBe(403);
    expect((await dashboard('&date=2026-13-01')).statusCode).toBe(400);
    expect((await dashboard('&kpi=maybe')).statusCode).toBe(400);
  });
});
