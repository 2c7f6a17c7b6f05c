import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { auditLog, emailChangeRequests, preferences, users } from '../../db/schema/index';
import { mailsTo } from '../../test/access-mail';
import { decodeQuotedPrintable, emailTokenIn, startSmtpServer } from '../../test/mail-kit';
import {
  bearer,
  cookieOf,
  createTestContext,
  DEMO,
  errJson,
  OTHER,
  signIn,
  STAFF,
  type Session,
  type TestContext,
} from '../../test/test-app';
import { enableTwoFactor } from '../../test/two-factor-kit';
import { totpCodeAt } from '../auth/totp';

/*
 * The login email change asks for her password (or her second factor), mails the old address a
 * cancel link at once and ends her other sessions once confirmed; the password change while signed
 * in (decisions "Account").
 */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: TestContext;
let s: Session;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({
    mail: { smtp: smtp.url, from: 'Relais <no-reply@relais.test>' },
    publicUrl: 'https://app.relais.test',
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(async () => {
  await ctx.reset();
  s = await signIn(ctx.app);
  smtp.received.length = 0;
});

const NEW = 'camille.nouvelle@exemple.fr';

const requestChange = (body: Record<string, unknown>, session = s, lang = 'fr') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/assistants/${session.userId}/email-change`,
    headers: { ...bearer(session.token), 'accept-language': lang },
    payload: { newEmail: NEW, ...body },
  });

/** The confirmation, from the browser of `keep` (its refresh cookie comes along under /api/auth). */
const confirm = (token: string, keep?: Session) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/email-change/confirm',
    payload: { token },
    ...(keep ? { cookies: { relais_refresh: keep.refreshCookie } } : {}),
  });

const cancel = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/email-change/cancel', payload: { token } });

const changePassword = (body: Record<string, unknown>, session = s, lang = 'fr') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/auth/password/${session.userId}`,
    headers: { ...bearer(session.token), 'accept-language': lang },
    cookies: { relais_refresh: session.refreshCookie },
    payload: body,
  });

const refresh = (session: Session) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/refreshToken',
    cookies: { relais_refresh: session.refreshCookie },
  });

const me = (session: Session) =>
  ctx.app.inject({ method: 'GET', url: '/api/assistants/me', headers: bearer(session.token) });

const signInStatus = async (email: string, password: string) =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin/assistant',
      payload: { username: email, password },
    })
  ).statusCode;

