import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from '../modules/files/file-store';

/** One stored file in a backup: its key, size and SHA-256 (hex). */
export type FileEntry = { key: string; size: number; sha256: string };

/** The SHA-256 (hex) and length of a stream, passing its bytes on to `to` when given. */
const digest = async (
  source: Readable,
  to?: NodeJS.WritableStream,
): Promise<{ sha256: string; size: number }> => {
  const hash = createHash('sha256');
  let size = 0;
  const tap = async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      hash.update(chunk);
      size += chunk.length;
      yield chunk;
    }
  };
  if (to) await pipeline(source, tap, to);
  else for await (const _ of tap(source)) void _;
  return { sha256: hash.digest('hex'), size };
};

/** The SHA-256 (hex) and size of a file. */
export const digestFile = (path: string): Promise<{ sha256: string; size: number }> =>
  digest(createReadStream(path));

/**
 * Copies every file of `store` into the folder `dir` (one file per key), streaming, each with its
 * checksum. A key listed but gone before it is read (deleted meanwhile) is not in the backup.
 */
export const backUpFiles = async (store: FileStore, dir: string): Promise<FileEntry[]> => {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const entries: FileEntry[] = [];
  for await (const key of store.list()) {
    const stored = await store.get(key);
    if (!stored) continue;
    const out = createWriteStream(join(dir, key), { flags: 'wx', mode: 0o600 });
    entries.push({ key, ...(await digest(stored.stream, out)) });
  }
  return entries;
};

/** Whether the store holds no file. */
export const storeIsEmpty = async (store: FileStore): Promise<boolean> => {
  for await (const _ of store.list()) return false;
  return true;
};

/** Puts the backup's files (already checked) into the store under their keys. */
export const restoreFiles = async (
  entries: readonly FileEntry[],
  dir: string,
  store: FileStore,
): Promise<void> => {
  for (const { key, size } of entries) await store.put(key, createReadStream(join(dir, key)), size);
};
