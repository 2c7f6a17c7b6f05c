import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accessLinks, auditLog, users } from '../../db/schema/index';
import {
  bearer,
  cookieOf,
  createTestContext,
  DEMO,
  errJson,
  objJson,
  signIn,
  STAFF,
  type TestContext,
} from '../../test/test-app';
import { hashToken } from '../../lib/tokens';
import { decodeQuotedPrintable, startSmtpServer } from '../../test/mail-kit';
import { accessTokenIn, mailsTo } from '../../test/access-mail';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: TestContext;

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
  smtp.received.length = 0;
});

const NEW_PASSWORD = 'a quiet harbour at dawn';
const HOUR = 3600_000;

const put = (url: string, payload: Record<string, unknown>, lang = 'fr') =>
  ctx.app.inject({ method: 'PUT', url: `/api${url}`, headers: { 'accept-language': lang }, payload });
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });

const forgot = (email: string, lang = 'fr') => put('/auth/forgot/assistant', { email }, lang);
const firstLogin = (email: string, lang = 'fr') => put('/auth/firstlogin/assistant', { email }, lang);
const reset = (token: string, password = NEW_PASSWORD, confirmation = password) =>
  put('/auth/reset', { token, password, confirmation });
const register = (token: string, password = NEW_PASSWORD, confirmation = password) =>
  post('/auth/register', { token, password, confirmation });
