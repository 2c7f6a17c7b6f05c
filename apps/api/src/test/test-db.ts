import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { inject } from 'vitest';
import type { Clock } from '@relais/domain';
import { defaultProvider } from '../config';
import { openPglite, openPostgres, pgliteHandle, type Db, type DbHandle } from '../db/client';
import * as s from '../db/schema/index';
import { seedDemo, type DemoPeople } from '../db/seed/seed';
import { seedDeps } from '../services';
import { referencingTables, takeChangedTables, withReferencing } from './change-log';
import { databaseUrl, withDatabase, type DbImage } from './db-image';
import { demoSeedOptions } from './seed-options';
import { TEST_NOW } from './test-now';

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
  // before messages: inserting a message refreshes its conversation's summary (trigger, 0028)
  s.staffConversations,
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
  s.notifications,
  s.reminderOccasions,
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

/** Empties `tables` (with CASCADE: they must hold every table referencing one of them) and refills them from `snap`. */
const restore = async (db: Db, snap: Snapshot, tables: Set<string>): Promise<void> => {
  const names = ALL_TABLES.filter((t) => tables.has(getTableName(t)));
  if (names.length === 0) return;
  await db.execute(sql.raw(`TRUNCATE ${names.map((t) => `"${getTableName(t)}"`).join(', ')} CASCADE`));
  for (const table of names) {
    const rows = snap.get(getTableName(table)) ?? [];
    if (rows.length > 0) await db.insert(table).values(rows);
  }
};

/**
 * Back to `snap`: only the tables written since the last reset (the change log of the seeded image)
 * and those referencing them; every table when the database has no change log.
 */
const resetter = async (db: Db, snap: Snapshot, logged: boolean): Promise<() => Promise<void>> => {
  const every = new Set(ALL_TABLES.map(getTableName));
  if (!logged) return () => restore(db, snap, every);
  const referencing = await referencingTables(db);
  return async () => {
    const changed = await takeChangedTables(db);
    if (changed.length === 0) return;
    await restore(db, snap, withReferencing(changed, referencing));
    await takeChangedTables(db);
  };
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

/** A new database on the server of `adminUrl` (a copy of `template` when given), dropped on close. */
const openFromUrl = async (adminUrl: string, template?: string): Promise<DbHandle> => {
  refuseOverlappingQueries();
  const name = `relais_t_${randomBytes(6).toString('hex')}`;
  await withDatabase(adminUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const handle = openPostgres(databaseUrl(adminUrl, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withDatabase(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
};

/** A copy of the run's seeded image (`db-image.ts`). */
const openImage = async (image: DbImage, url: string | undefined): Promise<DbHandle> => {
  if (image.kind === 'postgres' && url) return openFromUrl(url, image.template);
  if (image.kind === 'pglite') {
    const client = await PGlite.create({
      loadDataDir: new Blob([readFileSync(image.file)]),
      extensions: pgliteExtensions,
    });
    return pgliteHandle(client);
  }
  throw new Error(`the seeded test image is for ${image.kind}, this run is not`);
};

/** The profile's completion of an assistant (seed tests check the gauge the seed stored). */
export const completionOf = (db: Db, assistantId: string, now: Date) =>
  seedDeps.completion(db, assistantId, now, {});

/**
 * One migrated and seeded database per test file: PGlite in memory, or PostgreSQL when
 * TEST_DATABASE_URL is set (a database of its own). At TEST_NOW it is a copy of the run's seeded image;
 * at any other time it is migrated and seeded here (the seed is relative to the clock's month).
 */
export const createTestDb = async (clock: Clock): Promise<TestDb> => {
  const url = process.env['TEST_DATABASE_URL'];
  const image = clock.now().toISOString() === TEST_NOW ? inject('dbImage') : undefined;
  let handle: DbHandle;
  let people: DemoPeople;
  if (image) {
    handle = await openImage(image, url);
    people = image.people;
  } else {
    handle = url ? await openFromUrl(url) : await openPglite();
    await handle.migrate();
    people = await seedDemo(handle.db, clock, defaultProvider, await demoSeedOptions());
  }
  const seeded = await snapshot(handle.db);
  return {
    db: handle.db,
    people,
    reset: await resetter(handle.db, seeded, image !== undefined),
    close: handle.close,
    kind: url ? 'postgres' : 'pglite',
  };
};
