import fp from 'fastify-plugin';
import Fastify, { type FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from './idempotency';
import './types';

/**
 * The app's metrics: one prom-client Registry per app instance (tests build many apps in one
 * process; the library's global registry would collide). Other parts add theirs through
 * `app.metrics`: `app.metrics.gauge({ name, help, collect })` or `app.metrics.registry` itself.
 */
export type Metrics = {
  registry: Registry;
  /** A gauge read at each scrape (`collect` sets its value), registered on this app's registry. */
  gauge: (options: {
    name: string;
    help: string;
    labelNames?: string[];
    collect?: (g: Gauge) => void | Promise<void>;
  }) => Gauge;
  /** A counter registered on this app's registry. */
  counter: (options: { name: string; help: string; labelNames?: string[] }) => Counter;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** What the database pool reports (a pg Pool); undefined for the embedded database. */
export type PoolStats = { totalCount: number; idleCount: number; waitingCount: number };

const metricsOf = (registry: Registry): Metrics => ({
  registry,
  gauge: ({ name, help, labelNames = [], collect }) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      ...(collect
        ? {
            async collect(this: Gauge) {
              await collect(this);
            },
          }
        : {}),
    }),
  counter: ({ name, help, labelNames = [] }) =>
    new Counter({ name, help, labelNames, registers: [registry] }),
});

/** The pg Pool behind a node-postgres drizzle handle (`$client`), when it has one. */
const poolOf = (db: unknown): PoolStats | undefined => {
  const client = (db as { $client?: unknown }).$client;
  if (typeof client !== 'object' || client === null) return undefined;
  const stats = client as Partial<PoolStats>;
  return typeof stats.totalCount === 'number' && typeof stats.waitingCount === 'number'
    ? (stats as PoolStats)
    : undefined;
};

/** The error code of a JSON error answer (`{ errorCode }`), else undefined. */
const errorCodeOf = (payload: unknown): string | undefined => {
  if (typeof payload !== 'string') return undefined;
  const match = /"errorCode":"([a-z_]+)"/.exec(payload);
  return match?.[1];
};

/**
 * Request count and latency by route TEMPLATE (`/api/assistants/:assistantId/visits`, never the
 * raw URL: ids would make a series per person) and status; the database pool; the idempotency
 * outbox's replays (accepted: a stored answer sent again; refused: the key reused for another
 * request, or still in progress); process memory and event loop lag (prom-client's defaults).
 */
export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const metrics = metricsOf(registry);
    app.decorate('metrics', metrics);

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests: latency by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const requests = metrics.counter({
      name: 'http_requests_total',
      help: 'HTTP requests by method, route template and status',
      labelNames: ['method', 'route', 'status'],
    });
    const replays = metrics.counter({
      name: 'idempotency_replays_total',
      help: 'Requests with an Idempotency-Key answered from a stored answer (accepted) or refused (key_reused: 422, in_progress: 409)',
      labelNames: ['outcome', 'reason'],
    });
    const pool = poolOf(app.db);
    if (pool) {
      metrics.gauge({
        name: 'db_pool_connections',
        help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
        labelNames: ['state'],
        collect: (g) => {
          g.set({ state: 'total' }, pool.totalCount);
          g.set({ state: 'idle' }, pool.idleCount);
          g.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.headers[IDEMPOTENCY_HEADER] === undefined) return payload;
      if (reply.getHeader(IDEMPOTENT_REPLAY_HEADER) === 'true')
        replays.inc({ outcome: 'accepted', reason: 'stored' });
      else if (reply.statusCode === 409 || reply.statusCode === 422) {
        const code = errorCodeOf(payload);
        if (code === 'idempotency_key_reused') replays.inc({ outcome: 'refused', reason: 'key_reused' });
        if (code === 'idempotency_in_progress') replays.inc({ outcome: 'refused', reason: 'in_progress' });
      }
      return payload;
    });
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });
  },
  { name: 'relais-metrics', dependencies: ['relais-db'] },
);

/**
 * The metrics listener (METRICS_PORT): a second, separate HTTP server answering `GET /metrics`
 * only, never on the public port (a scrape reveals the routes and the load).
 */
export const startMetricsServer = async (
  metrics: Metrics,
  listen: { port: number; host: string },
): Promise<FastifyInstance> => {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) => {
    const body = await metrics.registry.metrics();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(body);
  });
  await server.listen(listen);
  return server;
};
