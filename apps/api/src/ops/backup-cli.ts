import { join, resolve } from 'node:path';
import { systemClock } from '@relais/domain';
import { fileStoreFromEnv } from '../config-from-env';
import { fileStoreOf } from '../modules/files/file-store-of';
import { backUp, restore, type DataPlace } from './backup';

/*
 * `npm run backup -- <folder>` and `npm run restore -- <folder>` (README "Running at scale"): the
 * data of DATABASE_URL (else the embedded database in DATA_DIR) and of the file store (FILE_STORE,
 * FILES_DIR or the S3_* settings), read from the environment as the server reads it.
 */
const placeFromEnv = (env: NodeJS.ProcessEnv): DataPlace => {
  const dataDir = resolve(env['DATA_DIR'] ?? './data');
  const fileStore = fileStoreFromEnv(env);
  const filesDir = env['FILES_DIR'] ? resolve(env['FILES_DIR']) : join(dataDir, 'files');
  return {
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir,
    fileStore: fileStoreOf({ dataDir, filesDir, fileStore }),
    fileStoreKind: fileStore.kind,
    jwtSecretFromEnv: Boolean(env['JWT_SECRET']),
  };
};

const main = async (): Promise<void> => {
  const [command, folder] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !folder)
    throw new Error('Usage: npm run backup -- <folder>   |   npm run restore -- <folder>');
  const place = placeFromEnv(process.env);
  const at = resolve(folder);
  const started = Date.now();
  const m = command === 'backup' ? await backUp(place, at, systemClock) : await restore(place, at);
  const what =
    `the ${m.database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database (${m.database.migrations} migrations) ` +
    `and ${m.files.count} file(s), ${m.files.bytes} bytes, of the ${m.files.store} store`;
  console.log(
    command === 'backup'
      ? `Backed up ${what} into ${at} in ${Date.now() - started} ms.`
      : `Restored ${what} from ${at} (made ${m.createdAt}) in ${Date.now() - started} ms.`,
  );
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