const lastMailTo = (to: string) => {
  const mail = mailsTo(smtp.received, to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return { ...mail, text: decodeQuotedPrintable(mail.raw) };
};

/** The token of the cancel link in a mail to the old address. */
const cancelTokenIn = (text: string): string => {
  const match = /\/email-change\/cancel\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no cancel link in the mail:\n${text}`);
  return match[1];
};

const loginOf = async (userId: string) =>
  (await ctx.testDb.db.select().from(users).where(eq(users.id, userId)))[0]?.loginEmail;

/** Both ways a session of `who` may still act: its refresh cookie and its access token. */
const expectEnded = async (who: Session) => {
  expect((await refresh(who)).statusCode).toBe(401);
  expect((await me(who)).statusCode).toBe(401);
};
const expectLive = async (who: Session) => {
  expect((await me(who)).statusCode).toBe(200);
  expect((await refresh(who)).statusCode).toBe(200);
};

describe('login email change: her proof', () => {
  it('refuses a change without her password or with a wrong one, sending nothing', async () => {
    const none = await requestChange({});
    expect(none.statusCode).toBe(400);
    expect(errJson(none).errors).toEqual([{ errorCode: 'required-field', field: 'password' }]);
    const wrong = await requestChange({ password: 'pas le bon' });
    expect(wrong.statusCode).toBe(400);
    expect(errJson(wrong).errorCode).toBe('password_incorrect');
    expect(errJson(wrong).errors).toEqual([{ errorCode: 'password_incorrect', field: 'password' }]);
    expect(errJson(wrong).message).not.toBe('');
    expect(smtp.received).toHaveLength(0);
    expect(await ctx.testDb.db.select().from(emailChangeRequests)).toHaveLength(0);
  });

  it('accepts her password: the new address gets the link, the current one a cancel link at once', async () => {
    const res = await requestChange({ password: DEMO.password });
    expect(res.statusCode).toBe(200);
    expect(smtp.received.map((m) => m.to)).toEqual([[DEMO.email], [NEW]]);
    const notice = lastMailTo(DEMO.email);
    expect(notice.text).toContain('Bonjour Camille');
    expect(notice.text).toContain(NEW);
    expect(notice.text).toContain('7 jours');
    expect(notice.text).toContain('https://app.relais.test/email-change/cancel?token=');
    // the cancel token is stored hashed only
    const [row] = await ctx.testDb.db.select().from(emailChangeRequests);
    expect(row?.cancelTokenHash).not.toContain(cancelTokenIn(notice.text));
    expect(row?.oldEmail).toBe(DEMO.email);
    // 'download my data' shows the request, never its link hashes
    const exported = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${s.userId}/export`,
      headers: bearer(s.token),
    });
    const zip = unzipSync(new Uint8Array(exported.rawPayload));
    const [line] = JSON.parse(strFromU8(zip['data/email-changes.json'] ?? new Uint8Array())) as Record<
      string,
      unknown
    >[];
    expect(line).toMatchObject({ newEmail: NEW, oldEmail: DEMO.email });
    expect(line).not.toHaveProperty('tokenHash');
    expect(line).not.toHaveProperty('cancelTokenHash');
  });

  it('with two-factor on, asks a code of her app (or a recovery code) instead', async () => {
    const { secret, recoveryCodes } = await enableTwoFactor(ctx.app, ctx.clock);
    const passwordOnly = await requestChange({ password: DEMO.password });
    expect(passwordOnly.statusCode).toBe(400);
    expect(errJson(passwordOnly).errors).toEqual([{ errorCode: 'required-field', field: 'code' }]);
    const wrong = await requestChange({ code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(errJson(wrong).errors).toEqual([{ errorCode: 'two_factor_code_wrong', field: 'code' }]);
    ctx.clock.advance(30_000);
    const right = await requestChange({ code: totpCodeAt(secret, ctx.clock.now()) });
    expect(right.statusCode).toBe(200);
    const recovery = await requestChange({ newEmail: 'autre@exemple.fr', code: recoveryCodes[0] });
    expect(recovery.statusCode).toBe(200);
    // a recovery code works once
    const again = await requestChange({ newEmail: 'encore@exemple.fr', code: recoveryCodes[0] });
    expect(errJson(again).errorCode).toBe('two_factor_code_wrong');
  });

  it('counts wrong passwords like sign-in attempts: five free, then a wait', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await requestChange({ password: `faux-${i}` })).statusCode).toBe(400);
    }
    const throttled = await requestChange({ password: DEMO.password });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('login email change: sessions, and the cancel link', () => {
  it('ends every other session once confirmed (refresh cookie and access token); the confirming one stays', async () => {
    const phone = await signIn(ctx.app);
    const tablet = await signIn(ctx.app);
    expect((await requestChange({ password: DEMO.password })).statusCode).toBe(200);
    // nothing ends before the link is opened
    await expectLive(phone);
    const ok = await confirm(emailTokenIn(lastMailTo(NEW).raw), s);
    expect(ok.statusCode).toBe(200);
    await expectEnded(phone);
    await expectEnded(tablet);
    expect((await me(s)).statusCode).toBe(200);
    expect((await refresh(s)).statusCode).toBe(200);
    const [audit] = await ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'EMAIL_CHANGED'));
    expect(audit?.detail).toMatchObject({ otherSessionsRevoked: true });
  });

  it('the cancel link puts the old address back and ends every session, once', async () => {
    const attacker = await signIn(ctx.app);
    expect((await requestChange({ password: DEMO.password }, attacker)).statusCode).toBe(200);
    ctx.clock.advance(2 * 3600_000);
    expect((await confirm(emailTokenIn(lastMailTo(NEW).raw), attacker)).statusCode).toBe(200);
    expect(await loginOf(s.userId)).toBe(NEW);
    await expectEnded(s);

    // 7 days counted from the change: past 7 days after the request, within 7 days after the confirmation
    ctx.clock.advance(7 * 24 * 3600_000 - 60_000);
    const token = cancelTokenIn(lastMailTo(DEMO.email).text);
    const undone = await cancel(token);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ loginEmail: DEMO.email });
    expect(await loginOf(s.userId)).toBe(DEMO.email);
    // whoever made the change is out
    await expectEnded(attacker);
    expect(await signInStatus(DEMO.email, DEMO.password)).toBe(200);
    expect(await signInStatus(NEW, DEMO.password)).toBe(401);
    const [audit] = await ctx.testDb.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'EMAIL_CHANGE_CANCELLED'));
    expect(audit?.detail).toMatchObject({ restored: true });

    const twice = await cancel(token);
    expect(twice.statusCode).toBe(400);
    expect(errJson(twice).errorCode).toBe('email_change_cancel_invalid');
  });

  it('before its confirmation, the cancel link kills the confirmation link', async () => {
    expect((await requestChange({ password: DEMO.password })).statusCode).toBe(200);
    expect((await cancel(cancelTokenIn(lastMailTo(DEMO.email).text))).json()).toEqual({
      loginEmail: DEMO.email,
    });
    const late = await confirm(emailTokenIn(lastMailTo(NEW).raw));
    expect(late.statusCode).toBe(400);
    expect(errJson(late).errorCode).toBe('email_change_error');
    expect(await loginOf(s.userId)).toBe(DEMO.email);
    await expectEnded(s);
  });

  it('refuses a cancel link 7 days after the change, and an unknown one', async () => {
    expect((await requestChange({ password: DEMO.password })).statusCode).toBe(200);
    expect((await confirm(emailTokenIn(lastMailTo(NEW).raw))).statusCode).toBe(200);
    ctx.clock.advance(7 * 24 * 3600_000);
    const late = await cancel(cancelTokenIn(lastMailTo(DEMO.email).text));
    expect(late.statusCode).toBe(400);
    expect(errJson(late).errorCode).toBe('email_change_cancel_invalid');
    expect(await loginOf(s.userId)).toBe(NEW);
    expect(errJson(await cancel('pas-un-jeton')).errorCode).toBe('email_change_cancel_invalid');
  });
});

