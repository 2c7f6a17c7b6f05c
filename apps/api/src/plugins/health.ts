import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { migrationsFolder } from '../db/migrations-folder';
import './types';

/** What readiness checks of the file store: its `check()` (modules/files/file-store.ts). */
export type CheckedStore = { check?: () => Promise<void> };

/** Whether the process takes new work: turned off at once by SIGTERM (plugins/shutdown.ts). */
export type Readiness = { draining: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** The newest migration of the bundle: its journal's last `when` (what drizzle records as applied). */
const newestBundledMigration = (): number => {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
};

/** Throws unless the newest migration drizzle applied is the bundle's newest one. */
const checkMigrations = async (db: Db, newest: number): Promise<void> => {
  // node-postgres and PGlite both answer `{ rows }`; drizzle types it per driver.
  const result = (await db.execute(
    sql`select max(created_at) as applied from drizzle.__drizzle_migrations`,
  )) as {
    rows: { applied: string | number | null }[];
  };
  const applied = Number(result.rows[0]?.applied ?? 0);
  if (applied < newest) throw new Error('migrations not applied');
};

type Check = { name: 'database' | 'migrations' | 'files'; run: () => Promise<void> };

/**
 * `GET /api/health/live`: 200 while the process answers. `GET /api/health/ready`: 200 when the
 * database answers, every bundled migration is applied and the file store is reachable, else 503
 * naming the failing part(s); 503 `shutdown` once SIGTERM came. Public, no personal data, no-store.
 */
export const healthPlugin = fp<{ fileStore: CheckedStore }>(
  async (app, opts) => {
    const readiness: Readiness = { draining: false };
    app.decorate('readiness', readiness);
    const newest = newestBundledMigration();
    const checks: Check[] = [
      { name: 'database', run: async () => void (await app.db.execute(sql`select 1`)) },
      { name: 'migrations', run: () => checkMigrations(app.db, newest) },
      { name: 'files', run: async () => opts.fileStore.check?.() },
    ];

    app.get('/api/health/live', async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ status: 'ok' }),
    );
    app.get('/api/health/ready', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (readiness.draining) return reply.code(503).send({ status: 'unavailable', failing: ['shutdown'] });
      const results = await Promise.allSettled(checks.map((c) => c.run()));
      const failing = checks.filter((_c, i) => results[i]?.status === 'rejected').map((c) => c.name);
      if (failing.length > 0) {
        app.log.warn({ failing }, 'not ready');
        return reply.code(503).send({ status: 'unavailable', failing });
      }
      return reply.send({ status: 'ok' });
    });
  },
  { name: 'relais-health', dependencies: ['relais-db'] },
);