const refresh = (cookie: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/refreshToken', cookies: { relais_refresh: cookie } });

/** Waits (on state, with a deadline) until `count` mails were received: links are mailed after the answer. */
const waitForMails = async (count: number) => {
  const deadline = Date.now() + 10_000;
  while (smtp.received.length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${smtp.received.length}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
/** The one mail sent to `to`, once it arrived. */
const mailTo = async (to: string) => {
  await waitForMails(1);
  const mails = mailsTo(smtp.received, to);
  expect(mails).toHaveLength(1);
  return decodeQuotedPrintable(mails[0]?.raw ?? '');
};
const resetTokenFor = async (email: string) => {
  expect((await forgot(email)).statusCode).toBe(200);
  return accessTokenIn(await mailTo(email), 'reset-token');
};

const staff = async () => signIn(ctx.app, STAFF);
const createAssistant = async (body: Record<string, unknown>, token: string, lang = 'fr') =>
  post('/staff/assistants', body, { ...bearer(token), 'accept-language': lang });

describe('PUT /auth/forgot/assistant', () => {
  it('answers the same status and body for an account and an unknown email, in close timing', async () => {
    const known = await forgot(DEMO.email);
    const unknown = await forgot('nobody@relais.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    await waitForMails(1);
    // timing: the medians of answers taken in turns, the known one first or second by turn (the link
    // and its mail come after the answer: the next answer is timed once that mail is out, so neither
    // is slowed by the other's work; the clock moves an hour each turn so the throttle never refuses)
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    const timed = async (kind: 'known' | 'unknown') => {
      smtp.received.length = 0;
      const start = performance.now();
      expect((await forgot(kind === 'known' ? DEMO.email : 'nobody@relais.test')).statusCode).toBe(200);
      times[kind].push(performance.now() - start);
      if (kind === 'known') await waitForMails(1);
    };
    for (let i = 0; i < 9; i++) {
      ctx.clock.advance(HOUR);
      const order = i % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const kind of order) await timed(kind);
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[4] ?? 0;
    const [a, b] = [median(times.known), median(times.unknown)];
    expect(Math.abs(a - b), `known ${a} ms, unknown ${b} ms`).toBeLessThan(
      Math.max(15, 0.5 * Math.max(a, b)),
    );
  });

  it('mails a single-use link in the user’s language, plain text and HTML, to the account only', async () => {
    await forgot(DEMO.email, 'en');
    await forgot('nobody@relais.test');
    const raw = await mailTo(DEMO.email);
    expect(smtp.received).toHaveLength(1);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toMatch(/https:\/\/app\.relais\.test\/login\?reset-token=/);
    // the demo assistant's language preference (French) wins over the request's
    expect(raw).toContain('réinitialiser votre mot de passe');
    const [link] = await ctx.testDb.db.select().from(accessLinks);
    expect(link?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(raw).not.toContain(link?.tokenHash);
  });

  it('is throttled per email (the same answer for an unknown one)', async () => {
    for (let i = 0; i < 5; i++) expect((await forgot('nobody@relais.test')).statusCode).toBe(200);
    const refused = await forgot('nobody@relais.test');
    expect(refused.statusCode).toBe(429);
    expect(errJson(refused).errorCode).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await forgot(DEMO.email)).statusCode).toBe(200);
    await waitForMails(1); // (its mail is sent after the answer: not into the next test)
  });

  it('refuses a malformed email with a field error, sending nothing', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errors).toContainEqual({ errorCode: 'invalid-email', field: 'email' });
  });
});

describe('PUT /auth/reset', () => {
  it('sets the new password, uses the link up and revokes every session', async () => {
    const old = await signIn(ctx.app);
    const token = await resetTokenFor(DEMO.email);
    const done = await reset(token);
    expect(done.statusCode, done.body).toBe(200);
    // the old refresh cookie is refused, and the old access token at once (not at its expiry)
    expect((await refresh(old.refreshCookie)).statusCode).toBe(401);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/assistants/me', headers: bearer(old.token) });
    expect(me.statusCode).toBe(401);
    // the old password is refused, the new one works
    await expect(signIn(ctx.app)).rejects.toThrow(/401/);
    await signIn(ctx.app, { email: DEMO.email, password: NEW_PASSWORD });
    // used once
    const again = await reset(token, 'another fine passphrase');
    expect(again.statusCode).toBe(400);
    expect(errJson(again).errorCode).toBe('reset_link_invalid');
    const [audit] = await ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'password_reset'));
    expect(audit?.subjectId).toBe(old.userId);
  });

  it('expires 3 hours after it was sent, at the boundary (injected clock)', async () => {
    const token = await resetTokenFor(DEMO.email);
    ctx.clock.advance(3 * HOUR - 1);
    smtp.received.length = 0;
    await resetTokenFor(DEMO.email); // a new request replaces the first link (one live link)
    const refused = await reset(token);
    expect(errJson(refused).errorCode).toBe('reset_link_invalid');

    smtp.received.length = 0;
    const fresh = await resetTokenFor(DEMO.email);
    ctx.clock.advance(3 * HOUR - 1);
    expect((await reset(fresh, 'x'.repeat(3))).statusCode).toBe(400); // a refused password keeps the link
    expect((await reset(fresh)).statusCode).toBe(200);

    smtp.received.length = 0;
    const late = await resetTokenFor(DEMO.email);
    ctx.clock.advance(3 * HOUR);
    const expired = await reset(late, 'yet another passphrase');
    expect(expired.statusCode).toBe(400);
    expect(errJson(expired).errorCode).toBe('reset_link_invalid');
  });

  it('applies the password rules: length, common passwords, confirmation', async () => {
    const token = await resetTokenFor(DEMO.email);
    const cases: [string, string, string, string][] = [
      ['short12', 'short12', 'password_too_short', 'password'],
      ['x'.repeat(129), 'x'.repeat(129), 'password_too_long', 'password'],
      ['password1', 'password1', 'password_too_common', 'password'],
      ['Azertyuiop', 'Azertyuiop', 'password_too_common', 'password'],
      [NEW_PASSWORD, `${NEW_PASSWORD}!`, 'password_mismatch', 'confirmation'],
      [NEW_PASSWORD, '', 'required-field', 'confirmation'],
    ];
    for (const [password, confirmation, code, field] of cases) {
      const res = await reset(token, password, confirmation);
      expect(res.statusCode, password).toBe(400);
      expect(errJson(res).errors).toContainEqual({ errorCode: code, field });
    }
    // none used the link up
    expect((await reset(token)).statusCode).toBe(200);
  });
});

