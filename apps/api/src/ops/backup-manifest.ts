import { readFileSync } from 'node:fs';
import { z } from 'zod';
import apiPackage from '../../package.json' with { type: 'json' };
import { isStorageKey } from '../modules/files/file-store';

/** The backup format this code writes and reads. */
export const BACKUP_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  appVersion: z.string(),
  database: z.object({
    kind: z.enum(['postgres', 'embedded']),
    file: z.enum(['database.dump', 'database.tar.gz']),
    migrations: z.number().int().nonnegative(),
    size: z.number().int().nonnegative(),
    sha256,
  }),
  files: z.object({
    store: z.enum(['disk', 's3']),
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    entries: z.array(
      z.object({
        key: z.string().refine(isStorageKey, 'a storage key'),
        size: z.number().int().nonnegative(),
        sha256,
      }),
    ),
  }),
  /** DATA_DIR/jwt-secret was copied (two-factor secrets are sealed with it); false with JWT_SECRET set. */
  jwtSecret: z.boolean(),
});

/** What a backup holds, written last: a folder without it is not a (complete) backup. */
export type Manifest = z.infer<typeof manifestSchema>;

export const APP_VERSION = apiPackage.version;

/** The manifest of the backup in `path`, checked; a clear error when it is missing or not ours. */
export const readManifest = (path: string): Manifest => {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw new Error(`${path} is missing or unreadable: not a complete Relais backup`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`${path} is not a Relais backup manifest (format ${BACKUP_FORMAT})`);
  return parsed.data;
};
