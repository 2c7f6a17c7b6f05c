import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { defaultProvider, filesDirOf, type AppConfig } from '../config';
import { embeddedDir } from '../db/client';
import { diskFileStore } from '../modules/files/file-store';
import { PDF, PNG, upload } from '../modules/files/files.fixtures';
import { databaseUrl, withDatabase } from '../test/db-image';
import { bearer, DEMO, mutableClock, objJson, signIn, STAFF, TEST_NOW } from '../test/test-app';
import { backUp, restore, type DataPlace } from './backup';
import { storeIsEmpty } from './backup-files';
import { readManifest } from './backup-manifest';

/*
 * The restore drill (README "Running at scale"): demo data and uploads made through the real app,
 * backed up, restored into a fresh database and store, then read again through the API of an app
 * started on them: the same visits, directory and file bytes.
 */

const adminUrl = process.env['TEST_DATABASE_URL'];
const DRILL_MS = 300_000;
const roots: string[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'relais-backup-'));
  roots.push(dir);
  return dir;
};

/** The place of a new DATA_DIR: the embedded database there, or the PostgreSQL database given. */
const placeAt = (dataDir: string, url?: string): DataPlace => ({
  ...(url ? { databaseUrl: url } : {}),
  dataDir,
  fileStore: diskFileStore(filesDirOf({ dataDir })),
  fileStoreKind: 'disk',
  jwtSecretFromEnv: false,
});

/** The app as main.ts starts it on `place` (migrated, seeded when empty), with its secret from DATA_DIR. */
const startApp = async (place: DataPlace): Promise<FastifyInstance> => {
  const config: AppConfig = {
    clock: mutableClock(TEST_NOW),
    ...(place.databaseUrl ? { databaseUrl: place.databaseUrl } : {}),
    dataDir: place.dataDir,
    jwtSecret: readFileSync(join(place.dataDir, 'jwt-secret'), 'utf8'),
    cookieSecure: false,
    provider: defaultProvider,
    production: false,
    seedDemo: true,
    logger: false,
    trustProxy: false,
  };
  return buildApp(config);
};

/** What the drill reads through the API: her visits, a file's bytes, the staff directory. */
const readThrough = async (app: FastifyInstance, fileIds: readonly string[]) => {
  const her = await signIn(app, DEMO);
  const visits = await app.inject({
    method: 'GET',
    url: `/api/assistants/${her.userId}/events?sort=asc`,
    headers: bearer(her.token),
  });
  expect(visits.statusCode, visits.body).toBe(200);
  const files: string[] = [];
  for (const fileId of fileIds) {
    const link = await app.inject({
      method: 'GET',
      url: `/api/files/token?userId=${her.userId}&fileId=${fileId}`,
      headers: bearer(her.token),
    });
    expect(link.statusCode, link.body).toBe(200);
    const content = await app.inject({ method: 'GET', url: String(objJson(link).url) });
    expect(content.statusCode).toBe(200);
    files.push(content.rawPayload.toString('base64'));
  }
  const staff = await signIn(app, STAFF);
  const directory = await app.inject({
    method: 'GET',
    url: '/api/staff/assistants?size=100',
    headers: bearer(staff.token),
  });
  expect(directory.statusCode, directory.body).toBe(200);
  return { visits: visits.json<unknown[]>(), files, directory: directory.json<unknown>() };
};

/**
 * Makes demo data and two uploads on `source`, backs it up (`whileRunning`: with the app serving),
 * restores into `target` and compares what the API reads on both.
 */
const drill = async (source: DataPlace, target: DataPlace, whileRunning: boolean) => {
  writeFileSync(join(source.dataDir, 'jwt-secret'), randomBytes(48).toString('base64url'));
  const app = await startApp(source);
  const her = await signIn(app, DEMO);
  const fileIds: string[] = [];
  for (const file of [
    { name: 'ticket.png', bytes: PNG },
    { name: 'facture.pdf', bytes: PDF },
  ]) {
    const res = await upload(app, her.token, file);
    expect(res.statusCode, res.body).toBe(200);
    fileIds.push(String(objJson(res).id));
  }
  const before = await readThrough(app, fileIds);
  expect(before.visits.length).toBeGreaterThan(0);
  expect(before.files).toEqual([PNG.toString('base64'), PDF.toString('base64')]);
  const folder = join(tempDir(), 'backup');
  if (!whileRunning) {
    // the embedded database has one owner: a backup beside the running app is refused
    await expect(backUp(source, join(tempDir(), 'refused'), mutableClock(TEST_NOW))).rejects.toThrow(
      /in use/,
    );
    await app.close();
  }
  const manifest = await backUp(source, folder, mutableClock(TEST_NOW));
  if (whileRunning) await app.close();
  expect(manifest).toMatchObject({
    createdAt: TEST_NOW,
    database: { kind: source.databaseUrl ? 'postgres' : 'embedded' },
    files: { count: 2, bytes: PNG.length + PDF.length },
    jwtSecret: true,
  });
  expect(manifest.database.migrations).toBeGreaterThan(0);

  await restore(target, folder);
  const restored = await startApp(target);
  try {
    expect(await readThrough(restored, fileIds)).toEqual(before);
  } finally {
    await restored.close();
  }
  // a second restore into the same, now full, place writes nothing
  await expect(restore(target, folder)).rejects.toThrow(/^Nothing restored: .*not empty/);
  return folder;
};

describe.skipIf(Boolean(adminUrl))('backup and restore of the embedded database', () => {
  it(
    'refuses while the app runs, then restores into a fresh DATA_DIR what the API read before',
    async () => {
      // the target DATA_DIR does not exist yet: the restore makes it
      const folder = await drill(placeAt(tempDir()), placeAt(join(tempDir(), 'new')), false);
      // a damaged backup is refused before anything is written
      const manifest = readManifest(join(folder, 'manifest.json'));
      writeFileSync(join(folder, 'files', manifest.files.entries[0]?.key ?? ''), 'not the bytes');
      const fresh = placeAt(tempDir());
      await expect(restore(fresh, folder)).rejects.toThrow(/missing or damaged/);
      expect(existsSync(embeddedDir(fresh.dataDir))).toBe(false);
      expect(await storeIsEmpty(fresh.fileStore)).toBe(true);
    },
    DRILL_MS,
  );
});

describe.skipIf(!adminUrl)('backup and restore on PostgreSQL', () => {
  it(
    'backs up while the app serves, restores into an empty database what the API read before',
    async () => {
      const url = adminUrl ?? '';
      const [from, to] = [0, 1].map(() => `relais_backup_${randomBytes(6).toString('hex')}`);
      for (const name of [from, to]) {
        await withDatabase(url, (admin) => admin.query(`CREATE DATABASE ${name}`));
        cleanups.push(() =>
          withDatabase(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
        );
      }
      await drill(
        placeAt(tempDir(), databaseUrl(url, from ?? '')),
        placeAt(tempDir(), databaseUrl(url, to ?? '')),
        true,
      );
    },
    DRILL_MS,
  );
});
