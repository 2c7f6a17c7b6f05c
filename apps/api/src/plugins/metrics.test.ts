import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../test/test-app';
import { startMetricsServer } from './metrics';

let ctx: TestContext;
let other: TestContext;
let server: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  // a second app in the same process: each has its own registry (no duplicate metric names)
  other = await createTestContext();
  server = await startMetricsServer(ctx.app.metrics, { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
  await other?.close();
  await ctx?.close();
});

const scrape = async (): Promise<{ status: number; type: string | null; body: string }> => {
  const { port } = server.server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
};

describe('metrics', () => {
  it('counts requests by route template and status, and idempotent replays accepted and refused', async () => {
    const session = await signIn(ctx.app);
    const url = `/api/users/${session.userId}/preferences/fontSizeAugmentation`;
    const put = (value: string, key: string) =>
      ctx.app.inject({
        method: 'PUT',
        url,
        headers: { ...bearer(session.token), 'idempotency-key': key },
        payload: { value },
      });
    const key = randomUUID();
    expect((await put('2', key)).statusCode).toBe(200);
    expect((await put('2', key)).headers['idempotent-replayed']).toBe('true');
    expect((await put('3', key)).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);

    const { status, type, body } = await scrape();
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    expect(body).toContain(
      'http_requests_total{method="PUT",route="/api/users/:id/preferences/:preference",status="200"} 2',
    );
    expect(body).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 1');
    expect(body).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="PUT",route="\/api\/users\/:id/,
    );
    expect(body).not.toContain(session.userId);
    expect(body).toContain('idempotency_replays_total{outcome="accepted",reason="stored"} 1');
    expect(body).toContain('idempotency_replays_total{outcome="refused",reason="key_reused"} 1');
    expect(body).toContain('process_resident_memory_bytes');
    expect(body).toContain('nodejs_eventloop_lag_seconds');
    // the PostgreSQL pool's use (TEST_DATABASE_URL); the embedded database has no pool
    if (ctx.testDb.kind === 'postgres') expect(body).toMatch(/db_pool_connections\{state="waiting"\} 0/);
    else expect(body).not.toContain('db_pool_connections');
  });

  it('is never answered on the public port', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
  });

  it('lets other parts add their gauges to the app registry', async () => {
    ctx.app.metrics.gauge({ name: 'relais_test_depth', help: 'a test gauge', collect: (g) => g.set(7) });
    expect((await scrape()).body).toContain('relais_test_depth 7');
    expect(await other.app.metrics.registry.metrics()).not.toContain('relais_test_depth');
  });
});
