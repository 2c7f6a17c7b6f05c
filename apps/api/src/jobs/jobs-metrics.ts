import type { FastifyInstance } from 'fastify';
import './jobs-plugin';

/**
 * The job queue's series on the metrics registry (`app.metrics`, plugins/metrics.ts): jobs queued,
 * running and failed per queue, read at each scrape from pg-boss's queue statistics (refreshed by its
 * supervisor, about once a minute; the same for every process: the rows are shared).
 */
export const registerJobMetrics = (app: FastifyInstance): void => {
  app.metrics.gauge({
    name: 'relais_job_queue_jobs',
    help: 'Jobs per queue and state (queued, active, failed: recent failures) from pg-boss statistics',
    labelNames: ['queue', 'state'],
    collect: async (gauge) => {
      for (const { name, queued, active, failed } of await app.jobs.depth()) {
        gauge.set({ queue: name, state: 'queued' }, queued);
        gauge.set({ queue: name, state: 'active' }, active);
        gauge.set({ queue: name, state: 'failed' }, failed);
      }
    },
  });
};
