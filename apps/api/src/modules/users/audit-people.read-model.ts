import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

export type AuditPersonRow = { name: string; role: 'ASSISTANT' | 'STAFF' };

const shownName = (r: { firstName: string; lastName: string; email: string }): string =>
  `${r.firstName} ${r.lastName}`.trim() || r.email.split('@')[0] || r.email;

/**
 * The users module's read for the console's audit trail (given by the wiring root): the shown name and
 * role of each user among `ids`, in one query (ids of no user, e.g. a client user, are absent).
 */
export const auditPeopleOf = async (h: Db, ids: readonly string[]): Promise<Map<string, AuditPersonRow>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await h
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.loginEmail,
      role: users.role,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, { name: shownName(r), role: r.role }]));
};

/** The staff members by name (the trail's actor filter). */
export const staffNames = async (h: Db): Promise<{ id: string; name: string }[]> => {
  const rows = await h
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.loginEmail })
    .from(users)
    .where(eq(users.role, 'STAFF'))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map((r) => ({ id: r.id, name: shownName(r) }));
};
