import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openPglite, openPostgres, type DbHandle } from '../db/client';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './queue';

const adminUrl = process.env['TEST_DATABASE_URL'];

const withAdmin = async (url: string, sqlText: string): Promise<void> => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sqlText);
  } finally {
    await admin.end();
  }
};

type Backend = { name: string; open: () => Promise<DbHandle>; cleanup: () => Promise<void> };

const pglite: Backend = { name: 'PGlite', open: () => openPglite(), cleanup: async () => {} };
const postgresDbName = `relais_jobs_${randomBytes(4).toString('hex')}`;
const postgres: Backend = {
  name: 'PostgreSQL',
  open: async () => {
    const url = new URL(adminUrl ?? '');
    await withAdmin(url.href, `CREATE DATABASE ${postgresDbName}`);
    url.pathname = `/${postgresDbName}`;
    return openPostgres(url.href);
  },
  cleanup: async () => {
    if (adminUrl) await withAdmin(adminUrl, `DROP DATABASE IF EXISTS ${postgresDbName} WITH (FORCE)`);
  },
};

const testOptions: JobQueueOptions = {
  pollingIntervalSeconds: 0.5,
  workers: false,
  schedule: false,
  onError: (error) => {
    throw error;
  },
};

describe.each([pglite, ...(adminUrl ? [postgres] : [])])('the job queue on $name', (backend) => {
  let handle: DbHandle | undefined;
  const queues: JobQueue[] = [];
  const queue = async (options: Partial<JobQueueOptions> = {}): Promise<JobQueue> => {
    handle ??= await backend.open();
    const q = createJobQueue(handle.db, { ...testOptions, ...options });
    await q.start();
    queues.push(q);
    return q;
  };
  afterAll(async () => {
    for (const q of queues) await q.stop(1000);
    await handle?.close();
    await backend.cleanup();
  });

  it("creates pg-boss's schema, runs a due job once on drain, and twice-started processes share it", async () => {
    const a = await queue();
    const b = await queue(); // a second process on the same database: the schema is there, no error
    const ran: string[] = [];
    await a.work<{ n: string }>('probe', { retryLimit: 0 }, async ({ n }) => {
      ran.push(n);
    });
    await b.work<{ n: string }>('probe', { retryLimit: 0 }, async ({ n }) => {
      ran.push(n);
    });
    await a.send('probe', { n: 'one' });
    await a.send('probe', { n: 'two' });
    // both drain at once: each job is taken by one of them (FOR UPDATE SKIP LOCKED)
    await Promise.all([a.drain(), b.drain()]);
    expect(ran.sort()).toEqual(['one', 'two']);
    await a.drain();
    expect(ran).toHaveLength(2);
  });

  it('retries a failing job with its policy, then lists it as failed for good with the reason', async () => {
    const q = await queue();
    let attempts = 0;
    await q.work('always-fails', { retryLimit: 2, retryDelay: 0 }, async () => {
      attempts += 1;
      throw new Error(`refused (attempt ${attempts})`);
    });
    await q.send('always-fails', { what: 'x' });
    await q.drain();
    expect(attempts).toBe(3);
    const failed = await q.failed<{ what: string }>('always-fails');
    expect(failed).toEqual([
      {
        id: expect.any(String) as string,
        data: { what: 'x' },
        reason: 'refused (attempt 3)',
        failedAt: expect.any(Date) as Date,
      },
    ]);
    expect((await q.depth()).find((d) => d.name === 'always-fails')).toBeDefined();
  });

  it('a worker runs a job as soon as it is sent, and stop waits for the job running', async () => {
    const q = await queue({ workers: true });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const states: string[] = [];
    await q.work('slow', { retryLimit: 0 }, async () => {
      states.push('started');
      await gate;
      states.push('finished');
    });
    await q.send('slow', {});
    await vi.waitFor(() => expect(states).toEqual(['started']), { timeout: 10_000, interval: 20 });
    const stopped = q.stop(10_000).then(() => states.push('stopped'));
    release();
    await stopped;
    expect(states).toEqual(['started', 'finished', 'stopped']);
  });

  it('a worker takes the jobs waiting one after another, not one per polling interval', async () => {
    // an interval far longer than the wait below: only fetching again at once passes
    const q = await queue({ workers: true, pollingIntervalSeconds: 60 });
    const ran: number[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await q.work<{ n: number }>('burst', { retryLimit: 0 }, async ({ n }) => {
      await gate; // the others are queued while the first runs (as a burst of mails is)
      ran.push(n);
    });
    for (let n = 0; n < 5; n++) await q.send('burst', { n });
    release();
    await vi.waitFor(() => expect(ran).toHaveLength(5), { timeout: 15_000, interval: 20 });
  });
});
