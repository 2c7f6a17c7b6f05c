import { randomUUID } from 'node:crypto';
import type { Db } from '../client';
import { clientUsers, users } from '../schema/index';
import type { SeededPeople } from './seed-people';

/**
 * The demo client user: Hélène Lemoine of Boulangerie Lemoine (the demo assistant's first client,
 * with a PROPOSED quote and a premium request waiting, seed-quotes and seed-activity).
 */
export const CLIENT_EMAIL = 'client@relais.test';

export const seedClientUser = async (db: Db, people: SeededPeople, passwordHash: string): Promise<string> => {
  const id = randomUUID();
  const clientId = people.demoClientIds[0];
  if (!clientId) throw new Error('seed: the demo assistant needs a first client');
  await db.insert(users).values({
    id,
    loginEmail: CLIENT_EMAIL,
    passwordHash,
    isClient: true,
    civility: 'MRS',
    firstName: 'Hélène',
    lastName: 'Lemoine',
    status: 'ACTIVE',
  });
  await db.insert(clientUsers).values({ userId: id, clientId });
  return id;
};
