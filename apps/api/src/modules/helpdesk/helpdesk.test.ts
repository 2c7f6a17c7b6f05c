import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, feedback, history, users } from '../../db/schema/index';
import { assertNotSupportSession } from '../../plugins/support-session';
import {
  bearer,
  cookieOf,
  createTestContext,
  DEMO,
  errJson,
  objJson,
  signIn,
  STAFF,
  TEST_NOW,
  type Session,
  type TestContext,
} from '../../test/test-app';

let ctx: TestContext;
let staff: Session;
let demo: Session;

beforeAll(async () => {
  ctx = await createTestContext({ publicUrl: 'https://app.relais.test' });
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  staff = await signIn(ctx.app, STAFF);
  demo = await signIn(ctx.app, DEMO);
});

const createLink = (assistantId: string, session: Session = staff) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/staff/assistants/${assistantId}/helpdesk-link`,
    headers: bearer(session.token),
  });

/** The link's query (login, random) for the demo assistant, made by staff. */
const demoLink = async (): Promise<{ login: string; random: string; url: string; expiresAt: string }> => {
  const res = await createLink(demo.userId);
  expect(res.statusCode).toBe(200);
  const body = res.json<{ url: string; expiresAt: string }>();
  const url = new URL(body.url);
  return {
    login: url.searchParams.get('login') ?? '',
    random: url.searchParams.get('random') ?? '',
    url: body.url,
    expiresAt: body.expiresAt,
  };
};

const exchange = (login: string, random: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/helpdesk',
    payload: { login, random },
    ...(cookie ? { cookies: { relais_refresh: cookie } } : {}),
  });

/** A support session of the demo assistant, opened through a fresh link. */
const supportSession = async (): Promise<Session> => {
  const { login, random } = await demoLink();
  const res = await exchange(login, random);
  expect(res.statusCode).toBe(200);
  const body = res.json<{ access_token: string; userId: string }>();
  return {
    token: body.access_token,
    userId: body.userId,
    refreshCookie: cookieOf(res, 'relais_refresh')?.value ?? '',
    response: res,
  };
};

describe('POST /staff/assistants/:id/helpdesk-link', () => {
  it('gives staff a 5-minute link to /helpdesk with the login and a random token, audited', async () => {
    const link = await demoLink();
    expect(link.url.startsWith('https://app.relais.test/helpdesk?')).toBe(true);
    expect(link.login).toBe(DEMO.email);
    expect(link.random.length).toBeGreaterThanOrEqual(40);
    expect(link.expiresAt).toBe(new Date(Date.parse(TEST_NOW) + 5 * 60_000).toISOString());
    const lines = await ctx.testDb.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'helpdesk_link_created'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actorId: staff.userId, subjectId: demo.userId });
    // the token itself is never written in the audit log
    expect(JSON.stringify(lines[0])).not.toContain(link.random);
  });

  it('refuses an assistant (403) and an unknown or staff target (404)', async () => {
    expect((await createLink(demo.userId, demo)).statusCode).toBe(403);
    expect(errJson(await createLink(demo.userId, demo)).errorCode).toBe('access_denied');
    expect((await createLink('no-such-user')).statusCode).toBe(404);
    expect((await createLink(staff.userId)).statusCode).toBe(404);
  });
});

describe('POST /auth/helpdesk (the link exchange)', () => {
  it('opens a 1-hour support session of the assistant, marked as such, and audits it', async () => {
    const { login, random } = await demoLink();
    const res = await exchange(login, random);
    expect(res.statusCode).toBe(200);
    expect(objJson(res)).toMatchObject({ userId: demo.userId, support: true });
    const refresh = cookieOf(res, 'relais_refresh');
    expect(refresh?.raw).toContain('Max-Age=3600');
    expect(cookieOf(res, 'relais_sso')?.value).toBe('1');
    const [line] = await ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'helpdesk_signin'));
    expect(line).toMatchObject({ actorId: staff.userId, subjectId: demo.userId });
  });

  it('is single use: the second exchange of the same link is refused', async () => {
    const { login, random } = await demoLink();
    expect((await exchange(login, random)).statusCode).toBe(200);
    const again = await exchange(login, random);
    expect(again.statusCode).toBe(401);
    expect(errJson(again).errorCode).toBe('helpdesk_link_invalid');
  });

  it('lives 5 minutes: accepted 1 ms before, refused at the boundary', async () => {
    const early = await demoLink();
    ctx.clock.advance(5 * 60_000 - 1);
    expect((await exchange(early.login, early.random)).statusCode).toBe(200);

    ctx.clock.set(TEST_NOW);
    staff = await signIn(ctx.app, STAFF);
    const late = await demoLink();
    ctx.clock.advance(5 * 60_000);
    const res = await exchange(late.login, late.random);
    expect(res.statusCode).toBe(401);
    expect(errJson(res).errorCode).toBe('helpdesk_link_invalid');
  });

  it('refuses a token with another login, and the link is then used up', async () => {
    const { login, random } = await demoLink();
    const wrong = await exchange('other@relais.test', random);
    expect(wrong.statusCode).toBe(401);
    expect(errJson(wrong).errorCode).toBe('helpdesk_link_invalid');
    expect((await exchange(login, random)).statusCode).toBe(401);
    const failed = await ctx.testDb.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'helpdesk_signin_failed'));
    expect(failed.length).toBe(2);
  });

  it('refuses an unknown token with the same answer, and an empty body as a validation failure', async () => {
    const res = await exchange(DEMO.email, 'not-a-token');
    expect(res.statusCode).toBe(401);
    expect(errJson(res).errorCode).toBe('helpdesk_link_invalid');
    expect((await exchange('', '')).statusCode).toBe(400);
  });

  it('signs out the session this browser had (its refresh token no longer works)', async () => {
    const { login, random } = await demoLink();
    const other = await signIn(ctx.app, { email: 'other@relais.test', password: 'relais-demo' });
    expect((await exchange(login, random, other.refreshCookie)).statusCode).toBe(200);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refreshToken',
      cookies: { relais_refresh: other.refreshCookie },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('keeps the support mark through refreshes, and ends after one hour in all', async () => {
    const support = await supportSession();
    ctx.clock.advance(30 * 60_000);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refreshToken',
      cookies: { relais_refresh: support.refreshCookie },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(objJson(refreshed)).toMatchObject({ userId: demo.userId, support: true });
    // the refreshed access token still acts as support: a forbidden call stays forbidden
    const token = refreshed.json<{ access_token: string }>().access_token;
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${demo.userId}`,
      headers: bearer(token),
      payload: { password: DEMO.password },
    });
    expect(errJson(del).errorCode).toBe('support_session_forbidden');
    ctx.clock.advance(30 * 60_000);
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refreshToken',
      cookies: { relais_refresh: cookieOf(refreshed, 'relais_refresh')?.value ?? '' },
    });
    expect(late.statusCode).toBe(401);
  });
});

