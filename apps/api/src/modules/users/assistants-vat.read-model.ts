import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/**
 * The users module's read for the console's invoices queue (given by the wiring root): whether each
 * user among `ids` invoices VAT (`tva_included`), in one query.
 */
export const vatIncludedOf = async (h: Db, ids: readonly string[]): Promise<Map<string, boolean>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await h
    .select({ id: users.id, tvaIncluded: users.tvaIncluded })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.tvaIncluded]));
};
