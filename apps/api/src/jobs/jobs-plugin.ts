import fp from 'fastify-plugin';
import { DEFAULT_JOBS_CONFIG, type JobsConfig } from './jobs-config';
import { createJobQueue, type JobQueue } from './queue';
import { purgeExpired, workRetention } from './retention';
import '../plugins/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (pg-boss in the app's database); mails and retention run through it. */
    jobs: JobQueue;
    /** The queue's settings, defaults filled in. */
    jobsConfig: JobsConfig;
  }
}

/** How long a closing process waits for its running jobs; the rest go back to the queue. */
export const JOBS_STOP_TIMEOUT_MS = 20_000;

/** PostgreSQL's refusal of a second CREATE of the same object (a unique index of its catalog). */
const createdMeanwhile = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === '23505';

/**
 * Starts the queue. Processes started together on an empty database both create pg-boss's schema;
 * the one that commits second is refused (23505, `pgboss` already exists): it starts again and finds
 * the schema made (measured with two processes of the scale test).
 */
const startedBesideOthers = async (queue: JobQueue): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    try {
      await queue.start();
      return;
    } catch (error) {
      if (!createdMeanwhile(error) || attempt >= 3) throw error;
    }
  }
};

/**
 * Starts the job queue on the app's database (pg-boss creates or migrates its `pgboss` schema
 * under its own lock), runs the retention job, and stops the queue when the app closes: no new
 * job is fetched, running ones finish (or are handed back after JOBS_STOP_TIMEOUT_MS).
 */
export const jobsPlugin = fp(
  async (app) => {
    const config: JobsConfig = { ...DEFAULT_JOBS_CONFIG, ...app.appConfig.jobs };
    const queue = createJobQueue(app.db, {
      pollingIntervalSeconds: config.pollingIntervalSeconds,
      workers: true,
      schedule: config.runSchedules,
      onError: (error) => app.log.error({ err: error.message }, 'job queue error'),
    });
    await startedBesideOthers(queue);
    app.decorate('jobs', queue);
    app.decorate('jobsConfig', config);
    app.addHook('onClose', async () => queue.stop(JOBS_STOP_TIMEOUT_MS));
    await workRetention(
      queue,
      () => purgeExpired(app.db, app.appConfig.clock, config),
      (counts) => app.log.info({ removed: counts }, 'retention done'),
    );
  },
  { name: 'relais-jobs', dependencies: ['relais-db'] },
);
