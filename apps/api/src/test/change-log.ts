import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> =>
  ((await query) as { rows: T[] }).rows;

/**
 * Test databases only: every table notes, once per statement, that it changed (a trigger writing
 * its name into `test_changed_tables`), so that a reset restores only the tables a test touched and
 * those that reference them (a TRUNCATE ... CASCADE of a parent empties its children too).
 */
export const installChangeLog = async (db: Db): Promise<void> => {
  await db.execute(sql`CREATE UNLOGGED TABLE test_changed_tables (name text PRIMARY KEY)`);
  await db.execute(
    sql.raw(`CREATE FUNCTION test_mark_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO test_changed_tables VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$`),
  );
  const tables = await rowsOf<{ name: string }>(
    db.execute(
      sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'test_changed_tables'`,
    ),
  );
  for (const { name } of tables) {
    await db.execute(
      sql.raw(
        `CREATE TRIGGER test_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${name}" FOR EACH STATEMENT EXECUTE FUNCTION test_mark_changed()`,
      ),
    );
  }
};

/** The tables changed since the last call, and forgets them. */
export const takeChangedTables = async (db: Db): Promise<string[]> => {
  const changed = await rowsOf<{ name: string }>(
    db.execute(sql`DELETE FROM test_changed_tables RETURNING name`),
  );
  return changed.map((r) => r.name);
};

/** table -> the tables whose foreign keys reference it. */
export const referencingTables = async (db: Db): Promise<Map<string, string[]>> => {
  const rows = await rowsOf<{ child: string; parent: string }>(
    db.execute(sql`SELECT c.relname AS child, p.relname AS parent
        FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
        WHERE k.contype = 'f'`),
  );
  const byParent = new Map<string, string[]>();
  for (const { child, parent } of rows) byParent.set(parent, [...(byParent.get(parent) ?? []), child]);
  return byParent;
};

/** The changed tables and every table that references one of them, directly or not. */
export const withReferencing = (changed: string[], referencing: Map<string, string[]>): Set<string> => {
  const out = new Set<string>();
  const stack = [...changed];
  for (let name = stack.pop(); name !== undefined; name = stack.pop()) {
    if (out.has(name)) continue;
    out.add(name);
    stack.push(...(referencing.get(name) ?? []));
  }
  return out;
};
