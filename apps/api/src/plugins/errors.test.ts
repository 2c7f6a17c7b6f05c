import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '@relais/domain';
import { anyString, bearer, createTestContext, errJson, signIn, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());
beforeEach(async () => ctx.reset());

describe('error shape', () => {
  it('answers 404 not_found for an unknown /api route, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await ctx.app.inject({
        method,
        url: '/api/does-not-exist',
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        errorCode: 'not_found',
        message: anyString(),
        errors: [],
      });
    }
  });

  it('answers 401 authentication_required without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/assistants/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'authentication_required', errors: [] });
  });

  it('answers 400 validation_failed with field errors, using field codes from the closed list', async () => {
    const { token, userId } = await signIn(ctx.app);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/assistants',
      headers: bearer(token),
      payload: { userId, lastName: '  ', secondaryEmail: 'nope', latitude: 500 },
    });
    expect(res.statusCode).toBe(400);
    const body = errJson(res);
    expect(body.errorCode).toBe('validation_failed');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { errorCode: 'last_name_or_email_empty', field: 'lastName' },
        { errorCode: 'invalid-email', field: 'secondaryEmail' },
        { errorCode: 'value-out-of-range', field: 'latitude' },
      ]),
    );
    for (const e of body.errors) expect(ERROR_CODES).toContain(e.errorCode);
  });

  it('answers 400 for malformed JSON without echoing the parser', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin/assistant',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'bad_request' });
  });

  it('answers a 500 that never echoes internals', async () => {
    const { token, userId } = await signIn(ctx.app);
    await ctx.testDb.db.execute(sql.raw('ALTER TABLE preferences RENAME TO preferences_gone'));
    try {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/users/${userId}/preferences`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        success: false,
        errorCode: 'server_error',
        message: 'Server error',
        errors: [],
      });
      expect(res.body).not.toMatch(/preferences|relation|select|stack/i);
    } finally {
      await ctx.testDb.db.execute(sql.raw('ALTER TABLE preferences_gone RENAME TO preferences'));
    }
  });
});

describe('security headers', () => {
  it('are set on API answers and on errors', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
      expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBeTruthy();
      expect(res.headers['permissions-policy']).toBeTruthy();
    }
  });
});
