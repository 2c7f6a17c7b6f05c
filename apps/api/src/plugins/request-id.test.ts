import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, DEMO, signIn, type TestContext } from '../test/test-app';

const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };

let ctx: TestContext;
let trusting: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ logger: true, logStream });
  trusting = await createTestContext({ trustProxy: ['127.0.0.1'] });
});
afterAll(async () => {
  await trusting?.close();
  await ctx?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('sends a generated id back and ignores the header from an untrusted client', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'mine-123' },
    });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('takes a valid id from a trusted proxy, never one that could forge log content', async () => {
    const given = await trusting.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'lb-42.a:b_c' },
    });
    expect(given.headers['x-request-id']).toBe('lb-42.a:b_c');
    for (const bad of ['a b', 'x'.repeat(129), 'a\u2028b', '{"level":60}', '']) {
      const res = await trusting.app.inject({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': bad },
      });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('writes the request id on every line of a request and no token, password, cookie or e-mail', async () => {
    lines.length = 0;
    const session = await signIn(ctx.app);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refreshToken',
      cookies: { relais_refresh: session.refreshCookie },
    });
    expect(refresh.statusCode).toBe(200);
    const failed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin/assistant',
      payload: { username: 'someone.private@example.org', password: 'a-wrong-secret-password' },
    });
    const call = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${session.userId}/preferences`,
      headers: { ...bearer(session.token), cookie: `relais_refresh=${session.refreshCookie}` },
    });
    expect(call.statusCode).toBe(200);
    const log = lines.join('');
    for (const secret of [
      session.token,
      session.refreshCookie,
      DEMO.email,
      DEMO.password,
      'someone.private@example.org',
      'a-wrong-secret-password',
    ]) {
      expect(secret.length).toBeGreaterThan(0);
      expect(log).not.toContain(secret);
    }
    for (const res of [session.response, refresh, failed, call]) {
      const id = String(res.headers['x-request-id']);
      const ofRequest = lines.filter((l) => l.includes(id));
      for (const line of ofRequest) expect(JSON.parse(line)).toMatchObject({ reqId: id });
      // one access line, when answered: what was asked, by whom, and the answer
      const access = ofRequest
        .map((l) => JSON.parse(l) as { msg?: string })
        .filter((p) => p.msg === 'request completed');
      expect(access).toEqual([
        expect.objectContaining({
          req: expect.objectContaining({
            method: expect.any(String) as unknown,
            url: expect.any(String) as unknown,
          }) as unknown,
          res: { statusCode: res.statusCode },
          responseTime: expect.any(Number) as unknown,
        }) as unknown,
      ]);
      expect(ofRequest.some((l) => l.includes('incoming request'))).toBe(false);
    }
    // every line written while a request ran carries an id
    const parsed = lines.map((l) => JSON.parse(l) as { reqId?: string; req?: unknown; res?: unknown });
    expect(parsed.filter((p) => (p.req || p.res) && !p.reqId)).toEqual([]);
  });
});
