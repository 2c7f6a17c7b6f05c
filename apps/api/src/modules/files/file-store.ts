import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where the bytes of uploaded files live, by storage key (a random UUID chosen by the server, never
 * a user-given name). The disk store is the default; an S3-compatible store would implement the
 * same three calls and be chosen in files.routes.ts from the configuration.
 */
export type FileStore = {
  put: (key: string, bytes: Uint8Array) => Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get: (key: string) => Promise<Buffer | null>;
  /** Removes the bytes; no error when they are already gone. */
  remove: (key: string) => Promise<void>;
};

const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Only server-made keys reach the disk: a key is a lowercase UUID, so no path can be smuggled in. */
export const assertStorageKey = (key: string): string => {
  if (!STORAGE_KEY.test(key)) throw new Error('invalid storage key');
  return key;
};

const isMissing = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** Files under `dir` (created on first write), one file per key, readable by the server only. */
export const diskFileStore = (dir: string): FileStore => {
  const pathOf = (key: string) => join(dir, assertStorageKey(key));
  return {
    put: async (key, bytes) => {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await writeFile(pathOf(key), bytes, { mode: 0o600, flag: 'wx' });
    },
    get: async (key) => {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
};
