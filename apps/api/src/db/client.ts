import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { migrationsFolder } from './migrations-folder';
import { openDurablePglite } from './pglite-durable';

export type Schema = typeof schema;
/** The drizzle handle used by every repository, whatever the driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbHandle = {
  db: Db;
  close: () => Promise<void>;
  /**
   * Applies the migrations, then runs `andThen` (the demo seed of an empty database), both under
   * the migration lock on PostgreSQL: processes starting together do each step once, one at a time.
   */
  migrate: (andThen?: () => Promise<void>) => Promise<void>;
};

/**
 * PGlite in `dir` (created when missing) with every acknowledged write flushed to disk
 * (`pglite-durable.ts`), or in memory when dir is undefined (tests: nothing to flush).
 */
export const openPglite = async (dir?: string): Promise<DbHandle> => {
  if (dir) mkdirSync(dir, { recursive: true });
  return pgliteHandle(
    dir ? await openDurablePglite(dir) : await PGlite.create({ extensions: pgliteExtensions }),
  );
};

/** The handle of an open PGlite. */
export const pgliteHandle = (client: PGlite): DbHandle => {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    close: () => client.close(),
    migrate: async (andThen) => {
      await migratePglite(db, { migrationsFolder: migrationsFolder() });
      await andThen?.();
    },
  };
};

export const openPostgres = (url: string): DbHandle => {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client dropped by the server (restart, failover, a test dropping its database) is
  // removed from the pool; without a listener its error would crash the process.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL idle client error: ${error.message}`);
  });
  // A client in use when its connection dies (PostgreSQL restarted or killed, the backend
  // terminated) fails its query, then emits 'error': unheard, that would crash the process.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      process.emitWarning(`PostgreSQL client error: ${error.message}`);
    });
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    close: () => pool.end(),
    migrate: (andThen) => migrateLocked(pool, andThen),
  };
};

/** The advisory lock key every Relais process takes to migrate (any number may start at once). */
export const MIGRATION_LOCK_KEY = 7_346_552_102;

/**
 * Migrates on one connection holding a session advisory lock: a process started beside others
 * waits for the one migrating, then finds every migration applied (drizzle's migrator alone lets
 * two of them run the same CREATE at once: one crashed); `andThen` (the demo seed) runs under the
 * same lock, so an empty database is seeded once. The lock goes with the connection if the process
 * dies. PGlite needs none: one process owns its folder.
 */
const migrateLocked = async (pool: pg.Pool, andThen?: () => Promise<void>): Promise<void> => {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsFolder() });
      await andThen?.();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    // a connection in an unknown state (lock or transaction) is closed, not given back to the pool
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
};

/** Where the embedded database lives under DATA_DIR. */
export const embeddedDir = (dataDir: string): string => join(dataDir, 'db');

export const openDatabase = async (opts: { databaseUrl?: string; dataDir: string }): Promise<DbHandle> =>
  opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(embeddedDir(opts.dataDir));
