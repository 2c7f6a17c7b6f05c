import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, type Db as BossDb } from 'pg-boss';
import type { Db } from '../db/client';

type Row = Record<string, unknown>;

/** The driver client under the app's drizzle handle (drizzle keeps it as `$client`). */
const clientOf = (db: Db): unknown => (db as { $client?: unknown }).$client;

/** Whether the app's database is the embedded PGlite (pg-boss's `backend: 'pglite'`). */
export const isEmbedded = (db: Db): boolean => clientOf(db) instanceof PGlite;

/**
 * pg-boss's `db` on the app's own database client, so the queue lives in the same database and
 * needs no second pool. PGlite: pg-boss's `fromPglite` (measured: PGlite's `query` is a prepared
 * statement, "cannot insert multiple commands into a prepared statement" on pg-boss's schema
 * creation, so a text without values goes through `exec`, every statement's rows returned; an
 * aborted transaction is rolled back so it cannot poison the one connection the app shares).
 * PostgreSQL: the app's pool (`query` without values is a simple query, several statements allowed).
 */
export const jobDatabase = (db: Db): BossDb => {
  const client = clientOf(db);
  if (client instanceof PGlite) return fromPglite(client);
  if (client instanceof pg.Pool) {
    return {
      executeSql: async (text: string, values?: unknown[]) => {
        // several statements give one result each (pg's runtime answer), one statement a result
        const result: pg.QueryResult<Row> | pg.QueryResult<Row>[] = await client.query<Row>(text, values);
        const results: pg.QueryResult<Row>[] = [];
        return { rows: results.concat(result).flatMap((r) => r.rows) };
      },
    };
  }
  throw new Error('the job queue needs the app database on PGlite or a PostgreSQL pool');
};
