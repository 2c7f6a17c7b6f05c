import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/**
 * The users module's reads for loyalty (given by the wiring root): whether a user may have loyalty
 * points (an assistant, not a client user), and her referees' names and whether they signed up.
 */
export const loyaltyMemberOf = async (
  h: Db,
  userId: string,
): Promise<{ role: 'ASSISTANT' | 'STAFF'; isClient: boolean } | null> => {
  const [row] = await h
    .select({ role: users.role, isClient: users.isClient })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
};

export const refereesOf = async (
  h: Db,
  userIds: readonly string[],
): Promise<Map<string, { firstName: string; lastName: string; hasPassword: boolean }>> => {
  if (userIds.length === 0) return new Map();
  const rows = await h
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(
    rows.map((r) => [
      r.id,
      { firstName: r.firstName, lastName: r.lastName, hasPassword: r.passwordHash !== null },
    ]),
  );
};
