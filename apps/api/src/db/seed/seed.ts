import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Clock } from '@relais/domain';
import type { ProviderInfo } from '../../config';
import { hashPassword } from '../../lib/password';
import type { Db } from '../client';
import { expertises, rates, taskGroups, tasks, users } from '../schema/index';
import { EXPERTISE_DATA, RATE_DATA, TASK_GROUP_DATA } from './reference-data';
import { englishOf } from './reference-data-en';
import { seedActivity } from './seed-activity';
import { seedClientData } from './seed-client-data';
import { seedHistory } from './seed-history';
import { seedMessages } from './seed-messages';
import { DEMO_PASSWORD, seedPeople, type DemoPasswordHashes, type SeededPeople } from './seed-people';
import { seedProfile, type CompletionReader } from './seed-profile';
import { seedRecruitment } from './seed-recruitment';
import { seedQuotes } from './seed-quotes';
import { seedLoyalty } from './seed-loyalty';
import { seedClientUser } from './seed-client-user';

/**
 * What the seed needs of the modules, given by the wiring root (`seedDeps` in services.ts): db/
 * never imports a module. `completion` reads on the seed's transaction (`inTransaction`).
 */
export type SeedDeps = { completion: CompletionReader };

export type SeedOptions = SeedDeps & {
  /** Precomputed hashes of the demo accounts' password (tests hash once per worker). */
  passwordHashes?: DemoPasswordHashes;
};

/**
 * The demo accounts share a password but never a hash: each is hashed on its own (its own salt),
 * so one account's stored hash says nothing about another's.
 */
export const hashDemoPasswords = async (): Promise<DemoPasswordHashes> => {
  const [demo, other, prospect, staff, finance, client] = await Promise.all(
    [0, 1, 2, 3, 4, 5].map(() => hashPassword(DEMO_PASSWORD)),
  );
  if (!demo || !other || !prospect || !staff || !finance || !client)
    throw new Error('demo password hashing failed');
  return { demo, other, prospect, staff, finance, client };
};

const seedReference = async (db: Db): Promise<void> => {
  const groups = TASK_GROUP_DATA.map((g, i) => ({
    id: randomUUID(),
    code: `TG${i + 1}`,
    label: g.label,
    labelEn: englishOf(g.label),
    position: i + 1,
  }));
  await db.insert(taskGroups).values(groups);
  await db.insert(tasks).values(
    TASK_GROUP_DATA.flatMap((g, i) =>
      g.tasks.map(([label, premium], j) => ({
        id: randomUUID(),
        taskGroupId: groups[i]?.id ?? '',
        label,
        labelEn: englishOf(label),
        premium,
        position: j + 1,
      })),
    ),
  );
  await db
    .insert(rates)
    .values(RATE_DATA.map((r) => ({ id: randomUUID(), ...r, labelEn: englishOf(r.label) })));
  await db
    .insert(expertises)
    .values(
      EXPERTISE_DATA.map(([code, label]) => ({ id: randomUUID(), code, label, labelEn: englishOf(label) })),
    );
};

/** The seeded people, and the demo client user (seed-client-user). */
export type DemoPeople = SeededPeople & { clientUserId: string };

/** What seeding reads: the clock (the data is relative to its month), the provider and the options. */
type SeedArgs = [clock: Clock, provider: ProviderInfo, opts: SeedOptions];

/** The French demo data set, relative to the clock's current month. */
export const seedDemo = async (db: Db, ...[clock, provider, opts]: SeedArgs): Promise<DemoPeople> => {
  const passwordHashes = opts.passwordHashes ?? (await hashDemoPasswords());
  const now = clock.now();
  return db.transaction(async (tx) => {
    await seedReference(tx);
    const people = await seedPeople(tx, now, provider, passwordHashes);
    const rates = await seedClientData(tx, people, now);
    await seedActivity(tx, now, people, rates);
    await seedMessages(tx, now, people, provider);
    await seedQuotes(tx, now, people);
    const clientUserId = await seedClientUser(tx, people, passwordHashes.client);
    await seedHistory(tx, now, people);
    await seedRecruitment(tx, now, people);
    await seedLoyalty(tx, now, people, rates);
    // last: the gauge's last-seen total is the completion of everything seeded before
    await seedProfile(tx, now, people, opts.completion);
    return { ...people, clientUserId };
  });
};

/** Seeds when there is no user yet; true when it did. */
export const seedIfEmpty = async (db: Db, ...args: SeedArgs): Promise<boolean> => {
  const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(users);
  if (Number(row?.n ?? 0) > 0) return false;
  await seedDemo(db, ...args);
  return true;
};
