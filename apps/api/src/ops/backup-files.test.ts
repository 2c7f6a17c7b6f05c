import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../modules/files/file-store';
import { s3FileStore } from '../modules/files/s3-file-store';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { backUpFiles, restoreFiles, storeIsEmpty } from './backup-files';

const roots: string[] = [];
const servers: TestS3[] = [];
let from: FileStore;
let to: FileStore;
beforeAll(async () => {
  servers.push(await startTestS3('relais-from'), await startTestS3('relais-to'));
  [from, to] = servers.map((s) => s3FileStore(s.settings)) as [FileStore, FileStore];
});
afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'relais-backup-files-'));
  roots.push(dir);
  return dir;
};
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('the file store in a backup', () => {
  it('copies every object of a bucket with its checksum, and puts them into an empty bucket', async () => {
    const stored = new Map([
      [randomUUID(), 'first file'],
      [randomUUID(), 'second, a little longer'],
    ]);
    for (const [key, body] of stored) await from.put(key, Readable.from([Buffer.from(body)]), body.length);
    const dir = join(tempDir(), 'files');
    const entries = await backUpFiles(from, dir);
    expect([...entries].sort((a, b) => a.key.localeCompare(b.key))).toEqual(
      [...stored]
        .map(([key, body]) => ({ key, size: body.length, sha256: sha256(body) }))
        .sort((a, b) => a.key.localeCompare(b.key)),
    );

    expect(await storeIsEmpty(to)).toBe(true);
    await restoreFiles(entries, dir, to);
    expect(await storeIsEmpty(to)).toBe(false);
    for (const [key, body] of stored) {
      const got = await to.get(key);
      expect(got && (await text(got.stream))).toBe(body);
    }
    // put never overwrites: the same restore again fails on the first key
    await expect(restoreFiles(entries, dir, to)).rejects.toThrow();
  });
});

describe('npm run backup / restore', () => {
  it('refuses a folder that holds no backup, by name, writing nothing', () => {
    const empty = tempDir();
    const dataDir = join(tempDir(), 'data');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'backup-cli.ts'), 'restore', empty],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${join(empty, 'manifest.json')} is missing or unreadable`);
    expect(existsSync(dataDir)).toBe(false);
    const usage = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'backup-cli.ts')],
      {
        encoding: 'utf8',
      },
    );
    expect(usage.status).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run backup -- <folder>');
  });
});
