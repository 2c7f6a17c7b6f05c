import type { FastifyInstance } from 'fastify';
import './health';

/** How long requests in flight may take to finish after SIGTERM (SHUTDOWN_GRACE_MS); default 25 s. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 25_000;

/**
 * The orderly stop (SIGTERM, SIGINT): readiness answers 503 at once (a load balancer stops sending),
 * the server stops accepting connections and lets the requests in flight finish, for up to
 * `graceMs`, after which the remaining connections are cut. Then Fastify's `onClose` hooks run,
 * the last registered first: a plugin registered after the database (the job queue) hands its jobs
 * back before the database closes (plugins/db.ts). Resolves once everything is closed.
 */
export const shutDown = async (
  app: FastifyInstance,
  options: { graceMs: number; extra?: readonly FastifyInstance[] },
): Promise<void> => {
  app.readiness.draining = true;
  app.log.info({ graceMs: options.graceMs }, 'shutting down: finishing requests in flight');
  const timer = setTimeout(() => {
    app.log.warn('shutdown grace over: closing the remaining connections');
    app.server.closeAllConnections();
  }, options.graceMs);
  try {
    await Promise.all([app.close(), ...(options.extra ?? []).map((other) => other.close())]);
  } finally {
    clearTimeout(timer);
  }
  app.log.info('shut down');
};
