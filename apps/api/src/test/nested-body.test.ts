import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes, type RouteDef } from '@relais/contract';
import { JSON_DEPTH_MAX, jsonDepthExceeds } from '../plugins/json-body';
import { bearer, createTestContext, errJson, signIn, type Session, type TestContext } from './test-app';

/**
 * A JSON body nested deeper than JSON_DEPTH_MAX is refused 400 `bad_request` before it is parsed,
 * on every route that takes a body, signed in or not (the probe: ~1,610 levels, a 3.2 KB body,
 * answered 500 on 67 routes: the storable-text walker overflowed the stack).
 */
let ctx: TestContext;
let demo: Session;
beforeAll(async () => {
  ctx = await createTestContext();
  demo = await signIn(ctx.app);
});
afterAll(async () => ctx?.close());

const arrays = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number, leaf = '1'): string => '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);
const bodyRoutes = (allRoutes as readonly RouteDef[]).filter((r) => r.body !== undefined && !r.multipart);
/** The route's path, the caller's own id for `:id` (an owner check answers 403 before any body is read). */
const urlOf = (path: string, id: string): string =>
  `/api${path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => (name === 'id' ? id : 'x'))}`;
/** Refused before the body is parsed (signed out, another's data): fine, nothing walked it. */
const BEFORE_PARSING = [401, 403];

const post = (payload: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signin/assistant',
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

describe('a deeply nested JSON body', () => {
  it('is refused 400 bad_request on every route with a JSON body (or 401/403 before it is read)', async () => {
    expect(bodyRoutes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let refused = 0;
    for (const route of bodyRoutes) {
      for (const [who, headers] of [
        ['signed out', {}],
        ['demo', bearer(demo.token)],
      ] as const) {
        for (const payload of [arrays(1610), arrays(5000), `{"x":${objects(3000)}}`]) {
          const res = await ctx.app.inject({
            method: route.method,
            url: urlOf(route.path, demo.userId),
            headers: { 'content-type': 'application/json', ...headers },
            payload,
          });
          const code = res.statusCode === 400 ? errJson(res).errorCode : '';
          if (BEFORE_PARSING.includes(res.statusCode)) continue;
          if (res.statusCode !== 400 || code !== 'bad_request')
            failures.push(
              `${route.method} ${route.path} (${who}, ${payload.length} bytes): ${res.statusCode} ${code}`,
            );
          else refused++;
        }
      }
    }
    expect(failures).toEqual([]);
    // the demo's own routes and the public ones do read the body: many routes were really tried (a
    // staff call is refused 403 for the other callers before its body is read)
    expect(refused).toBeGreaterThan(bodyRoutes.length * 2);
  });

  it('answers in the API error shape, naming no internals', async () => {
    const res = await post(arrays(1610));
    expect(res.statusCode).toBe(400);
    expect(errJson(res)).toEqual({
      success: false,
      errorCode: 'bad_request',
      message: 'The body is nested too deeply',
      errors: [],
    });
  });

  it('at the limit is parsed and answered by the route as usual', async () => {
    const atLimit = `{"username":"demo@relais.test","password":"x","extra":${arrays(JSON_DEPTH_MAX - 1)}}`;
    expect(jsonDepthExceeds(atLimit)).toBe(false);
    const res = await post(atLimit);
    expect(res.statusCode).not.toBe(500);
    expect(errJson(res).errorCode).not.toBe('bad_request');
    const over = `{"username":"demo@relais.test","password":"x","extra":${arrays(JSON_DEPTH_MAX)}}`;
    expect(errJson(await post(over)).errorCode).toBe('bad_request');
  });

  it('counts no bracket inside a string, escaped quotes included', async () => {
    const text = `"\\"${'['.repeat(5000)}"`;
    expect(jsonDepthExceeds(`{"username":${text},"password":"x"}`)).toBe(false);
    const res = await post(`{"username":${text},"password":"x"}`);
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errorCode).toBe('validation_failed');
  });

  it('keeps refusing prototype poisoning and invalid JSON as before', async () => {
    const poisoned = await post('{"username":"a","password":"b","__proto__":{"x":1}}');
    expect(poisoned.statusCode).toBe(400);
    const invalid = await post('{"username":');
    expect(invalid.statusCode).toBe(400);
    expect(errJson(invalid).errorCode).toBe('bad_request');
  });
});
