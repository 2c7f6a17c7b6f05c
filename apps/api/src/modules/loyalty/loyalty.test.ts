import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  reportHourPoints,
  type LoyaltyRewardsPage,
  type LoyaltySumup,
  type ReferralCode,
} from '@relais/domain';
import { events, loyaltyEntries, referrals, reports, users } from '../../db/schema/index';
import { DEMO_REFERRAL_CODE } from '../../db/seed/seed-loyalty';
import { firstValidatedReportsOf, validatedReportsOf } from '../events/loyalty-facts.read-model';
import { accessTokenIn, mailsTo } from '../../test/access-mail';
import { decodeQuotedPrintable, startSmtpServer } from '../../test/mail-kit';
import {
  bearer,
  createTestContext,
  errJson,
  OTHER,
  signIn,
  STAFF,
  TEST_NOW,
  type Session,
  type TestContext,
} from '../../test/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: TestContext;
let demo: Session;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ mail: { smtp: smtp.url, from: 'Relais <no-reply@relais.test>' } });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(async () => {
  await ctx.reset();
  smtp.received.length = 0;
  demo = await signIn(ctx.app);
});

const DAY = 86_400_000;
const NOW = Date.parse(TEST_NOW);

const get = (url: string, s: Session = demo) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(s.token) });
const sumup = async (s: Session = demo, id = s.userId) => {
  const res = await get(`/loyalty/rewards/${id}/sumup`, s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LoyaltySumup>();
};
const page = async (query = '', s: Session = demo) => {
  const res = await get(`/loyalty/rewards/${s.userId}${query}`, s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LoyaltyRewardsPage>();
};
const referralCode = async (s: Session = demo) => {
  const res = await get(`/assistants/${s.userId}/referralCode`, s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReferralCode>();
};

/** A CLOSED visit of `assistantId` with its report validated `daysAgo` days before now, of `minutes`. */
const validatedVisit = async (assistantId: string, minutes: number, daysAgo: number) => {
  const eventId = randomUUID();
  const at = new Date(NOW - daysAgo * DAY);
  await ctx.testDb.db.insert(events).values({
    id: eventId,
    assistantId,
    clientId: ctx.testDb.people.demoClientIds[0] ?? '',
    label: 'Visite',
    startAt: new Date(at.getTime() - DAY),
    durationMinutes: minutes,
    status: 'CLOSED',
  });
  await ctx.testDb.db.insert(reports).values({
    id: randomUUID(),
    eventId,
    submittedAt: new Date(at.getTime() - DAY / 2),
    status: 'VALIDATED',
    realDuration: minutes,
    validatedAt: at,
    reviewedBy: ctx.testDb.people.staffId,
  });
  return eventId;
};

/** The demo's validated reports, as seeded (the source of her report points). */
const demoValidated = async () =>
  ctx.testDb.db
    .select({ minutes: reports.realDuration })
    .from(reports)
    .innerJoin(events, eq(events.id, reports.eventId))
    .where(and(eq(events.assistantId, demo.userId), eq(reports.status, 'VALIDATED')));

describe('GET /loyalty/rewards/{id}/sumup', () => {
  it('sums the points of her validated reports and of her referee whose first mission is done', async () => {
    const validated = await demoValidated();
    expect(validated.length).toBeGreaterThan(20);
    const reportPoints = validated.reduce((s, r) => s + reportHourPoints(r.minutes), 0);
    const body = await sumup();
    const byReason = Object.fromEntries(body.byReason.map((r) => [r.reason, r]));
    expect(byReason['REPORT_HOURS']).toEqual({
      reason: 'REPORT_HOURS',
      points: reportPoints,
      count: validated.filter((r) => reportHourPoints(r.minutes) > 0).length,
    });
    // Sarah's first mission is done (seed): 150 points; Inès and Léa are not there yet
    expect(byReason['REFERRAL_FIRST_MISSION']).toEqual({
      reason: 'REFERRAL_FIRST_MISSION',
      points: 150,
      count: 1,
    });
    expect(body.total).toBe(body.byReason.reduce((s, r) => s + r.points, 0));
    expect(body.levels.map((l) => [l.code, l.threshold])).toEqual([
      ['BRONZE', 0],
      ['SILVER', 250],
      ['GOLD', 750],
      ['PLATINUM', 1500],
    ]);
    expect(body.rules).toEqual({
      pointsPerReportHour: 10,
      profileCompletePoints: 100,
      profileThreshold: 100,
      referralPoints: 150,
    });
  });

  it('adds a new validated report of 90 minutes as exactly 15 points, once, dated by its validation', async () => {
    const before = await sumup();
    const eventId = await validatedVisit(demo.userId, 90, 1);
    const after = await sumup();
    expect(after.total - before.total).toBe(15);
    // read again: nothing counted twice
    expect((await sumup()).total).toBe(after.total);
    const rows = await ctx.testDb.db
      .select()
      .from(loyaltyEntries)
      .where(eq(loyaltyEntries.sourceId, eventId));
    expect(rows.map((r) => [r.reason, r.points, r.earnedAt.toISOString()])).toEqual([
      ['REPORT_HOURS', 15, new Date(NOW - DAY).toISOString()],
    ]);
    const first = await page('?size=1');
    expect(first.content[0]).toMatchObject({ reason: 'REPORT_HOURS', points: 15, sourceId: eventId });
  });

  it("counts no report of a deleted intervention: neither her hours nor a referee's first mission", async () => {
    const before = await sumup();
    // validated long before any other: were it counted, it would be her first mission too
    const eventId = await validatedVisit(demo.userId, 120, 400);
    await ctx.testDb.db
      .update(events)
      .set({ deletedAt: new Date(NOW) })
      .where(eq(events.id, eventId));
    expect((await sumup()).total).toBe(before.total);
    const hours = await validatedReportsOf(ctx.testDb.db, demo.userId);
    expect(hours.map((r) => r.eventId)).not.toContain(eventId);
    const firsts = await firstValidatedReportsOf(ctx.testDb.db, [demo.userId]);
    expect(firsts.get(demo.userId)).toEqual(hours[0]?.validatedAt);
  });

  it('places her among the levels with what the next one needs', async () => {
    const body = await sumup();
    const levels = body.levels;
    const index = levels.findLastIndex((l) => body.total >= l.threshold);
    expect(body.level).toBe(levels[index]?.code);
    const next = levels[index + 1];
    expect(body.next).toEqual(
      next ? { level: next.code, threshold: next.threshold, missing: next.threshold - body.total } : null,
    );
  });

  it('earns the complete profile once, and keeps it when the profile drops later', async () => {
    const other = await signIn(ctx.app, OTHER);
    expect((await sumup(other)).byReason.find((r) => r.reason === 'PROFILE_COMPLETE')?.points).toBe(0);
    // a configured threshold the other assistant's profile reaches
    const { createLoyaltyService } = await import('./loyalty.service');
    const { createLoyaltyRepository } = await import('./loyalty.repository');
    const { loyaltyMemberOf, refereesOf } = await import('../users/loyalty-members.read-model');
    const { firstValidatedReportsOf, validatedReportsOf } =
      await import('../events/loyalty-facts.read-model');
    let completion = 100;
    const service = createLoyaltyService({
      repo: createLoyaltyRepository(ctx.testDb.db, {
        loyaltyMemberOf,
        refereesOf,
        validatedReportsOf,
        firstValidatedReportsOf,
      }),
      clock: ctx.clock,
      completionTotal: async () => completion,
    });
    expect((await service.sumup(other.userId)).byReason.find((r) => r.reason === 'PROFILE_COMPLETE')).toEqual(
      {
        reason: 'PROFILE_COMPLETE',
        points: 100,
        count: 1,
      },
    );
    completion = 60;
    ctx.clock.advance(DAY);
    const later = await service.rewards(other.userId, { page: 0, size: 10 });
    expect(later.content.map((e) => [e.reason, e.points, e.earnedAt])).toEqual([
      ['PROFILE_COMPLETE', 100, TEST_NOW],
    ]);
  });
});

describe('GET /loyalty/rewards/{id}', () => {
  it('pages her entries newest first, with reason, points and date', async () => {
    const all = await page('?size=50');
    expect(all.totalElements).toBeGreaterThan(20);
    expect(all.totalPages).toBe(Math.ceil(all.totalElements / 50));
    const dates = all.content.map((e) => Date.parse(e.earnedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // the default page size is 10: several pages, consecutive and without overlap
    const p0 = await page();
    const p1 = await page('?page=1');
    expect(p0).toMatchObject({ page: 0, size: 10, totalElements: all.totalElements });
    expect(p0.totalPages).toBeGreaterThanOrEqual(3);
    expect([...p0.content, ...p1.content].map((e) => e.id)).toEqual(
      all.content.slice(0, 20).map((e) => e.id),
    );
    const last = await page(`?page=${p0.totalPages}`);
    expect(last.content).toEqual([]);
  });

  it('refuses a page size out of range', async () => {
    const res = await get(`/loyalty/rewards/${demo.userId}?size=500`);
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errors?.[0]).toMatchObject({ field: 'size', errorCode: 'value-out-of-range' });
  });
});

describe('owner checks', () => {
  it("refuses another assistant's points and code, and staff on her routes; staff read them through theirs", async () => {
    const other = await signIn(ctx.app, OTHER);
    for (const url of [
      `/loyalty/rewards/${demo.userId}`,
      `/loyalty/rewards/${demo.userId}/sumup`,
      `/assistants/${demo.userId}/referralCode`,
    ]) {
      expect((await get(url, other)).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: `/api${url}` })).statusCode, url).toBe(401);
    }
    const staff = await signIn(ctx.app, STAFF);
    expect((await get(`/loyalty/rewards/${demo.userId}/sumup`, staff)).statusCode).toBe(403);
    const staffSumup = await get(`/staff/assistants/${demo.userId}/loyalty/sumup`, staff);
    expect(staffSumup.json<LoyaltySumup>().total).toBe((await sumup()).total);
    const staffCode = await get(`/staff/assistants/${demo.userId}/referral-code`, staff);
    expect(staffCode.json<ReferralCode>().code).toBe(DEMO_REFERRAL_CODE);
    const staffRewards = await get(`/staff/assistants/${demo.userId}/loyalty/rewards?page=0&size=10`, staff);
    expect(staffRewards.statusCode).toBe(200);
    // a staff member has no programme; an unknown id is not found
    expect((await get(`/loyalty/rewards/${staff.userId}/sumup`, staff)).statusCode).toBe(403);
    expect((await get(`/staff/assistants/${staff.userId}/loyalty/sumup`, staff)).statusCode).toBe(403);
    expect((await get(`/staff/assistants/${randomUUID()}/loyalty/sumup`, staff)).statusCode).toBe(404);
  });

  it('refuses a client user', async () => {
    await ctx.testDb.db.update(users).set({ isClient: true }).where(eq(users.id, demo.userId));
    for (const url of [
      `/loyalty/rewards/${demo.userId}`,
      `/loyalty/rewards/${demo.userId}/sumup`,
      `/assistants/${demo.userId}/referralCode`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(errJson(res).errorCode).toBe('access_denied');
    }
  });
});

describe('GET /assistants/{id}/referralCode', () => {
  it('answers the demo code and her three referrals, newest first, one in each state', async () => {
    const body = await referralCode();
    expect(body.code).toBe(DEMO_REFERRAL_CODE);
    expect(body.referrals.map((r) => [r.firstName, r.state])).toEqual([
      ['Léa', 'INVITED'],
      ['Inès', 'SIGNED_UP'],
      ['Sarah', 'FIRST_MISSION_DONE'],
    ]);
  });

  it('creates a code on the first ask, easy to type, and keeps it', async () => {
    const other = await signIn(ctx.app, OTHER);
    const first = await referralCode(other);
    expect(first.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(first.referrals).toEqual([]);
    expect((await referralCode(other)).code).toBe(first.code);
  });

  it('draws again when a drawn code is already taken', async () => {
    const other = await signIn(ctx.app, OTHER);
    const { createLoyaltyService } = await import('./loyalty.service');
    const { createLoyaltyRepository } = await import('./loyalty.repository');
    const reads = await import('../users/loyalty-members.read-model');
    const facts = await import('../events/loyalty-facts.read-model');
    const draws = [DEMO_REFERRAL_CODE, 'ZZZZ2222'];
    const service = createLoyaltyService({
      repo: createLoyaltyRepository(ctx.testDb.db, { ...reads, ...facts }),
      clock: ctx.clock,
      completionTotal: async () => 0,
      newCode: () => draws.shift() ?? 'YYYY3333',
    });
    expect((await service.referralCode(other.userId)).code).toBe('ZZZZ2222');
  });
});

describe('referral flow', () => {
  const NEW = { email: 'nina.petit@relais.test', firstName: 'Nina', lastName: 'Petit' };
  const createAssistant = async (body: Record<string, unknown>) => {
    const staff = await signIn(ctx.app, STAFF);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/staff/assistants',
      headers: { ...bearer(staff.token), 'accept-language': 'fr' },
      payload: body,
    });
  };

  it('refuses an unknown code and creates nobody', async () => {
    for (const code of ['ABCD-2345', 'not a code']) {
      const res = await createAssistant({ ...NEW, referralCode: code });
      expect(res.statusCode).toBe(400);
      expect(errJson(res).errors).toEqual([{ errorCode: 'referral_code_unknown', field: 'referralCode' }]);
    }
    expect(await ctx.testDb.db.select().from(users).where(eq(users.loginEmail, NEW.email))).toEqual([]);
  });

  it('invited by staff with her code as typed, signed up, then first mission done: the referrer earns 150 points', async () => {
    const before = await sumup();
    const created = await createAssistant({ ...NEW, referralCode: ' cmdr-4827 ' });
    expect(created.statusCode, created.body).toBe(200);
    const refereeId = created.json<{ id: string }>().id;
    const stateOfNina = async () =>
      (await referralCode()).referrals.find((r) => r.firstName === 'Nina')?.state;
    expect(await stateOfNina()).toBe('INVITED');

    // she subscribes from her mail
    const deadline = Date.now() + 10_000;
    while (mailsTo(smtp.received, NEW.email).length === 0) {
      if (Date.now() > deadline) throw new Error('no subscription mail');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const token = accessTokenIn(
      decodeQuotedPrintable(mailsTo(smtp.received, NEW.email)[0]?.raw ?? ''),
      'subscribe-token',
    );
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { token, password: 'a quiet harbour at dawn', confirmation: 'a quiet harbour at dawn' },
    });
    expect(registered.statusCode).toBe(200);
    expect(await stateOfNina()).toBe('SIGNED_UP');
    expect((await sumup()).total).toBe(before.total);

    // her first report is validated
    await validatedVisit(refereeId, 60, 0);
    expect(await stateOfNina()).toBe('FIRST_MISSION_DONE');
    const after = await sumup();
    expect(after.total - before.total).toBe(150);
    const [link] = await ctx.testDb.db.select().from(referrals).where(eq(referrals.refereeId, refereeId));
    expect(link).toMatchObject({ referrerId: demo.userId, code: DEMO_REFERRAL_CODE });
    const newest = await page('?size=1');
    expect(newest.content[0]).toMatchObject({
      reason: 'REFERRAL_FIRST_MISSION',
      points: 150,
      sourceId: link?.id,
    });
  });
});