describe('subscription: POST /staff/assistants, POST /auth/register, PUT /auth/firstlogin/assistant', () => {
  const NEW = { email: 'Nina.Petit@Relais.test', firstName: 'Nina', lastName: 'Petit' };

  it('is refused to assistants and to anyone unsigned', async () => {
    const assistant = await signIn(ctx.app);
    const res = await createAssistant(NEW, assistant.token);
    expect(res.statusCode).toBe(403);
    expect((await post('/staff/assistants', NEW)).statusCode).toBe(401);
    expect(
      await ctx.testDb.db.select().from(users).where(eq(users.loginEmail, 'nina.petit@relais.test')),
    ).toEqual([]);
  });

  it('creates an assistant without a password, audited, and mails her link; register opens a session', async () => {
    const s = await staff();
    const res = await createAssistant({ ...NEW, language: 'en' }, s.token);
    expect(res.statusCode).toBe(200);
    const created = objJson(res);
    expect(created).toMatchObject({ loginEmail: 'nina.petit@relais.test' });
    const [row] = await ctx.testDb.db
      .select()
      .from(users)
      .where(eq(users.id, String(created['id'])));
    expect(row?.passwordHash).toBeNull();
    // a new applicant: in recruitment from her creation (decisions "Provider console")
    expect(row?.recruitmentStatus).toBe('APPLIED');
    const [audit] = await ctx.testDb.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'assistant_created'));
    expect(audit).toMatchObject({ actorId: s.userId, subjectId: created['id'] });

    const raw = await mailTo('nina.petit@relais.test');
    expect(raw).toContain('Your Relais account is ready');
    const token = accessTokenIn(raw, 'subscribe-token');
    const opened = await register(token);
    expect(opened.statusCode).toBe(200);
    expect(objJson(opened)['userId']).toBe(created['id']);
    const cookie = cookieOf(opened, 'relais_refresh')?.value ?? '';
    expect((await refresh(cookie)).statusCode).toBe(200);
    await signIn(ctx.app, { email: NEW.email, password: NEW_PASSWORD });

    // used twice: the translated subscription error
    const twice = await register(token, 'another fine passphrase');
    expect(twice.statusCode).toBe(400);
    expect(errJson(twice).errorCode).toBe('subscription_error');
    // the same email again is refused
    const dup = await createAssistant(NEW, s.token);
    expect(dup.statusCode).toBe(409);
    expect(errJson(dup).errorCode).toBe('login_email_taken');
  });

  it('an expired link gives the subscription error; first login mails a new one', async () => {
    const s = await staff();
    await createAssistant(NEW, s.token);
    const token = accessTokenIn(await mailTo('nina.petit@relais.test'), 'subscribe-token');
    ctx.clock.advance(3 * HOUR);
    const expired = await register(token);
    expect(errJson(expired).errorCode).toBe('subscription_error');

    smtp.received.length = 0;
    const known = await firstLogin(NEW.email);
    const unknown = await firstLogin('nobody@relais.test');
    // an account that already has a password gets no link either: the same answer
    const withPassword = await firstLogin(DEMO.email);
    for (const res of [unknown, withPassword]) {
      expect(res.statusCode).toBe(known.statusCode);
      expect(res.body).toBe(known.body);
    }
    const raw = await mailTo('nina.petit@relais.test');
    expect(smtp.received).toHaveLength(1);
    expect(raw).toContain('Votre compte Relais est prêt');
    const fresh = accessTokenIn(raw, 'subscribe-token');
    expect((await register(fresh)).statusCode).toBe(200);
    // her subscription link is now used: a reset link is what she asks for next
    const [used] = await ctx.testDb.db
      .select()
      .from(accessLinks)
      .where(and(eq(accessLinks.purpose, 'SUBSCRIBE'), eq(accessLinks.tokenHash, hashToken(fresh))));
    expect(used?.usedAt).not.toBeNull();
  });
});
