import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assistantClientRates } from '../../db/schema/index';

/**
 * The clients module's read of premium prices for the client area (given by the wiring root): each
 * named assistant's active PREMIUM hourly rate with one client company, in cents; the last updated
 * when she has several; an assistant without one is absent.
 */
export const activePremiumCentsOf = async (
  db: Db,
  clientId: string,
  assistantIds: readonly string[],
): Promise<Map<string, number>> => {
  if (assistantIds.length === 0) return new Map();
  const rows = await db
    .select({ assistantId: assistantClientRates.assistantId, hourlyCents: assistantClientRates.hourlyCents })
    .from(assistantClientRates)
    .where(
      and(
        eq(assistantClientRates.clientId, clientId),
        eq(assistantClientRates.kind, 'PREMIUM'),
        eq(assistantClientRates.active, true),
        inArray(assistantClientRates.assistantId, [...assistantIds]),
      ),
    )
    // oldest first: a later row of the same assistant replaces an earlier one in the map
    .orderBy(asc(assistantClientRates.updatedAt), asc(assistantClientRates.id));
  return new Map(rows.map((r) => [r.assistantId, r.hourlyCents]));
};
