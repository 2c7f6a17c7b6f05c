import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { base64url } from 'jose';
import { GOOGLE_AUTH_URL } from '../../config';
import {
  GOOGLE_TEST_CLIENT_ID,
  googleClaims,
  startGoogleKit,
  type GoogleKit,
} from '../../../../../scripts/test-kits/google-kit';
import {
  bearer,
  cookieOf,
  createTestContext,
  DEMO,
  errJson,
  objJson,
  STAFF,
  TEST_NOW,
  type TestContext,
} from '../../test/test-app';
import { enableTwoFactor } from '../../test/two-factor-kit';
import { totpCodeAt } from './totp';

let kit: GoogleKit;
let ctx: TestContext;
beforeAll(async () => {
  kit = await startGoogleKit();
  ctx = await createTestContext({
    externalSignIn: {
      google: { clientId: GOOGLE_TEST_CLIENT_ID, jwksUrl: kit.jwksUrl, authUrl: GOOGLE_AUTH_URL },
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await kit?.close();
});
beforeEach(async () => ctx.reset());

const now = () => new Date(TEST_NOW);
const googleSignIn = (idToken: string, ip = '10.0.0.7') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/oauthsignin/assistant',
    payload: { idToken, authProvider: 'google' },
    remoteAddress: ip,
  });

const expectRefused = async (idToken: string, code = 'external_token_invalid') => {
  const res = await googleSignIn(idToken);
  expect(res.statusCode).toBe(401);
  expect(errJson(res)).toMatchObject({ success: false, errorCode: code });
  expect(cookieOf(res, 'relais_refresh')).toBeUndefined();
};

/** Another six-digit code than the right one. */
const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/oauthsignin/assistant', () => {
  it('asks the second factor of an account that has it on: a challenge, no cookie; the right code opens the session', async () => {
    const { secret } = await enableTwoFactor(ctx.app, ctx.clock);
    ctx.clock.advance(30_000); // the set-up used the current step
    const res = await googleSignIn(await kit.sign(googleClaims(DEMO.email, ctx.clock.now())));
    expect(res.statusCode).toBe(200);
    const body = objJson(res);
    expect(body['secondFactor']).toBe(true);
    expect(body['access_token']).toBeUndefined();
    expect(cookieOf(res, 'relais_refresh')).toBeUndefined();
    expect(cookieOf(res, 'relais_sso')).toBeUndefined();
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin/second-factor',
      payload: { challenge: body['challenge'], code: wrongCode(totpCodeAt(secret, ctx.clock.now())) },
    });
    expect(errJson(wrong).errorCode).toBe('two_factor_code_wrong');
    const coded = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin/second-factor',
      payload: { challenge: body['challenge'], code: totpCodeAt(secret, ctx.clock.now()) },
    });
    expect(coded.statusCode).toBe(200);
    expect(coded.json<{ userId: string }>().userId).toBe(ctx.testDb.people.demoId);
    expect(cookieOf(coded, 'relais_refresh')?.raw).toMatch(/HttpOnly/);
  });

  it("opens the assistant's session (refresh and sso cookies) for a valid Google ID token", async () => {
    const res = await googleSignIn(await kit.sign(googleClaims('Demo@Relais.test', now())));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ access_token: string; userId: string }>();
    expect(body.userId).toBe(ctx.testDb.people.demoId);
    expect(cookieOf(res, 'relais_refresh')?.raw).toMatch(/HttpOnly/);
    expect(cookieOf(res, 'relais_sso')?.value).toBe('1');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/assistants/me',
      headers: bearer(body.access_token),
    });
    expect(objJson(me).loginEmail).toBe(DEMO.email);
    // The refresh cookie is a real session: it rotates.
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refreshToken',
      cookies: { relais_refresh: cookieOf(res, 'relais_refresh')?.value ?? '' },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it("accepts Google's issuer without scheme too", async () => {
    const token = await kit.sign(googleClaims(DEMO.email, now(), { iss: 'accounts.google.com' }));
    expect((await googleSignIn(token)).statusCode).toBe(200);
  });

  it('refuses a token for another audience', async () => {
    await expectRefused(
      await kit.sign(googleClaims(DEMO.email, now(), { aud: 'someone-else.apps.googleusercontent.com' })),
    );
  });

  it('refuses a token of another issuer', async () => {
    await expectRefused(await kit.sign(googleClaims(DEMO.email, now(), { iss: 'https://evil.example' })));
  });

  it('refuses an expired token', async () => {
    const issued = new Date(now().getTime() - 2 * 3600 * 1000);
    await expectRefused(await kit.sign(googleClaims(DEMO.email, issued)));
  });

  it('refuses a token signed by a key Google does not publish', async () => {
    await expectRefused(await kit.sign(googleClaims(DEMO.email, now()), { otherKey: true }));
  });

  it('refuses a token whose email is not verified', async () => {
    await expectRefused(await kit.sign(googleClaims(DEMO.email, now(), { email_verified: false })));
  });

  it('refuses an unsigned token (alg none) and garbage', async () => {
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const payload = base64url.encode(JSON.stringify(googleClaims(DEMO.email, now())));
    await expectRefused(`${header}.${payload}.`);
    await expectRefused('not-a-jwt');
  });

  it('creates no account for an unknown email, and refuses a staff login', async () => {
    await expectRefused(await kit.sign(googleClaims('nobody@gmail.test', now())), 'external_account_unknown');
    await expectRefused(await kit.sign(googleClaims(STAFF.email, now())), 'external_account_unknown');
  });

  it('throttles like sign-in: 5 refused tokens for an email, then 429 with Retry-After', async () => {
    const bad = await kit.sign(googleClaims(DEMO.email, now()), { otherKey: true });
    for (let i = 0; i < 5; i += 1) expect((await googleSignIn(bad)).statusCode).toBe(401);
    const blocked = await googleSignIn(await kit.sign(googleClaims(DEMO.email, now())));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('validates its body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/oauthsignin/assistant',
      payload: { idToken: 'x', authProvider: 'facebook' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/auth/signin-options', () => {
  it('tells the login page which buttons to show', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/signin-options' });
    expect(res.json()).toEqual({
      sso: false,
      googleClientId: GOOGLE_TEST_CLIENT_ID,
      googleAuthUrl: GOOGLE_AUTH_URL,
    });
  });
});

describe('when the key endpoint does not answer', () => {
  it('answers 503 external_signin_disabled, never a 500', async () => {
    const down = await createTestContext({
      externalSignIn: {
        google: {
          clientId: GOOGLE_TEST_CLIENT_ID,
          jwksUrl: 'http://127.0.0.1:9/certs',
          authUrl: GOOGLE_AUTH_URL,
        },
      },
    });
    try {
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/auth/oauthsignin/assistant',
        payload: { idToken: await kit.sign(googleClaims(DEMO.email, now())), authProvider: 'google' },
      });
      expect(res.statusCode).toBe(503);
      expect(errJson(res).errorCode).toBe('external_signin_disabled');
    } finally {
      await down.close();
    }
  });
});

describe('without configuration', () => {
  it('answers external_signin_disabled and shows no button', async () => {
    const bare = await createTestContext();
    try {
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/auth/oauthsignin/assistant',
        payload: { idToken: 'x.y.z', authProvider: 'google' },
      });
      expect(res.statusCode).toBe(404);
      expect(errJson(res).errorCode).toBe('external_signin_disabled');
      const options = await bare.app.inject({ method: 'GET', url: '/api/auth/signin-options' });
      expect(options.json()).toEqual({ sso: false, googleClientId: null, googleAuthUrl: null });
    } finally {
      await bare.close();
    }
  });
});
