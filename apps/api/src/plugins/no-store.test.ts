import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes, apiPath, type RouteDef } from '@relais/contract';
import { bearer, createTestContext, signIn, STAFF, type Session, type TestContext } from '../test/test-app';

let ctx: TestContext;
let demo: Session;
let staff: Session;
beforeAll(async () => {
  ctx = await createTestContext();
  demo = await signIn(ctx.app);
  staff = await signIn(ctx.app, STAFF);
});
afterAll(async () => ctx?.close());

/** The route's path with the caller's id as its owner and an unknown id for every other parameter. */
const urlOf = (route: RouteDef, session: Session): string =>
  apiPath(route).replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) =>
    name === route.owner ? session.userId : randomUUID(),
  );

describe('Cache-Control: no-store on API answers', () => {
  // Walks the contract: a route added later is covered without writing anything here.
  const signedInRoutes = allRoutes.filter((r) => r.auth !== 'public');

  it('is on every authenticated answer, whatever its status (browser headers)', async () => {
    const statuses = new Set<number>();
    for (const route of signedInRoutes) {
      const session = route.auth === 'staff' ? staff : demo;
      const res = await ctx.app.inject({
        method: route.method,
        url: urlOf(route, session),
        headers: {
          ...bearer(session.token),
          accept: 'application/json, text/plain, */*',
          'accept-encoding': 'br, gzip, deflate',
        },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      statuses.add(res.statusCode);
      expect(res.headers['cache-control'], `${route.method} ${route.path}: ${res.statusCode}`).toBe(
        'no-store',
      );
    }
    // both answers and refusals were seen
    expect([...statuses].some((s) => s === 200)).toBe(true);
    expect([...statuses].some((s) => s >= 400)).toBe(true);
  });

  it('is on the refusal of a signed-in route without a token', async () => {
    for (const route of signedInRoutes.slice(0, 5)) {
      const res = await ctx.app.inject({ method: route.method, url: urlOf(route, demo) });
      expect(res.statusCode).toBe(401);
      expect(res.headers['cache-control'], route.path).toBe('no-store');
    }
  });

  it('is on the sign-in, refresh, health and unknown-path answers', async () => {
    const session = await signIn(ctx.app);
    expect(session.response.headers['cache-control']).toBe('no-store');
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/refreshToken?userId=${demo.userId}`,
      cookies: { relais_refresh: session.refreshCookie },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/health', '/api/nothing-here']) {
      expect((await ctx.app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-store');
    }
  });
});
