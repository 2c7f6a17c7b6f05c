import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/**
 * The users module's read of the account fields the profile's completion counts (given to the
 * profile repository by the wiring root, services.ts); empty for an unknown user.
 */
export const accountCompletionFields = async (h: Db, assistantId: string) => {
  const [row] = await h
    .select({
      civility: users.civility,
      firstName: users.firstName,
      lastName: users.lastName,
      birthdate: users.birthdate,
      address: users.address,
      zipCode: users.zipCode,
      city: users.city,
      country: users.country,
      phone: users.phone,
      secondaryEmail: users.secondaryEmail,
    })
    .from(users)
    .where(eq(users.id, assistantId));
  return row ?? {};
};
