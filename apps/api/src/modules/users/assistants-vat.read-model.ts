import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/index';

/**
 * The users module's read for the console's invoices queue (given by the wiring root): whether the
 * user invoices VAT (`tva_included`), as a SQL expression on a user id column (false when unknown),
 * for a page read in one statement.
 */
export const vatIncludedSql = (id: AnyColumn): SQL<boolean> =>
  sql<boolean>`coalesce((select ${users.tvaIncluded} from ${users} where ${users.id} = ${id}), false)`;
