import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * A queue's page and its summary in one query: window functions over the filtered set, read beside
 * each row (`count(*) over ()` is computed before LIMIT/OFFSET). Past the last page there is no row
 * to carry them, so `summed` reads the summary alone then (a page past the end is rare).
 */
export const countOver = (): SQL.Aliased<number> =>
  sql<number>`count(*) over ()`.mapWith(Number).as('total_over');

/** The filtered set's smallest `column` beside each row, decoded as the column is. */
export const minOver = <C extends AnyColumn>(column: C): SQL.Aliased<C['_']['data'] | null> =>
  sql<C['_']['data'] | null>`min(${column}) over ()`.mapWith(column).as(`min_over_${column.name}`);

/** The page's rows without their window columns, and the summary they carry (or read alone). */
export const summed = async <R extends { totalOver: number }, S>(
  rows: readonly R[],
  summaryOf: (first: R) => S,
  alone: () => Promise<S>,
): Promise<{ rows: Omit<R, 'totalOver'>[]; summary: S }> => {
  const [first] = rows;
  return {
    rows: rows.map(({ totalOver: _t, ...row }) => row),
    summary: first ? summaryOf(first) : await alone(),
  };
};

/** How many pages past the one read an assistant's list counts (decisions, "Performance"). */
export const PAGES_COUNTED_AHEAD = 10;

/**
 * The count of an assistant's list, bounded: the rows matching `where` are counted up to
 * `offset + limit * PAGES_COUNTED_AHEAD + 1` (an uncorrelated subquery, evaluated once), so a long
 * history costs the pages near the one read, not every row. The total is exact below that bound and a
 * lower bound at it (still past the page: the next pages stay reachable). Read beside the page's rows
 * (`.as('bounded_total')`: one statement), or alone past the last page (`totalAlone`).
 */
export const boundedCount = (
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): SQL<number> => {
  const bound = page.offset + page.limit * PAGES_COUNTED_AHEAD + 1;
  const first = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(bound);
  return sql<number>`(select count(*) from (${first}) as counted)`.mapWith(Number);
};

/** The page's rows without their total column, and the total (read alone past the last page). */
export const withTotal = async <R extends { boundedTotal: number }>(
  db: Db,
  rows: readonly R[],
  table: PgTable,
  total: SQL<number>,
): Promise<{ rows: Omit<R, 'boundedTotal'>[]; total: number }> => {
  const [first] = rows;
  if (first) return { rows: rows.map(({ boundedTotal: _t, ...row }) => row), total: first.boundedTotal };
  // no row to carry it: the subquery alone (it does not depend on the table's row read beside it)
  const [alone] = await db.select({ n: total }).from(table).limit(1);
  return { rows: [], total: alone?.n ?? 0 };
};