describe('password change while signed in (PUT /auth/password/{id})', () => {
  const NEW_PASSWORD = 'un port tranquille';
  const body = (currentPassword: string, password = NEW_PASSWORD, confirmation = password) => ({
    currentPassword,
    password,
    confirmation,
  });

  it('refuses a wrong current password (translated), changing nothing', async () => {
    const wrong = await changePassword(body('pas le bon'));
    expect(wrong.statusCode).toBe(400);
    expect(errJson(wrong).errors).toEqual([{ errorCode: 'password_incorrect', field: 'currentPassword' }]);
    const en = await changePassword(body('still wrong'), s, 'en');
    expect(errJson(en).message).toBe('The password is not right');
    expect(await signInStatus(DEMO.email, DEMO.password)).toBe(200);
    expect(smtp.received).toHaveLength(0);
  });

  it('holds the rules of a reset: length, common passwords, confirmation, current one required', async () => {
    const cases: [Record<string, unknown>, { errorCode: string; field: string }][] = [
      [body(DEMO.password, 'court'), { errorCode: 'password_too_short', field: 'password' }],
      [body(DEMO.password, 'x'.repeat(129)), { errorCode: 'password_too_long', field: 'password' }],
      [body(DEMO.password, 'password123'), { errorCode: 'password_too_common', field: 'password' }],
      [
        body(DEMO.password, NEW_PASSWORD, 'un autre port'),
        { errorCode: 'password_mismatch', field: 'confirmation' },
      ],
      [body(''), { errorCode: 'required-field', field: 'currentPassword' }],
    ];
    for (const [payload, error] of cases) {
      const res = await changePassword(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errJson(res).errors).toContainEqual(error);
    }
    expect(await signInStatus(DEMO.email, DEMO.password)).toBe(200);
  });

  it('changes it: this session stays, every other ends, and a mail tells her in her language', async () => {
    const phone = await signIn(ctx.app);
    const res = await changePassword(body(DEMO.password));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    await expectEnded(phone);
    expect((await me(s)).statusCode).toBe(200);
    const refreshed = await refresh(s);
    expect(refreshed.statusCode).toBe(200);
    expect(cookieOf(refreshed, 'relais_refresh')?.value).toBeTruthy();
    expect(await signInStatus(DEMO.email, DEMO.password)).toBe(401);
    expect(await signInStatus(DEMO.email, NEW_PASSWORD)).toBe(200);
    // the demo's language preference is French
    const mail = lastMailTo(DEMO.email);
    expect(mail.text).toContain('Le mot de passe de votre compte Relais vient d’être modifié');
    expect(mail.text).toContain('https://app.relais.test/login');
    expect(mail.text).not.toContain(NEW_PASSWORD);
    const [audit] = await ctx.testDb.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'password_changed'));
    expect(audit?.subjectId).toBe(s.userId);
  });

  it('writes the mail in the request language when she has no preference', async () => {
    await ctx.testDb.db.delete(preferences).where(eq(preferences.userId, s.userId));
    expect((await changePassword(body(DEMO.password), s, 'en')).statusCode).toBe(200);
    expect(lastMailTo(DEMO.email).text).toContain('The password of your Relais account was just changed');
  });

  it('counts wrong current passwords like sign-in attempts: five free, then 429 with a wait', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await changePassword(body(`faux-${i}`))).statusCode).toBe(400);
    }
    const throttled = await changePassword(body(DEMO.password));
    expect(throttled.statusCode).toBe(429);
    expect(errJson(throttled).errorCode).toBe('too_many_requests');
    ctx.clock.advance(30_000);
    expect((await changePassword(body(DEMO.password))).statusCode).toBe(200);
  });

  it("refuses another assistant's id and a support session", async () => {
    const other = await signIn(ctx.app, OTHER);
    expect((await changePassword(body(OTHER.password), { ...other, userId: s.userId })).statusCode).toBe(403);
    const staff = await signIn(ctx.app, STAFF);
    const link = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/assistants/${s.userId}/helpdesk-link`,
      headers: bearer(staff.token),
    });
    const url = new URL(link.json<{ url: string }>().url);
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/helpdesk',
      payload: { login: url.searchParams.get('login'), random: url.searchParams.get('random') },
    });
    const support: Session = {
      token: opened.json<{ access_token: string }>().access_token,
      userId: s.userId,
      refreshCookie: cookieOf(opened, 'relais_refresh')?.value ?? '',
      response: opened,
    };
    const res = await changePassword(body(DEMO.password), support);
    expect(res.statusCode).toBe(403);
    expect(errJson(res).errorCode).toBe('support_session_forbidden');
    expect(await signInStatus(DEMO.email, DEMO.password)).toBe(200);
  });
});
