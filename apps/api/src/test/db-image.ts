import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fixedClock } from '@relais/domain';
import { defaultProvider } from '../config';
import { openPglite, openPostgres, type DbHandle } from '../db/client';
import { seedDemo, type DemoPeople } from '../db/seed/seed';
import { installChangeLog } from './change-log';
import { demoSeedOptions } from './seed-options';
import { TEST_NOW } from './test-now';

/**
 * The migrated and seeded test database, made once per run (vitest global setup of the api
 * project) instead of once per test file: a PGlite data folder dumped to a file, or a PostgreSQL
 * template database; each file starts from a copy (`test-db.ts`). It holds the seed of TEST_NOW.
 */
export type DbImage =
  | { kind: 'pglite'; file: string; people: DemoPeople }
  | { kind: 'postgres'; template: string; people: DemoPeople };

declare module 'vitest' {
  export interface ProvidedContext {
    dbImage: DbImage;
  }
}

const seeded = async (handle: DbHandle): Promise<DemoPeople> => {
  await handle.migrate();
  const people = await seedDemo(handle.db, fixedClock(TEST_NOW), defaultProvider, await demoSeedOptions());
  await installChangeLog(handle.db);
  return people;
};

export const withDatabase = async <T>(
  adminUrl: string,
  run: (admin: pg.Client) => Promise<T>,
): Promise<T> => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
};

export const databaseUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Makes the image; gives it and the teardown that removes it. */
export const makeDbImage = async (
  adminUrl: string | undefined,
): Promise<{ image: DbImage; remove: () => Promise<void> }> => {
  if (adminUrl) {
    const template = `relais_tpl_${process.pid}_${Date.now().toString(36)}`;
    await withDatabase(adminUrl, (admin) => admin.query(`CREATE DATABASE ${template}`));
    const handle = openPostgres(databaseUrl(adminUrl, template));
    const people = await seeded(handle).finally(() => handle.close());
    return {
      image: { kind: 'postgres', template, people },
      remove: () =>
        withDatabase(adminUrl, (admin) =>
          admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`),
        ).then(() => undefined),
    };
  }
  const handle = await openPglite();
  const people = await seeded(handle);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const dir = mkdtempSync(join(tmpdir(), 'relais-test-db-'));
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return {
    image: { kind: 'pglite', file, people },
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
};
