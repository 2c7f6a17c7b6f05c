import { PgBoss, type Job, type Queue, type SendOptions } from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isEmbedded, jobDatabase } from './job-database';

/** What a job's handler is given besides its data: its id and how many times it was retried. */
export type JobRun = { id: string; retryCount: number };
export type JobHandler<T> = (data: T, run: JobRun) => Promise<void>;
/** A queue's retry policy (pg-boss's names): attempts after the first, first delay, doubling. */
export type RetryPolicy = Pick<Queue, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'retryDelayMax'>;
/** A job that failed for good: its queue's data, the last error's message, when it failed. */
export type FailedJob<T> = { id: string; data: T; reason: string; failedAt: Date };

export type JobQueueOptions = {
  /** How often an idle worker looks for due jobs (pg-boss: at least 0.5 s). */
  pollingIntervalSeconds: number;
  /** Run handlers in this process (false: `drain()` runs them, as tests do). */
  workers: boolean;
  /** Hold the cron schedules in this process (pg-boss runs each due schedule once per database). */
  schedule: boolean;
  /** What a failing queue or job is said with (never the job's data: it may hold personal data). */
  onError: (error: Error) => void;
};

export type JobQueue = {
  start: () => Promise<void>;
  /** Stops fetching; waits up to `timeoutMs` for running jobs, the rest go back to the queue. */
  stop: (timeoutMs: number) => Promise<void>;
  /** Enqueues a job; the same `singletonKey` while one is queued gives one job. */
  send: <T extends object>(name: string, data: T, options?: SendOptions) => Promise<string | null>;
  /** Creates the queue once (any process may) or sets its retry policy, and runs `handler` on its jobs. */
  work: <T extends object>(name: string, retry: RetryPolicy, handler: JobHandler<T>) => Promise<void>;
  /** A cron schedule of `name` (in UTC), kept in the database: one job per occurrence per cluster. */
  schedule: (name: string, cron: string) => Promise<void>;
  /** Runs every due job of every worked queue now, until none is due (tests wait on this). */
  drain: () => Promise<void>;
  /** The jobs of `name` that failed for good (retries exhausted), the newest FAILED_LIST_LIMIT first. */
  failed: <T>(name: string) => Promise<FailedJob<T>[]>;
  /** Jobs queued or running, and failed for good, per worked queue (metrics). */
  depth: () => Promise<{ name: string; queued: number; active: number; failed: number }[]>;
};

/** The failed jobs listed at most (newest first): what staff can act on, pg-boss keeps them 14 days. */
export const FAILED_LIST_LIMIT = 200;

const reasonOf = (output: object | null): string => {
  const message = (output as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : 'unknown';
};

/** The job queue: pg-boss in the app's database (PostgreSQL or PGlite), `pgboss` schema. */
export const createJobQueue = (db: Db, options: JobQueueOptions): JobQueue => {
  const boss = new PgBoss({
    db: jobDatabase(db),
    backend: isEmbedded(db) ? 'pglite' : 'postgres',
    schedule: options.schedule,
    supervise: true,
  });
  boss.on('error', options.onError);
  const handlers = new Map<string, JobHandler<object>>();
  const workerIds = new Map<string, string>();

  const runOne = async (name: string, job: Job<object>): Promise<void> =>
    (handlers.get(name) ?? (() => Promise.reject(new Error(`no handler for ${name}`))))(job.data, job);

  return {
    start: async () => {
      await boss.start();
    },
    stop: async (timeoutMs) => {
      await boss.stop({ graceful: true, close: false, timeout: timeoutMs });
    },
    send: async (name, data, sendOptions) => {
      const id = await boss.send(name, data, sendOptions ?? {});
      const worker = workerIds.get(name);
      if (worker) boss.notifyWorker(worker);
      return id;
    },
    work: async <T extends object>(name: string, retry: RetryPolicy, handler: JobHandler<T>) => {
      if (await boss.getQueue(name)) await boss.updateQueue(name, retry);
      else {
        // two processes starting together: the second's create fails on the first's row
        await boss.createQueue(name, retry).catch(async (error: unknown) => {
          if (!(await boss.getQueue(name))) throw error;
        });
      }
      handlers.set(name, handler as JobHandler<object>);
      if (!options.workers) return;
      const id = await boss.work<T>(
        name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: 1 },
        async ([job]) => {
          if (!job) return;
          await handler(job.data, job);
          // a job done: the next may be waiting (a burst of mails), fetched at once rather than
          // after the polling interval (0.5 mail/s measured before); a failure waits the interval
          const self = workerIds.get(name);
          if (self) boss.notifyWorker(self);
        },
      );
      workerIds.set(name, id);
    },
    schedule: async (name, cron) => {
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    drain: async () => {
      for (const name of handlers.keys()) {
        for (let [job] = await boss.fetch<object>(name); job; [job] = await boss.fetch<object>(name)) {
          try {
            await runOne(name, job);
            await boss.complete(name, job.id);
          } catch (error) {
            await boss.fail(name, job.id, {
              message: error instanceof Error ? error.message : String(error),
            });
          }
        }
      }
    },
    failed: async <T>(name: string) => {
      // read by state, not by pg-boss's findJobs (the newest jobs of any state): thousands of mails
      // sent after a failure would hide it
      const result = await db.execute(sql`
        SELECT id, data, output, coalesce(completed_on, created_on) AS failed_at
        FROM pgboss.job WHERE name = ${name} AND state = 'failed'
        ORDER BY failed_at DESC, id LIMIT ${FAILED_LIST_LIMIT}`);
      const { rows } = result as {
        rows: { id: string; data: T; output: object | null; failed_at: Date | string }[];
      };
      return rows.map((row) => ({
        id: row.id,
        data: row.data,
        reason: reasonOf(row.output),
        failedAt: new Date(row.failed_at),
      }));
    },
    depth: async () =>
      Promise.all(
        [...handlers.keys()].map(async (name) => {
          const queue = await boss.getQueue(name);
          return {
            name,
            queued: queue?.queuedCount ?? 0,
            active: queue?.activeCount ?? 0,
            failed: queue?.failedCount ?? 0,
          };
        }),
      ),
  };
};
