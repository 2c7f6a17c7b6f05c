import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

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
