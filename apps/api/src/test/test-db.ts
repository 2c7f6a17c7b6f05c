import { randomBytes } from 'node:crypto';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Clock } from '@relais/domain';
import { defaultProvider } from '../config';
import { openPglite, openPostgres, type Db, type DbHandle } from '../db/client';
import * as s from '../db/schema/index';
import { hashDemoPasswords, seedDemo, type DemoPeople, type SeedOptions } from '../db/seed/seed';
import type { DemoPasswordHashes } from '../db/seed/seed-people';
import { seedDeps } from '../services';

/**
 * Every table, parents before children (insert order; truncation takes them all at once). A table
 * left out would keep one test's rows for the next: `test-db.test.ts` holds this list to the schema.
 */
export const ALL_TABLES: PgTable[] = [
  s.users,
  s.clients,
  s.assistantClients,
  s.assistantClientRates,
  s.clientNotes,
  s.taskGroups,
  s.tasks,
  s.rates,
  s.expertises,
  s.preferences,
  s.messages,
  s.availability,
  s.leaves,
  s.events,
  s.reports,
  s.files,
  s.userPictures,
  s.invoices,
  s.history,
  s.curriculum,
  s.folderDocuments,
  s.assistantSkills,
  s.assistantExpertises,
  s.prospectSkillLinks,
  s.gaugeState,
  s.quotes,
  s.referralCodes,
  s.referrals,
  s.loyaltyEntries,
  s.quoteLines,
  s.clientUsers,
  s.assistantCv,
  s.assistantSkillSaves,
  s.emailChangeRequests,
  s.feedback,
  s.accessLinks,
  s.helpdeskTokens,
  s.twoFactorSecrets,
  s.twoFactorRecoveryCodes,
  s.refreshTokens,
  s.idempotencyKeys,
  s.rateLimitBuckets,
  s.auditLog,
];

export type Snapshot = Map<string, Record<string, unknown>[]>;

export const snapshot = async (db: Db, except: PgTable[] = []): Promise<Snapshot> => {
  const out: Snapshot = new Map();
  for (const table of ALL_TABLES) {
    if (except.includes(table)) continue;
    out.set(getTableName(table), await db.select().from(table));
  }
  return out;
};

const restore = async (db: Db, snap: Snapshot): Promise<void> => {
  const names = ALL_TABLES.map((t) => `"${getTableName(t)}"`).join(', ');
  await db.execute(sql.raw(`TRUNCATE ${names} CASCADE`));
  for (const table of ALL_TABLES) {
    const rows = snap.get(getTableName(table)) ?? [];
    if (rows.length > 0) await db.insert(table).values(rows);
  }
};

export type TestDb = {
  db: Db;
  people: DemoPeople;
  /** Back to the freshly seeded state (same ids), without restarting the database. */
  reset: () => Promise<void>;
  close: () => Promise<void>;
  /** 'pglite' (in memory) or 'postgres' (TEST_DATABASE_URL: a database of its own per test file). */
  kind: 'pglite' | 'postgres';
};

let cachedHashes: Promise<DemoPasswordHashes> | null = null;
/** Hashing is slow: the demo accounts' passwords are hashed once per worker. */
const demoPasswordHashes = (): Promise<DemoPasswordHashes> => (cachedHashes ??= hashDemoPasswords());

/** pg's own bookkeeping of a connection (not in its types): the query running, those waiting. */
type ClientQueue = { _activeQuery: unknown; _queryQueue: unknown[] };
let overlapGuarded = false;
/**
 * On PostgreSQL a query sent on a connection that is still running one fails at once, naming why:
 * a transaction holds ONE connection, so its reads go one after the other (`db/read-all.ts`). pg 8
 * would only queue it (with a deprecation warning nobody reads), pg 9 refuses it. Pool queries each
 * take a connection of their own, so only a `Promise.all` on a transaction's handle meets this.
 */
const refuseOverlappingQueries = (): void => {
  if (overlapGuarded) return;
  overlapGuarded = true;
  const proto = pg.Client.prototype as unknown as { query: (this: unknown, ...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const queue = this as ClientQueue;
    if (queue._activeQuery || queue._queryQueue.length > 0) {
      throw new Error(
        'A query overlapped another on one connection (a Promise.all in a transaction?): see db/read-all.ts',
      );
    }
    return original.apply(this, args);
  };
};

const openFromUrl = async (adminUrl: string): Promise<DbHandle> => {
  refuseOverlappingQueries();
  const name = `relais_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
};

/** The seed's options in tests: what the wiring root gives it, and the demo password hashed once. */
export const demoSeedOptions = async (): Promise<SeedOptions> => ({
  ...seedDeps,
  passwordHashes: await demoPasswordHashes(),
});

/** The profile's completion of an assistant (seed tests check the gauge the seed stored). */
export const completionOf = (db: Db, assistantId: string, now: Date) =>
  seedDeps.completion(db, assistantId, now, {});

/** One migrated and seeded database per test file: PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set. */
export const createTestDb = async (clock: Clock): Promise<TestDb> => {
  const url = process.env['TEST_DATABASE_URL'];
  const handle = url ? await openFromUrl(url) : await openPglite();
  await handle.migrate();
  const people = await seedDemo(handle.db, clock, defaultProvider, await demoSeedOptions());
  const seeded = await snapshot(handle.db);
  return {
    db: handle.db,
    people,
    reset: () => restore(handle.db, seeded),
    close: handle.close,
    kind: url ? 'postgres' : 'pglite',
  };
};
