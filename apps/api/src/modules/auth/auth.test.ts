import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, refreshTokens } from '../../db/schema/index';
import {
  bearer,
  cookieOf,
  createTestContext,
  DEMO,
  signIn,
  type TestContext,
  errJson,
  objJson,
  anyString,
} from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());
beforeEach(async () => ctx.reset());

const signInRaw = (username: string, password: string, ip = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signin/assistant',
    payload: { username, password },
    remoteAddress: ip,
  });

const refresh = (cookie: string | undefined) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/refreshToken',
    ...(cookie ? { cookies: { relais_refresh: cookie } } : {}),
  });

describe('POST /api/auth/signin/assistant', () => {
  it('answers a 15-minute access token and sets the refresh and sso cookies', async () => {
    const res = await signInRaw(DEMO.email, DEMO.password);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ access_token: string }>();
    expect(body).toEqual({ access_token: anyString(), expires_in: 900, userId: ctx.testDb.people.demoId });
    const refreshCookie = cookieOf(res, 'relais_refresh');
    expect(refreshCookie?.raw).toMatch(/HttpOnly/);
    expect(refreshCookie?.raw).toMatch(/SameSite=Strict/);
    expect(refreshCookie?.raw).toMatch(/Path=\/api\/auth/);
    expect(refreshCookie?.raw).toMatch(/Max-Age=604800/);
    expect(refreshCookie?.raw).not.toMatch(/Secure/);
    const sso = cookieOf(res, 'relais_sso');
    expect(sso?.value).toBe('1');
    expect(sso?.raw).toMatch(/Path=\//);
    expect(sso?.raw).not.toMatch(/HttpOnly/);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/assistants/me',
      headers: bearer(body.access_token),
    });
    expect(me.statusCode).toBe(200);
    expect(objJson(me).loginEmail).toBe(DEMO.email);
  });

  it('accepts the email in any case', async () => {
    expect((await signInRaw('Demo@Relais.TEST', DEMO.password)).statusCode).toBe(200);
  });

  it('answers the same bad_credentials for a wrong password and an unknown user', async () => {
    const wrong = await signInRaw(DEMO.email, 'nope');
    const unknown = await signInRaw('nobody@relais.test', 'nope');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ success: false, errorCode: 'bad_credentials' });
    expect(cookieOf(wrong, 'relais_refresh')).toBeUndefined();
  });

  it('throttles an account after 5 failures from any address, with Retry-After, then opens again', async () => {
    for (let i = 0; i < 5; i += 1) expect((await signInRaw(DEMO.email, 'bad')).statusCode).toBe(401);
    const blocked = await signInRaw(DEMO.email, DEMO.password);
    expect(blocked.statusCode).toBe(429);
    expect(errJson(blocked).errorCode).toBe('too_many_requests');
    expect(Number(blocked.headers['retry-after'])).toBe(30);
    // issue 14: the account waits from every address (a stranger's device is no known device)
    expect((await signInRaw(DEMO.email, DEMO.password, '10.0.0.2')).statusCode).toBe(429);
    // another username from the same address is not blocked
    expect((await signInRaw('other@relais.test', DEMO.password)).statusCode).toBe(200);
    ctx.clock.advance(20 * 1000);
    expect(Number((await signInRaw(DEMO.email, DEMO.password)).headers['retry-after'])).toBe(10);
    ctx.clock.advance(10 * 1000);
    expect((await signInRaw(DEMO.email, DEMO.password)).statusCode).toBe(200);
  });

  it('validates the body with field error codes', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin/assistant',
      payload: { username: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'validation_failed',
      message: anyString(),
      errors: [
        { errorCode: 'invalid-email', field: 'username' },
        { errorCode: 'required-field', field: 'password' },
      ],
    });
  });

  it('writes audit lines for sign-in and failures, without secrets', async () => {
    await signInRaw(DEMO.email, 'secret-attempt');
    await signInRaw(DEMO.email, DEMO.password);
    const lines = await ctx.testDb.db.select().from(auditLog);
    expect(lines.map((l) => l.action)).toEqual(expect.arrayContaining(['signin_failed', 'signin']));
    expect(JSON.stringify(lines)).not.toContain('secret-attempt');
  });
});

