import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { copyFileStore } from './copy-file-store';
import { diskFileStore, type FileStore } from './file-store';
import { s3FileStore } from './s3-file-store';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const key = (n: number) => `5d0c7a52-1f3e-4b7a-8c9d-${String(n).padStart(12, '0')}`;

let s3: TestS3;
let dataDir: string;
let disk: FileStore;
let bucket: FileStore;

const readAll = async (store: FileStore, k: string): Promise<string> => {
  const stored = await store.get(k);
  const chunks: Buffer[] = [];
  for await (const chunk of stored?.stream ?? []) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
};

beforeAll(async () => {
  s3 = await startTestS3();
  bucket = s3FileStore(s3.settings);
});
afterAll(async () => s3.stop());
beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'relais-copy-'));
  disk = diskFileStore(join(dataDir, 'files'));
  for await (const k of bucket.list()) await bucket.remove(k);
  for (const n of [1, 2, 3]) await disk.put(key(n), Readable.from([Buffer.from(`file ${n} `.repeat(n))]));
  return () => rmSync(dataDir, { recursive: true, force: true });
});

describe('copying the local store into a bucket', () => {
  it('copies every file with its bytes, then skips them all when run again', async () => {
    expect(await copyFileStore(disk, bucket)).toEqual({ copied: 3, bytes: 7 + 14 + 21, skipped: 0 });
    for (const n of [1, 2, 3]) expect(await readAll(bucket, key(n))).toBe(`file ${n} `.repeat(n));
    expect(await copyFileStore(disk, bucket)).toEqual({ copied: 0, bytes: 0, skipped: 3 });
    await disk.put(key(4), Readable.from([Buffer.from('late')]));
    expect(await copyFileStore(disk, bucket)).toEqual({ copied: 1, bytes: 4, skipped: 3 });
  });

  it('npm run files:to-s3 reads DATA_DIR and the S3_* settings and says what it copied', async () => {
    const run = () =>
      promisify(execFile)('npm', ['run', '--silent', 'files:to-s3'], {
        cwd: root,
        env: { ...process.env, ...s3.env, DATA_DIR: dataDir, FILES_DIR: '' },
      });
    const first = await run();
    expect(first.stdout).toContain('Copied 3 file(s), 42 bytes');
    expect(first.stdout).toContain('0 already there, skipped');
    const second = await run();
    expect(second.stdout).toContain('Copied 0 file(s), 0 bytes');
    expect(second.stdout).toContain('3 already there, skipped');
  }, 60_000);

  it('refuses to run without FILE_STORE=s3, naming a missing setting', async () => {
    const run = (env: Record<string, string>) =>
      promisify(execFile)('npm', ['run', '--silent', 'files:to-s3'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, ...env },
      }).then(
        () => '',
        (error: { stderr: string }) => error.stderr,
      );
    expect(await run({ FILE_STORE: '' })).toContain('Set FILE_STORE=s3');
    expect(await run({ ...s3.env, S3_BUCKET: '' })).toContain('S3_BUCKET is required with FILE_STORE=s3');
  }, 60_000);
});
