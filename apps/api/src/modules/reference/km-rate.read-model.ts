import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_KM_PACKAGE_ID } from '@relais/domain';
import type { Db } from '../../db/client';
import { rates } from '../../db/schema/index';

/**
 * The reference module's read of the km allowance, shared by whoever prices kilometres (the
 * reference service for the dashboard; the invoices repository inside its transaction): the active
 * PROFORMAT_KM rate of package 324 in cents per km, 0 when the reference has none. Should several
 * be active, the one changed last is the current price.
 */
const currentKmRate = (h: Db) =>
  h
    .select({ priceCents: rates.priceCents })
    .from(rates)
    .where(
      and(
        eq(rates.productType, 'PROFORMAT_KM'),
        eq(rates.packageId, DEFAULT_KM_PACKAGE_ID),
        eq(rates.active, true),
      ),
    )
    .orderBy(desc(rates.updatedAt), desc(rates.createdAt))
    .limit(1);

export const kmRateCents = async (h: Db): Promise<number> => {
  const [row] = await currentKmRate(h);
  return row?.priceCents ?? 0;
};

/** The same price as a SQL expression (computed once per statement), for a page read in one statement. */
export const kmRateCentsSql = (h: Db): SQL<number> =>
  sql<number>`coalesce((${currentKmRate(h)}), 0)`.mapWith(Number);
