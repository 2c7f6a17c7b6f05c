import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/**
 * The users module's read for the console's queues (given by the wiring root, services.ts): the
 * shown name of each user among `ids` (first and last name, else the login's local part).
 */
export const userNamesOf = async (h: Db, ids: readonly string[]): Promise<Map<string, string>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await h
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.loginEmail })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(
    rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim() || r.email.split('@')[0] || r.email]),
  );
};

/**
 * The same shown name as a SQL expression on a user id column, for a console page read in one
 * statement (a correlated subquery on the users' primary key).
 */
export const userNameSql = (id: AnyColumn): SQL<string> =>
  sql<string>`(select coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), split_part(${users.loginEmail}, '@', 1)) from ${users} where ${users.id} = ${id})`;
