import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where the bytes of uploaded files live, by storage key (a random UUID chosen by the server, never
 * a user-given name). The disk store is the default; the S3-compatible one (s3-file-store.ts) is
 * chosen from the configuration in file-store-of.ts. Bytes go in and out as streams: no file is held
 * whole in memory on its way to or from the store.
 */
export type FileStore = {
  /**
   * Writes the stream under the key (a new key: never overwrites). `size`, the stream's length when
   * known, lets the S3 store send it as it is read, in one request holding none of it.
   */
  put: (key: string, source: Readable, size?: number) => Promise<void>;
  /** The bytes as a stream with their size, or null when nothing is stored under the key. */
  get: (key: string) => Promise<{ stream: Readable; size: number } | null>;
  /** Removes the bytes; no error when they are already gone. */
  remove: (key: string) => Promise<void>;
  /** Every stored key, in no set order (backups, the copy to a bucket). */
  list: () => AsyncIterable<string>;
  /** Resolves when the store can be written (readiness): the folder writable, the bucket reachable. */
  check?: () => Promise<void>;
};

const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a name is a server-made storage key (a lowercase UUID). */
export const isStorageKey = (key: string): boolean => STORAGE_KEY.test(key);

/** Only server-made keys reach the disk: a key is a lowercase UUID, so no path can be smuggled in. */
export const assertStorageKey = (key: string): string => {
  if (!isStorageKey(key)) throw new Error('invalid storage key');
  return key;
};

const isMissing = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** Files under `dir` (created on first write), one file per key, readable by the server only. */
export const diskFileStore = (dir: string): FileStore => {
  const pathOf = (key: string) => join(dir, assertStorageKey(key));
  return {
    put: async (key, source) => {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const path = pathOf(key);
      try {
        await pipeline(source, createWriteStream(path, { mode: 0o600, flags: 'wx' }));
      } catch (error) {
        if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST'))
          await rm(path, { force: true });
        throw error;
      }
    },
    get: async (key) => {
      try {
        const handle = await open(pathOf(key), 'r');
        const { size } = await handle.stat().catch(async (error: unknown) => {
          await handle.close();
          throw error;
        });
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
    list: async function* () {
      const names = await readdir(dir).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      // the folder holds only keys; anything else (a stray file) is not the store's
      for (const name of names) if (isStorageKey(name)) yield name;
    },
    check: async () => {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await access(dir, constants.W_OK);
    },
  };
};
