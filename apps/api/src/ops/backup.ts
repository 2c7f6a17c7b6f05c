import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Clock } from '@relais/domain';
import type { FileStore } from '../modules/files/file-store';
import { migrationsFolder } from '../db/migrations-folder';
import {
  databaseFileOf,
  databaseNotEmpty,
  databaseTargetOf,
  dumpDatabase,
  loadDatabase,
} from './backup-database';
import { backUpFiles, digestFile, restoreFiles, storeIsEmpty } from './backup-files';
import { APP_VERSION, BACKUP_FORMAT, MANIFEST_FILE, readManifest, type Manifest } from './backup-manifest';

/** Where the app's data lives, as the server reads it (DATABASE_URL, DATA_DIR, the file store). */
export type DataPlace = {
  databaseUrl?: string;
  dataDir: string;
  fileStore: FileStore;
  fileStoreKind: 'disk' | 's3';
  /** JWT_SECRET is set: DATA_DIR/jwt-secret is not the app's secret and is left out. */
  jwtSecretFromEnv: boolean;
};

const FILES_FOLDER = 'files';

/** The migrations this version knows (drizzle's journal). */
const journalLength = (): number =>
  (
    JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
const JWT_SECRET_FILE = 'jwt-secret';

const assertEmptyFolder = (folder: string): void => {
  if (existsSync(folder) && readdirSync(folder).length > 0)
    throw new Error(`${folder} is not empty: a backup goes into a new or empty folder, never over another`);
};

/**
 * Writes a backup of `place` into `folder` (new or empty): the database first (one consistent
 * state), then every file of the store, then the manifest. Files uploaded during the backup may be
 * in it without their rows (harmless); see docs/decisions.md "Operations" for deletions.
 */
export const backUp = async (place: DataPlace, folder: string, clock: Clock): Promise<Manifest> => {
  assertEmptyFolder(folder);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const target = databaseTargetOf(place);
  const databaseFile = databaseFileOf(target.kind);
  const migrations = await dumpDatabase(target, join(folder, databaseFile));
  const entries = await backUpFiles(place.fileStore, join(folder, FILES_FOLDER));
  const secret = join(place.dataDir, JWT_SECRET_FILE);
  const jwtSecret = !place.jwtSecretFromEnv && existsSync(secret);
  if (jwtSecret) copyFileSync(secret, join(folder, JWT_SECRET_FILE));
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    createdAt: clock.now().toISOString(),
    appVersion: APP_VERSION,
    database: {
      kind: target.kind,
      file: databaseFile,
      migrations,
      ...(await digestFile(join(folder, databaseFile))),
    },
    files: {
      store: place.fileStoreKind,
      count: entries.length,
      bytes: entries.reduce((sum, e) => sum + e.size, 0),
      entries,
    },
    jwtSecret,
  };
  writeFileSync(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
    flag: 'wx',
    mode: 0o600,
  });
  return manifest;
};

/** Every byte of the backup as its manifest says, before anything is written. */
const verify = async (folder: string, manifest: Manifest): Promise<void> => {
  const checks = [
    {
      path: join(folder, manifest.database.file),
      size: manifest.database.size,
      sha256: manifest.database.sha256,
    },
    ...manifest.files.entries.map((e) => ({ path: join(folder, FILES_FOLDER, e.key), ...e })),
  ];
  for (const check of checks) {
    const actual = existsSync(check.path) ? await digestFile(check.path) : undefined;
    if (actual?.sha256 !== check.sha256 || actual.size !== check.size)
      throw new Error(`${check.path} is missing or damaged (its checksum differs from the manifest's)`);
  }
};

/**
 * Why `place` cannot take the backup, or null: a restore goes into an empty database and an empty
 * store of the backup's database kind, by code that knows every migration the backup holds.
 */
const refusal = async (place: DataPlace, manifest: Manifest): Promise<string | null> => {
  const target = databaseTargetOf(place);
  if (target.kind !== manifest.database.kind)
    return `the backup holds a${manifest.database.kind === 'embedded' ? 'n embedded' : ' PostgreSQL'} database; ${
      target.kind === 'postgres' ? 'unset DATABASE_URL' : 'set DATABASE_URL to an empty PostgreSQL database'
    } to restore it`;
  if (manifest.database.migrations > journalLength())
    return `the backup has ${manifest.database.migrations} migrations, this version knows ${journalLength()}: restore it with the version that made it (${manifest.appVersion}) or newer`;
  const notEmpty = await databaseNotEmpty(target);
  if (notEmpty) return notEmpty;
  if (!(await storeIsEmpty(place.fileStore))) return `the file store (${place.fileStoreKind}) is not empty`;
  if (manifest.jwtSecret && existsSync(join(place.dataDir, JWT_SECRET_FILE)))
    return `${join(place.dataDir, JWT_SECRET_FILE)} exists: restore into a new DATA_DIR`;
  return null;
};

/**
 * Puts the backup in `folder` back into `place`, which must be empty (never overwritten): checks
 * every checksum and the targets first, then loads the database, the files and the secret.
 */
export const restore = async (place: DataPlace, folder: string): Promise<Manifest> => {
  const manifest = readManifest(join(folder, MANIFEST_FILE));
  await verify(folder, manifest);
  const why = await refusal(place, manifest);
  if (why) throw new Error(`Nothing restored: ${why}.`);
  const migrations = await loadDatabase(databaseTargetOf(place), join(folder, manifest.database.file));
  if (migrations !== manifest.database.migrations)
    throw new Error(
      `The restored database has ${migrations} migrations, the manifest says ${manifest.database.migrations}`,
    );
  await restoreFiles(manifest.files.entries, join(folder, FILES_FOLDER), place.fileStore);
  if (manifest.jwtSecret) {
    mkdirSync(place.dataDir, { recursive: true });
    writeFileSync(join(place.dataDir, JWT_SECRET_FILE), readFileSync(join(folder, JWT_SECRET_FILE)), {
      flag: 'wx',
      mode: 0o600,
    });
  }
  return manifest;
};
