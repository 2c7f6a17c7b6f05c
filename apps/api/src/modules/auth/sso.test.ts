import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { auditLog } from '../../db/schema/index';
import { startOidcKit, type OidcKit } from '../../../../../scripts/test-kits/oidc-kit';
import { bearer, cookieOf, createTestContext, DEMO, objJson, type TestContext } from '../../test/test-app';
import { enableTwoFactor } from '../../test/two-factor-kit';
import { totpCodeAt } from './totp';

/*
 * Single sign-on end to end: our server against a real OpenID provider (oidc-provider) on a free
 * port. The tests play the browser: they follow the provider's redirects with its cookies and
 * bring the code back to our callback with our flow cookie.
 */

const PUBLIC_URL = 'http://relais.test';
const CALLBACK = `${PUBLIC_URL}/api/auth/sso/callback`;
const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

let kit: OidcKit;
let ctx: TestContext;
beforeAll(async () => {
  kit = await startOidcKit({ redirectUri: CALLBACK });
  ctx = await createTestContext({
    publicUrl: PUBLIC_URL,
    jwtSecret: JWT_SECRET,
    externalSignIn: { oidc: { issuer: kit.issuer, clientId: kit.clientId, clientSecret: kit.clientSecret } },
  });
});
afterAll(async () => {
  await ctx?.close();
  await kit?.close();
});
beforeEach(async () => {
  await ctx.reset();
  kit.signInAs(DEMO.email);
});

type Started = { authorizeUrl: string; flowCookie: string };

const start = async (redirect?: string): Promise<Started> => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/auth/sso/start${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`,
  });
  expect(res.statusCode).toBe(302);
  const flow = cookieOf(res, 'relais_sso_flow');
  expect(flow?.raw).toMatch(/HttpOnly/);
  expect(flow?.raw).toMatch(/SameSite=Lax/);
  expect(flow?.raw).toMatch(/Path=\/api\/auth\/sso/);
  return { authorizeUrl: String(res.headers.location), flowCookie: flow?.value ?? '' };
};

/** Follows the provider's redirects as a browser would (its cookies kept) until it sends us back. */
const throughProvider = async (authorizeUrl: string): Promise<URL> => {
  const jar = new Map<string, string>();
  let url = authorizeUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const raw of res.headers.getSetCookie()) {
      const [pair = ''] = raw.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${url}: ${res.status} ${await res.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(CALLBACK)) return next;
    url = next.href;
  }
  throw new Error('too many redirects');
};

const callback = (back: URL, flowCookie: string | undefined) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/auth/sso/callback${back.search}`,
    ...(flowCookie ? { cookies: { relais_sso_flow: flowCookie } } : {}),
  });

const expectBackToLogin = (res: Awaited<ReturnType<typeof callback>>, reason: string) => {
  expect(res.statusCode).toBe(302);
  const location = new URL(String(res.headers.location), PUBLIC_URL);
  expect(location.pathname).toBe('/login');
  expect(location.searchParams.get('sso-error')).toBe(reason);
  expect(cookieOf(res, 'relais_refresh')).toBeUndefined();
  expect(cookieOf(res, 'relais_sso')).toBeUndefined();
};

