import { existsSync, fsyncSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { embeddedDir } from '../db/client';
import { openDurablePglite } from '../db/pglite-durable';
import { runPgTool } from './pg-tools';

/** The database a backup reads or a restore writes: PostgreSQL (DATABASE_URL) or the embedded one. */
export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'embedded'; dir: string };

export const databaseTargetOf = (opts: { databaseUrl?: string; dataDir: string }): DatabaseTarget =>
  opts.databaseUrl
    ? { kind: 'postgres', url: opts.databaseUrl }
    : { kind: 'embedded', dir: embeddedDir(opts.dataDir) };

/** The file a backup holds the database in: pg_dump's custom format, or the embedded cluster's tarball. */
export const databaseFileOf = (kind: DatabaseTarget['kind']): 'database.dump' | 'database.tar.gz' =>
  kind === 'postgres' ? 'database.dump' : 'database.tar.gz';

type Query = (sql: string) => Promise<{ rows: { n: number }[] }>;

/** Migrations applied (drizzle's own table), 0 when there is none. */
const migrationsIn = async (query: Query): Promise<number> => {
  const table = await query("SELECT count(to_regclass('drizzle.__drizzle_migrations'))::int AS n");
  if (countOf(table.rows) === 0) return 0;
  return countOf((await query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).rows);
};

/** Relations outside PostgreSQL's own schemas: a database with none is empty. */
const USER_RELATIONS_SQL =
  'SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace ' +
  "WHERE s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg\\_%'";

const countOf = (rows: readonly { n: number }[]): number => rows[0]?.n ?? 0;

const withPostgres = async <T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

/**
 * PGlite's lock: PostgreSQL writes `postmaster.pid` in the cluster folder when it starts and removes
 * it when it stops cleanly. Two PGlite instances on one folder corrupt it, so a folder holding one
 * is refused (the server runs, or was killed: started and stopped once, it is clean again).
 */
const assertEmbeddedStopped = (dir: string): void => {
  if (existsSync(join(dir, 'postmaster.pid')))
    throw new Error(
      `The embedded database in ${dir} is in use (or its server was killed): stop the server ` +
        '(after a kill, start and stop it once) and run this again. With DATABASE_URL a backup ' +
        'runs while the app serves.',
    );
};

const withEmbedded = async <T>(client: PGlite, run: (client: PGlite) => Promise<T>): Promise<T> => {
  try {
    return await run(client);
  } finally {
    await client.close();
  }
};

/**
 * Writes the database into `file` and returns the number of migrations applied in it. PostgreSQL:
 * pg_dump (one consistent snapshot, taken while the app serves). Embedded: the stopped cluster's
 * files as PGlite dumps them (`dumpDataDir`), a consistent state by construction.
 */
export const dumpDatabase = async (target: DatabaseTarget, file: string): Promise<number> => {
  if (target.kind === 'postgres') {
    await runPgTool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', '--file', file],
      target.url,
    );
    return withPostgres(target.url, (c) => migrationsIn((sql) => c.query<{ n: number }>(sql)));
  }
  if (!existsSync(join(target.dir, 'PG_VERSION')))
    throw new Error(`No embedded database in ${target.dir}: set DATA_DIR (or DATABASE_URL)`);
  assertEmbeddedStopped(target.dir);
  return withEmbedded(await openDurablePglite(target.dir), async (db) => {
    const migrations = await migrationsIn((sql) => db.query<{ n: number }>(sql));
    const tarball = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
    writeFileSync(file, tarball, { flag: 'wx', mode: 0o600 });
    return migrations;
  });
};

/** Why the target database cannot take a restore (it holds something), or null when it is empty. */
export const databaseNotEmpty = async (target: DatabaseTarget): Promise<string | null> => {
  if (target.kind === 'postgres') {
    const n = await withPostgres(target.url, async (c) =>
      countOf((await c.query<{ n: number }>(USER_RELATIONS_SQL)).rows),
    );
    return n === 0 ? null : `the database of DATABASE_URL is not empty (${n} tables, views or sequences)`;
  }
  const entries = existsSync(target.dir) ? readdirSync(target.dir) : [];
  return entries.length === 0 ? null : `the embedded database folder ${target.dir} is not empty`;
};

/**
 * Puts the database of `file` into the (empty) target and returns the migrations applied in it.
 * PostgreSQL: pg_restore in one transaction (a failure leaves the database empty). Embedded: the
 * tarball loaded into a new cluster folder (flushed whole, as every new cluster is), removed again
 * if the load fails.
 */
export const loadDatabase = async (target: DatabaseTarget, file: string): Promise<number> => {
  if (target.kind === 'postgres') {
    await runPgTool(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file],
      target.url,
    );
    return withPostgres(target.url, (c) => migrationsIn((sql) => c.query<{ n: number }>(sql)));
  }
  const created = !existsSync(target.dir);
  try {
    mkdirSync(target.dir, { recursive: true });
    const db = await openDurablePglite(target.dir, fsyncSync, {
      loadDataDir: new Blob([readFileSync(file)]),
    });
    return await withEmbedded(db, (c) => migrationsIn((sql) => c.query<{ n: number }>(sql)));
  } catch (error) {
    if (created) rmSync(target.dir, { recursive: true, force: true });
    throw error;
  }
};
