import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTtlFromEnv } from '../../config-from-env';
import { bearer, createTestContext, signIn, type TestContext } from '../../test/test-app';

describe('RELAIS_ACCESS_TTL_SECONDS', () => {
  it('overrides the access-token lifetime outside production only', () => {
    expect(accessTtlFromEnv({}, false)).toBeUndefined();
    expect(accessTtlFromEnv({ RELAIS_ACCESS_TTL_SECONDS: '' }, false)).toBeUndefined();
    expect(accessTtlFromEnv({ RELAIS_ACCESS_TTL_SECONDS: '5' }, false)).toBe(5);
    expect(accessTtlFromEnv({ RELAIS_ACCESS_TTL_SECONDS: '5' }, true)).toBeUndefined();
    expect(() => accessTtlFromEnv({ RELAIS_ACCESS_TTL_SECONDS: '0' }, false)).toThrow(
      /RELAIS_ACCESS_TTL_SECONDS/,
    );
    expect(() => accessTtlFromEnv({ RELAIS_ACCESS_TTL_SECONDS: '1.5' }, false)).toThrow();
    expect(() => accessTtlFromEnv({ RELAIS_ACCESS_TTL_SECONDS: 'abc' }, false)).toThrow();
  });
});

describe('a server with a 5-second access token', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ accessTokenTtlSeconds: 5 });
  });
  afterAll(async () => ctx?.close());

  it('answers expires_in 5 and refuses the token once 5 seconds have passed', async () => {
    const s = await signIn(ctx.app);
    expect(s.response.json<{ expires_in: number }>().expires_in).toBe(5);
    const me = () => ctx.app.inject({ method: 'GET', url: '/api/assistants/me', headers: bearer(s.token) });
    ctx.clock.advance(4_999);
    expect((await me()).statusCode).toBe(200);
    ctx.clock.advance(1);
    expect((await me()).statusCode).toBe(401);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refreshToken',
      cookies: { relais_refresh: s.refreshCookie },
    });
    expect(refreshed.json<{ expires_in: number }>().expires_in).toBe(5);
  });
});