describe('the support session', () => {
  it('cannot change the login email (403 support_session_forbidden, translated, nothing sent)', async () => {
    const support = await supportSession();
    for (const [lang, text] of [
      ['en', 'A support session cannot do this'],
      ['fr', 'Une session d’assistance ne peut pas'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/assistants/${demo.userId}/email-change`,
        headers: { ...bearer(support.token), 'accept-language': lang },
        payload: { newEmail: 'new-address@relais.test' },
      });
      expect(res.statusCode).toBe(403);
      expect(errJson(res).errorCode).toBe('support_session_forbidden');
      expect(errJson(res).message).toContain(text);
    }
    // the assistant herself may
    const own = await ctx.app.inject({
      method: 'POST',
      url: `/api/assistants/${demo.userId}/email-change`,
      headers: bearer(demo.token),
      payload: { newEmail: 'new-address@relais.test', password: DEMO.password },
    });
    expect(own.statusCode).toBe(200);
  });

  it('cannot delete the account, even with the right password', async () => {
    const support = await supportSession();
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${demo.userId}`,
      headers: bearer(support.token),
      payload: { password: DEMO.password },
    });
    expect(res.statusCode).toBe(403);
    expect(errJson(res).errorCode).toBe('support_session_forbidden');
    const still = await ctx.testDb.db.select({ id: users.id }).from(users).where(eq(users.id, demo.userId));
    expect(still).toHaveLength(1);
  });

  it('cannot set up, confirm, turn off or renew two-factor sign-in', async () => {
    const support = await supportSession();
    for (const step of ['setup', 'confirm', 'disable', 'recovery-codes']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/users/${demo.userId}/two-factor/${step}`,
        headers: bearer(support.token),
        payload: { password: DEMO.password, code: '123456' },
      });
      expect(res.statusCode, step).toBe(403);
      expect(errJson(res).errorCode, step).toBe('support_session_forbidden');
    }
  });

  it('cannot download her data export: it is her own act', async () => {
    const support = await supportSession();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${demo.userId}/export`,
      headers: bearer(support.token),
    });
    expect(res.statusCode).toBe(403);
    expect(errJson(res).errorCode).toBe('support_session_forbidden');
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it("cannot send feedback: it is the assistant's own word", async () => {
    const support = await supportSession();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: bearer(support.token),
      payload: { text: 'Écrit par le support', route: '/home' },
    });
    expect(res.statusCode).toBe(403);
    expect(errJson(res).errorCode).toBe('support_session_forbidden');
    expect(await ctx.testDb.db.select().from(feedback)).toHaveLength(0);
  });

  it('a keyed write (as the app sends it) is audited in its own transaction; a refused one answers 403, audited', async () => {
    // the audit lines are written by hooks and the error handler, outside the handler: on the embedded
    // database they must join the request's transaction, or they wait forever on its connection
    const support = await supportSession();
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/assistants/${demo.userId}/availability/4/MORNING`,
      headers: { ...bearer(support.token), 'idempotency-key': crypto.randomUUID() },
      payload: { value: true },
    });
    expect(put.statusCode).toBe(200);
    const writes = await ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'support_write'));
    expect(writes).toHaveLength(1);
    const other = await signIn(ctx.app, { email: 'other@relais.test', password: 'relais-demo' });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/assistants/${other.userId}/leaves`,
      headers: { ...bearer(support.token), 'idempotency-key': crypto.randomUUID() },
      payload: { startDate: '2031-03-20', endDate: '2031-03-21', label: 'Congés' },
    });
    expect(refused.statusCode).toBe(403);
    const denied = await ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'access_denied'));
    expect(denied.length).toBeGreaterThan(0);
  });

  it('audits a write with the staff member as actor and marks its history line as made by support', async () => {
    const support = await supportSession();
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/assistants/${demo.userId}/availability/3/AFTERNOON`,
      headers: bearer(support.token),
      payload: { value: true },
    });
    expect(put.statusCode).toBe(200);
    const [audit] = await ctx.testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'support_write'), eq(auditLog.subjectId, demo.userId)));
    expect(audit).toMatchObject({
      actorId: staff.userId,
      detail: { route: 'PUT /assistants/:id/availability/:numDay/:part', status: 200 },
    });
    // a read is not audited
    await ctx.app.inject({
      method: 'GET',
      url: `/api/assistants/${demo.userId}/availability`,
      headers: bearer(support.token),
    });
    const writes = await ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'support_write'));
    expect(writes).toHaveLength(1);

    const rows = await ctx.testDb.db
      .select({ actorId: history.actorId })
      .from(history)
      .where(and(eq(history.assistantId, demo.userId), eq(history.objectType, 'AVAILABILITY')));
    expect(rows.some((r) => r.actorId === staff.userId)).toBe(true);

    // the assistant's own change is not marked
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/assistants/${demo.userId}/availability/4/AFTERNOON`,
      headers: bearer(demo.token),
      payload: { value: true },
    });
    const logs = await ctx.app.inject({
      method: 'GET',
      url: `/api/assistants/${demo.userId}/logs?sort=desc`,
      headers: bearer(demo.token),
    });
    type Line = { bySupport?: boolean; details: { kind: string; numDay?: number } | null };
    const content = logs.json<{ content: Line[] }>().content;
    const day = (n: number) =>
      content.find((l) => l.details?.kind === 'AVAILABILITY' && l.details.numDay === n);
    expect(day(3)?.bySupport).toBe(true);
    expect(day(4)).toBeDefined();
    expect(day(4)?.bySupport).toBeUndefined();
  });

  it('assertNotSupportSession refuses a support request and lets others through', () => {
    const request = (actorId?: string) =>
      ({
        auth: actorId ? { userId: 'u', role: 'ASSISTANT', actorId } : { userId: 'u', role: 'ASSISTANT' },
        headers: { 'accept-language': 'en' },
      }) as unknown as Parameters<typeof assertNotSupportSession>[0];
    expect(() => assertNotSupportSession(request('staff'))).toThrow(/support session/);
    expect(() => assertNotSupportSession(request())).not.toThrow();
  });
});
