import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/index';
import {
  DEMO,
  bearer,
  cookieOf,
  createTestContext,
  errJson,
  objJson,
  signIn,
  STAFF,
  CLIENT,
  type Session,
  type TestContext,
} from '../../test/test-app';
import { SIGNIN_FREE_FAILURES } from './signin-throttle';
import { totpCodeAt } from './totp';

let ctx: TestContext;
let demo: Session;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await ctx.reset();
  demo = await signIn(ctx.app);
});

const post = (path: string, payload: object, s: Session = demo) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/users/${s.userId}/two-factor${path}`,
    headers: bearer(s.token),
    payload,
  });
const state = async () =>
  objJson(
    await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${demo.userId}/two-factor`,
      headers: bearer(demo.token),
    }),
  );
const passwordStep = (password = DEMO.password) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signin/assistant',
    payload: { username: DEMO.email, password },
  });
const codeStep = (challenge: string, code: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/signin/second-factor', payload: { challenge, code } });
const now = () => ctx.clock.now();
const nextStep = () => ctx.clock.advance(30_000);

/** Turns two-factor on for demo: the secret shown and the recovery codes answered. */
const enable = async (): Promise<{ secret: string; recoveryCodes: string[] }> => {
  const started = await post('/setup', { password: DEMO.password });
  expect(started.statusCode).toBe(200);
  const secret = String(objJson(started)['secret']);
  const confirmed = await post('/confirm', { code: totpCodeAt(secret, now()) });
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
};

const challengeOf = async (): Promise<string> => {
  const res = await passwordStep();
  expect(res.statusCode).toBe(200);
  const body = objJson(res);
  expect(body['secondFactor']).toBe(true);
  return String(body['challenge']);
};

describe('two-factor set-up', () => {
  it('starts with the password, shows the secret once, refuses a wrong code then turns on with a right one', async () => {
    expect(await state()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const wrongPassword = await post('/setup', { password: 'not-it' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(errJson(wrongPassword).errors[0]?.errorCode).toBe('password_incorrect');

    const started = await post('/setup', { password: DEMO.password });
    expect(started.statusCode).toBe(200);
    const { secret, uri } = started.json<{ secret: string; uri: string }>();
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(uri).searchParams.get('secret')).toBe(secret);
    // stored sealed, not as the text shown
    const [row] = await ctx.testDb.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, demo.userId));
    expect(row?.secretEnc).not.toContain(secret);
    // still off until confirmed: the password alone signs in
    expect(objJson(await passwordStep())['access_token']).toEqual(expect.any(String));

    const wrongCode = String((Number(totpCodeAt(secret, now())) + 1) % 1_000_000).padStart(6, '0');
    const refused = await post('/confirm', { code: wrongCode });
    expect(refused.statusCode).toBe(400);
    expect(errJson(refused).errors[0]?.errorCode).toBe('two_factor_code_wrong');
    const badShape = await post('/confirm', { code: '12ab' });
    expect(badShape.statusCode).toBe(400);

    const confirmed = await post('/confirm', { code: totpCodeAt(secret, now()) });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // stored hashed
    const stored = await ctx.testDb.db.select().from(twoFactorRecoveryCodes);
    expect(stored).toHaveLength(10);
    expect(stored.map((s) => s.codeHash)).not.toContain(codes[0]?.replace('-', ''));
    expect(await state()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // on: a new set-up is refused and the secret is never answered again
    const again = await post('/setup', { password: DEMO.password });
    expect(again.statusCode).toBe(409);
    expect(JSON.stringify(await state())).not.toContain(secret);
  });

  it('another user cannot read or change demo’s two-factor', async () => {
    const other = await signIn(ctx.app, { email: 'other@relais.test', password: 'relais-demo' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${demo.userId}/two-factor/setup`,
      headers: bearer(other.token),
      payload: { password: 'relais-demo' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('sign-in with two-factor on', () => {
  it('a right password opens no session but answers a challenge; a wrong code is refused, a right one signs in', async () => {
    const { secret } = await enable();
    nextStep();
    const res = await passwordStep();
    expect(res.statusCode).toBe(200);
    expect(objJson(res)['access_token']).toBeUndefined();
    expect(cookieOf(res, 'relais_refresh')).toBeUndefined();
    const challenge = String(objJson(res)['challenge']);
    expect(objJson(res)['expires_in']).toBe(300);

    const wrong = await codeStep(challenge, '000000' === totpCodeAt(secret, now()) ? '111111' : '000000');
    expect(wrong.statusCode).toBe(401);
    expect(errJson(wrong).errorCode).toBe('two_factor_code_wrong');

    const right = await codeStep(challenge, totpCodeAt(secret, now()));
    expect(right.statusCode).toBe(200);
    expect(objJson(right)['userId']).toBe(demo.userId);
    expect(cookieOf(right, 'relais_refresh')?.value).toBeTruthy();
  });

  it('a code used once is refused again in its window (no replay)', async () => {
    const { secret } = await enable();
    nextStep();
    const code = totpCodeAt(secret, now());
    expect((await codeStep(await challengeOf(), code)).statusCode).toBe(200);
    const challenge = await challengeOf();
    const replay = await codeStep(challenge, code);
    expect(replay.statusCode).toBe(401);
    expect(errJson(replay).errorCode).toBe('two_factor_code_wrong');
    // nor the code of the step before, once a later one was used
    ctx.clock.advance(1_000);
    const earlier = totpCodeAt(secret, new Date(now().getTime() - 30_000));
    expect((await codeStep(challenge, earlier)).statusCode).toBe(401);
    nextStep();
    expect((await codeStep(challenge, totpCodeAt(secret, now()))).statusCode).toBe(200);
  });

  it('a recovery code signs in once', async () => {
    const { recoveryCodes } = await enable();
    const code = recoveryCodes[3] ?? '';
    expect((await codeStep(await challengeOf(), code.toUpperCase())).statusCode).toBe(200);
    expect(await state()).toEqual({ enabled: true, recoveryCodesLeft: 9 });
    const again = await codeStep(await challengeOf(), code);
    expect(again.statusCode).toBe(401);
  });

  it('an expired or forged challenge is refused', async () => {
    const { secret } = await enable();
    const challenge = await challengeOf();
    ctx.clock.advance(5 * 60 * 1000 + 1000);
    const late = await codeStep(challenge, totpCodeAt(secret, now()));
    expect(late.statusCode).toBe(401);
    expect(errJson(late).errorCode).toBe('two_factor_challenge_invalid');
    const forged = await codeStep(`${challenge.slice(0, -4)}AAAA`, totpCodeAt(secret, now()));
    expect(errJson(forged).errorCode).toBe('two_factor_challenge_invalid');
  });

  it('wrong codes count as failures of the account: throttled (429), and a right code then waits too', async () => {
    const { secret } = await enable();
    nextStep();
    const challenge = await challengeOf(); // the password step counts until a right code
    const answers: number[] = [];
    for (let i = 0; i < SIGNIN_FREE_FAILURES; i += 1)
      answers.push((await codeStep(challenge, '000001')).statusCode);
    expect(answers).toContain(401);
    expect(answers.at(-1)).toBe(429);
    const blocked = await codeStep(challenge, totpCodeAt(secret, now()));
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // the password step is blocked as well for that account
    expect((await passwordStep()).statusCode).toBe(429);
  });
});

describe('disable and new recovery codes', () => {
  it('new recovery codes need the password and a code; the old ones stop working', async () => {
    const { secret, recoveryCodes } = await enable();
    nextStep();
    const noPassword = await post('/recovery-codes', { password: 'nope', code: totpCodeAt(secret, now()) });
    expect(errJson(noPassword).errors[0]?.errorCode).toBe('password_incorrect');
    const renewed = await post('/recovery-codes', {
      password: DEMO.password,
      code: totpCodeAt(secret, now()),
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect((await codeStep(await challengeOf(), recoveryCodes[0] ?? '')).statusCode).toBe(401);
    expect((await codeStep(await challengeOf(), fresh[0] ?? '')).statusCode).toBe(200);
  });

  it('disable needs the password and a right code; then the password alone signs in', async () => {
    const { secret } = await enable();
    nextStep();
    const wrong = await post('/disable', { password: DEMO.password, code: '000001' });
    expect(wrong.statusCode).toBe(400);
    expect(errJson(wrong).errors[0]?.errorCode).toBe('two_factor_code_wrong');
    const ok = await post('/disable', { password: DEMO.password, code: totpCodeAt(secret, now()) });
    expect(ok.statusCode).toBe(200);
    expect(await state()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect(await ctx.testDb.db.select().from(twoFactorRecoveryCodes)).toHaveLength(0);
    expect(objJson(await passwordStep())['access_token']).toEqual(expect.any(String));
    const again = await post('/disable', { password: DEMO.password, code: totpCodeAt(secret, now()) });
    expect(again.statusCode).toBe(409);
  });
});

describe('staff reset of a lost second factor', () => {
  const reset = (s: Session, userId = demo.userId) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/staff/assistants/${userId}/two-factor`,
      headers: bearer(s.token),
    });

  it('turns it off so the password alone signs in; audited with the staff member as actor; assistants refused', async () => {
    await enable();
    const staff = await signIn(ctx.app, STAFF);
    expect((await reset(demo)).statusCode).toBe(403);
    const done = await reset(staff);
    expect(done.statusCode).toBe(200);
    expect(objJson(done)).toEqual({ success: true });
    expect(objJson(await passwordStep())['access_token']).toEqual(expect.any(String));
    const [row] = await ctx.testDb.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'two_factor_reset_by_staff'));
    expect(row).toMatchObject({ actorId: staff.userId, subjectId: demo.userId });
    const again = await reset(staff);
    expect(again.statusCode).toBe(409);
    expect(errJson(again).errorCode).toBe('two_factor_not_enabled');
  });

  it("is an assistant's only: a staff member's, a client user's or an unknown account is 404, nothing touched", async () => {
    const staff = await signIn(ctx.app, STAFF);
    const client = await signIn(ctx.app, CLIENT);
    for (const userId of [staff.userId, client.userId, 'no-such-user']) {
      const res = await reset(staff, userId);
      expect(res.statusCode, userId).toBe(404);
      expect(errJson(res).errorCode, userId).toBe('not_found');
    }
    expect(
      await ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'two_factor_reset_by_staff')),
    ).toHaveLength(0);
  });
});