describe('access tokens', () => {
  it('expire after 15 minutes', async () => {
    const { token } = await signIn(ctx.app);
    ctx.clock.advance(15 * 60 * 1000 + 1000);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/assistants/me', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    expect(errJson(res).errorCode).toBe('authentication_required');
  });

  it('refuses unsigned (alg none) and foreign-secret tokens', async () => {
    const { token } = await signIn(ctx.app);
    const [, payload] = token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const tampered = `${token.slice(0, -4)}AAAA`;
    for (const t of [none, tampered, 'garbage']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/assistants/me', headers: bearer(t) });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('POST /api/auth/refreshToken', () => {
  it('rotates the refresh token and answers a new access token', async () => {
    const session = await signIn(ctx.app);
    ctx.clock.advance(12 * 60 * 1000);
    const res = await refresh(session.refreshCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ expires_in: 900, userId: session.userId });
    const next = cookieOf(res, 'relais_refresh');
    expect(next?.value).toBeTruthy();
    expect(next?.value).not.toBe(session.refreshCookie);
    expect(cookieOf(res, 'relais_sso')?.value).toBe('1');
    expect((await refresh(next?.value)).statusCode).toBe(200);
  });

  it('detects reuse of a rotated token and revokes the whole family', async () => {
    const session = await signIn(ctx.app);
    const first = await refresh(session.refreshCookie);
    const current = cookieOf(first, 'relais_refresh')?.value;
    ctx.clock.advance(10_000); // the end of the grace between tabs: a reuse now
    const reuse = await refresh(session.refreshCookie);
    expect(reuse.statusCode).toBe(401);
    expect(errJson(reuse).errorCode).toBe('refresh_token_invalid');
    expect(cookieOf(reuse, 'relais_refresh')?.raw).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    // the legitimate latest token is revoked too
    expect((await refresh(current)).statusCode).toBe(401);
    const live = await ctx.testDb.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, session.userId), eq(refreshTokens.revoked, false)));
    expect(live).toHaveLength(0);
    const audit = await ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'refresh_reuse'));
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });

  it('a token rotated less than 10 s ago whose successor was never used: the successor is rotated for it (answer lost)', async () => {
    const session = await signIn(ctx.app);
    // the page was left while this refresh was in flight: its answer (and new cookie) never arrived
    const lost = await refresh(session.refreshCookie);
    expect(lost.statusCode).toBe(200);
    ctx.clock.advance(9_999);
    const again = await refresh(session.refreshCookie);
    expect(again.statusCode).toBe(200);
    const next = cookieOf(again, 'relais_refresh')?.value;
    expect(next).toBeTruthy();
    expect(next).not.toBe(cookieOf(lost, 'relais_refresh')?.value);
    expect(
      await ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'refresh_reuse')),
    ).toHaveLength(0);
    expect(
      await ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'refresh_race')),
    ).toHaveLength(1);
    // the session goes on with the new token
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('a token rotated less than 10 s ago whose successor is in use gets a live token of the session too (two tabs)', async () => {
    const session = await signIn(ctx.app);
    const first = await refresh(session.refreshCookie);
    // the other tab already used the successor: the jar holds the latest token
    const second = await refresh(cookieOf(first, 'relais_refresh')?.value);
    const latest = cookieOf(second, 'relais_refresh')?.value;
    ctx.clock.advance(9_999);
    const race = await refresh(session.refreshCookie);
    expect(race.statusCode).toBe(200);
    const sibling = cookieOf(race, 'relais_refresh')?.value;
    expect(
      await ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'refresh_reuse')),
    ).toHaveLength(0);
    // past the grace, both the other tab's token and this one still work
    ctx.clock.advance(60_000);
    expect((await refresh(latest)).statusCode).toBe(200);
    expect((await refresh(sibling)).statusCode).toBe(200);
  });

  it('keeps the session through five refreshes at once with one cookie, whichever answer the jar keeps', async () => {
    const session = await signIn(ctx.app);
    const burst = await Promise.all(Array.from({ length: 5 }, () => refresh(session.refreshCookie)));
    expect(burst.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const cookies = burst.map((r) => cookieOf(r, 'relais_refresh')?.value);
    expect(new Set(cookies).size).toBe(5);
    // later (past the grace), any of the five cookies the browser kept goes on with the session
    ctx.clock.advance(11_000);
    for (const cookie of cookies) {
      const next = await refresh(cookie);
      expect(next.statusCode).toBe(200);
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/assistants/me',
        headers: bearer(next.json<{ access_token: string }>().access_token),
      });
      expect(me.statusCode).toBe(200);
    }
    expect(
      await ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'refresh_reuse')),
    ).toHaveLength(0);
  });

  it('lets two simultaneous refreshes through without ending the session', async () => {
    const session = await signIn(ctx.app);
    const [a, b] = await Promise.all([refresh(session.refreshCookie), refresh(session.refreshCookie)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    for (const res of [a, b])
      expect((await refresh(cookieOf(res, 'relais_refresh')?.value)).statusCode).toBe(200);
    expect(
      await ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'refresh_reuse')),
    ).toHaveLength(0);
  });

  it('never revives a session ended by a logout with a token of its burst', async () => {
    const session = await signIn(ctx.app);
    const first = await refresh(session.refreshCookie);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { relais_refresh: cookieOf(first, 'relais_refresh')?.value ?? '' },
    });
    expect(logout.statusCode).toBe(200);
    // the first cookie, within the grace of its rotation, gets nothing: the session has ended
    expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
  });

  it('refuses a missing or unknown cookie, and a session older than 7 days', async () => {
    expect(errJson(await refresh(undefined)).errorCode).toBe('refresh_token_invalid');
    expect((await refresh('made-up')).statusCode).toBe(401);
    const session = await signIn(ctx.app);
    ctx.clock.advance(7 * 24 * 3600 * 1000);
    const res = await refresh(session.refreshCookie);
    expect(res.statusCode).toBe(401);
    expect(errJson(res).errorCode).toBe('session_expired');
  });

  it('keeps the 7-day limit absolute across rotations', async () => {
    const session = await signIn(ctx.app);
    ctx.clock.advance(6 * 24 * 3600 * 1000);
    const res = await refresh(session.refreshCookie);
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res, 'relais_refresh')?.raw).toMatch(/Max-Age=86400/);
  });

  it('refuses a userId that is not the token owner', async () => {
    const session = await signIn(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/refreshToken?userId=${ctx.testDb.people.otherId}`,
      cookies: { relais_refresh: session.refreshCookie },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the refresh token and clears both cookies', async () => {
    const session = await signIn(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { relais_refresh: session.refreshCookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(cookieOf(res, 'relais_refresh')?.value).toBe('');
    expect(cookieOf(res, 'relais_sso')?.value).toBe('');
    expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
  });

  it('refuses the access token of the ended session at once, and only that session’s', async () => {
    const session = await signIn(ctx.app);
    const otherDevice = await signIn(ctx.app);
    const me = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/assistants/me', headers: bearer(token) });
    expect((await me(session.token)).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { relais_refresh: session.refreshCookie },
    });
    const refused = await me(session.token);
    expect(refused.statusCode).toBe(401);
    expect(errJson(refused).errorCode).toBe('authentication_required');
    expect((await me(otherDevice.token)).statusCode).toBe(200);
  });

  it('refuses an access token without a session id (signed by the server before sessions were named)', async () => {
    const { signToken, JWT_AUDIENCE } = await import('../../plugins/jwt');
    const { userId } = await signIn(ctx.app);
    const { token } = await signToken(
      { claims: { role: 'ASSISTANT' }, subject: userId, audience: JWT_AUDIENCE, ttlSeconds: 900 },
      ctx.app.appConfig.jwtSecret,
      ctx.clock,
    );
    const res = await ctx.app.inject({ method: 'GET', url: '/api/assistants/me', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });

  it('answers success without a cookie', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
  });
});
