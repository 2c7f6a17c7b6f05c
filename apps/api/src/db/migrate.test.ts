import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { count, sql } from 'drizzle-orm';
import { pgSchema, serial } from 'drizzle-orm/pg-core';
import { openPglite, openPostgres, type Db } from './client';
import { migrationsFolder } from './migrations-folder';

const adminUrl = process.env['TEST_DATABASE_URL'];
const journalEntries = (): number =>
  (
    JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

/** drizzle's own table: one row per migration applied. */
const drizzleMigrations = pgSchema('drizzle').table('__drizzle_migrations', { id: serial('id') });
const applied = async (db: Db | undefined): Promise<number> => {
  const [row] = db ? await db.select({ n: count() }).from(drizzleMigrations) : [];
  return row?.n ?? -1;
};

const withAdmin = async <T>(url: string, run: (admin: pg.Client) => Promise<T>): Promise<T> => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
};

describe('migrations', () => {
  it('run on PGlite (one process: the lock is PostgreSQL only) and again as a no-op', async () => {
    const handle = await openPglite();
    try {
      await handle.migrate();
      await handle.migrate();
      expect(await applied(handle.db)).toBe(journalEntries());
    } finally {
      await handle.close();
    }
  });

  // Several API processes started together on an empty database (a deploy of N replicas): each
  // migrates at start. Without a lock two of them ran the same CREATE at once and one crashed.
  describe.skipIf(!adminUrl)('on PostgreSQL', () => {
    it('four migrators (and seeders) started at once on an empty database all succeed, each migration applied once', async () => {
      const url = adminUrl ?? '';
      for (let round = 0; round < 3; round += 1) {
        const name = `relais_m_${randomBytes(6).toString('hex')}`;
        await withAdmin(url, (admin) => admin.query(`CREATE DATABASE ${name}`));
        const target = new URL(url);
        target.pathname = `/${name}`;
        // one pool each, as separate processes have
        const handles = [0, 1, 2, 3].map(() => openPostgres(target.toString()));
        try {
          // then each seeds the database if it is empty (the demo seed): once only
          const seedIfEmpty = (db: Db) => async () => {
            const [row] = await db
              .select({ table: sql<string | null>`to_regclass('public.seed_marker')::text` })
              .from(drizzleMigrations)
              .limit(1);
            if (row?.table) return;
            await new Promise((resolve) => setTimeout(resolve, 20));
            await db.execute(sql`CREATE TABLE seed_marker (n int)`);
          };
          const results = await Promise.allSettled(handles.map((h) => h.migrate(seedIfEmpty(h.db))));
          expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
            'ok',
            'ok',
            'ok',
            'ok',
          ]);
          expect(await applied(handles[0]?.db)).toBe(journalEntries());
        } finally {
          await Promise.all(handles.map((h) => h.close()));
          await withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
        }
      }
    });
  });
});