describe('single sign-on (OpenID Connect, code + PKCE)', () => {
  it('sends the browser to the provider with state, nonce and an S256 PKCE challenge', async () => {
    const { authorizeUrl } = await start();
    const url = new URL(authorizeUrl);
    expect(url.origin).toBe(kit.issuer);
    expect(url.searchParams.get('client_id')).toBe('pwa-assistant');
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
  });

  it('opens the same session as a password sign-in and goes to the page asked', async () => {
    const { authorizeUrl, flowCookie } = await start('/missions?tab=2');
    const res = await callback(await throughProvider(authorizeUrl), flowCookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/missions?tab=2');
    expect(cookieOf(res, 'relais_sso')?.value).toBe('1');
    const refreshCookie = cookieOf(res, 'relais_refresh');
    expect(refreshCookie?.raw).toMatch(/HttpOnly/);
    expect(cookieOf(res, 'relais_sso_flow')?.raw).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refreshToken',
      cookies: { relais_refresh: refreshCookie?.value ?? '' },
    });
    expect(refreshed.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/assistants/me',
      headers: bearer(refreshed.json<{ access_token: string }>().access_token),
    });
    expect(objJson(me).loginEmail).toBe(DEMO.email);
    const audit = await ctx.testDb.db.select().from(auditLog);
    expect(audit.some((row) => row.action === 'signin' && JSON.stringify(row.detail).includes('sso'))).toBe(
      true,
    );
  });

  it('asks the second factor of an account that has it on: back to /login with the challenge in the fragment, no session', async () => {
    const { secret } = await enableTwoFactor(ctx.app, ctx.clock);
    ctx.clock.advance(30_000); // the set-up used the current step
    const { authorizeUrl, flowCookie } = await start('/missions');
    const res = await callback(await throughProvider(authorizeUrl), flowCookie);
    expect(res.statusCode).toBe(302);
    expect(cookieOf(res, 'relais_refresh')).toBeUndefined();
    expect(cookieOf(res, 'relais_sso')).toBeUndefined();
    const location = new URL(String(res.headers.location), PUBLIC_URL);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('redirect')).toBe('/missions');
    const challenge = new URLSearchParams(location.hash.slice(1)).get('second-factor') ?? '';
    expect(challenge).not.toBe('');
    const coded = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin/second-factor',
      payload: { challenge, code: totpCodeAt(secret, ctx.clock.now()) },
    });
    expect(coded.statusCode).toBe(200);
    expect(cookieOf(coded, 'relais_refresh')?.raw).toMatch(/HttpOnly/);
  });

  it('never leaves the app for the redirect asked', async () => {
    const { authorizeUrl, flowCookie } = await start('//evil.example/x');
    const res = await callback(await throughProvider(authorizeUrl), flowCookie);
    expect(res.headers.location).toBe('/');
  });

  it('refuses a wrong state', async () => {
    const { authorizeUrl, flowCookie } = await start();
    const back = await throughProvider(authorizeUrl);
    back.searchParams.set('state', 'forged-state');
    expectBackToLogin(await callback(back, flowCookie), 'failed');
  });

  it("refuses another flow's code (its state does not match this browser's flow)", async () => {
    const mine = await start();
    const theirs = await start();
    expectBackToLogin(await callback(await throughProvider(theirs.authorizeUrl), mine.flowCookie), 'failed');
  });

  it('refuses a replayed code', async () => {
    const { authorizeUrl, flowCookie } = await start();
    const back = await throughProvider(authorizeUrl);
    expect((await callback(back, flowCookie)).headers.location).toBe('/');
    expectBackToLogin(await callback(back, flowCookie), 'failed');
  });

  it('refuses a callback without its flow (no PKCE verifier)', async () => {
    const { authorizeUrl } = await start();
    expectBackToLogin(await callback(await throughProvider(authorizeUrl), undefined), 'failed');
  });

  it('refuses a tampered flow cookie and a wrong PKCE verifier', async () => {
    const { authorizeUrl, flowCookie } = await start();
    const back = await throughProvider(authorizeUrl);
    expectBackToLogin(await callback(back, `${flowCookie.slice(0, -4)}AAAA`), 'failed');
    // The same flow re-sealed with the server's key but another verifier: the provider refuses the code.
    const key = createHash('sha256').update(`relais-sso-flow:${JWT_SECRET}`).digest();
    const { payload } = await jwtDecrypt(flowCookie, key, { currentDate: ctx.clock.now() });
    const forged = await new EncryptJWT({ ...payload, verifier: 'x'.repeat(43) })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .encrypt(key);
    expectBackToLogin(await callback(back, forged), 'failed');
  });

  it('refuses an expired flow (10 minutes)', async () => {
    const { authorizeUrl, flowCookie } = await start();
    const back = await throughProvider(authorizeUrl);
    ctx.clock.advance(11 * 60 * 1000);
    expectBackToLogin(await callback(back, flowCookie), 'failed');
  });

  it('creates no account for an unknown user', async () => {
    kit.signInAs('stranger@relais.test');
    const { authorizeUrl, flowCookie } = await start();
    expectBackToLogin(await callback(await throughProvider(authorizeUrl), flowCookie), 'unknown');
  });

  it('refuses an email the provider did not verify', async () => {
    kit.signInAs(DEMO.email, { emailVerified: false });
    const { authorizeUrl, flowCookie } = await start();
    expectBackToLogin(await callback(await throughProvider(authorizeUrl), flowCookie), 'failed');
  });

  it('goes back to /login with the error the provider sent (the user cancelled)', async () => {
    const { flowCookie } = await start();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/sso/callback?error=access_denied&state=x',
      cookies: { relais_sso_flow: flowCookie },
    });
    expectBackToLogin(res, 'failed');
  });

  it('answers hostile callbacks with a redirect, never a 5xx', async () => {
    for (const query of ['', '?code=', '?code[]=a&state[]=b', `?code=${'x'.repeat(5000)}`, '?code=%E9%FF']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/auth/sso/callback${query}` });
      expect(res.statusCode).toBe(302);
    }
    // A text PostgreSQL cannot store is refused before any route, as everywhere (invalid_characters).
    const nul = await ctx.app.inject({ method: 'GET', url: '/api/auth/sso/callback?state=%00' });
    expect(nul.statusCode).toBe(400);
  });
});

describe('single sign-on without a provider', () => {
  it('is not offered, and its start goes back to /login with "unavailable"', async () => {
    const bare = await createTestContext();
    try {
      const options = await bare.app.inject({ method: 'GET', url: '/api/auth/signin-options' });
      expect(options.json()).toMatchObject({ sso: false });
      const res = await bare.app.inject({ method: 'GET', url: '/api/auth/sso/start' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?sso-error=unavailable');
    } finally {
      await bare.close();
    }
  });

  it('says "unavailable" when the configured issuer does not answer', async () => {
    const down = await createTestContext({
      externalSignIn: { oidc: { issuer: 'http://127.0.0.1:9/', clientId: 'pwa-assistant' } },
    });
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/auth/sso/start' });
      expect(res.headers.location).toBe('/login?sso-error=unavailable');
    } finally {
      await down.close();
    }
  });
});
