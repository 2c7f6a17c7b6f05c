import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assistantClientRates } from '../../db/schema/index';

/**
 * The clients module's read of hourly prices, shared by whoever prices reports (the clients service
 * for the dashboard; the invoices repository inside its transaction): the hourly price in cents of
 * each named assistant rate, active or not (a report keeps the rate it named); unknown ids are absent.
 */
export const hourlyCentsByIds = async (h: Db, ids: readonly string[]): Promise<Map<string, number>> => {
  if (ids.length === 0) return new Map();
  const rows = await h
    .select({ id: assistantClientRates.id, hourlyCents: assistantClientRates.hourlyCents })
    .from(assistantClientRates)
    .where(inArray(assistantClientRates.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.hourlyCents]));
};

/** The same hourly price as a SQL expression on a rate id (null when unknown), for a page read in one statement. */
export const hourlyCentsSql = (rateId: SQL): SQL<number | null> =>
  sql<
    number | null
  >`(select ${assistantClientRates.hourlyCents} from ${assistantClientRates} where ${assistantClientRates.id} = ${rateId})`.mapWith(
    Number,
  );
