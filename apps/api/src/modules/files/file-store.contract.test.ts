import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { diskFileStore, type FileStore } from './file-store';
import { s3FileStore } from './s3-file-store';

/*
 * The contract every file store keeps, run against the disk store and an S3-compatible one (a real
 * s3rver on a free loopback port; it does not check what signatures cover, see test/s3-server.ts).
 */

const MB = 1024 * 1024;
const key = (n: number) => `0b6f3f0e-8a4e-4c1b-9d8e-${String(n).padStart(12, '0')}`;

const readAll = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

const listed = async (store: FileStore): Promise<string[]> => {
  const keys: string[] = [];
  for await (const k of store.list()) keys.push(k);
  return keys.sort();
};

/** `total` bytes in 64 KB slices of one shared buffer, made as they are read, with their digest. */
const bigBody = (total: number) => {
  const slice = Buffer.alloc(64 * 1024);
  for (let i = 0; i < slice.length; i += 1) slice[i] = (i * 31) % 251;
  const digest = createHash('sha256');
  for (let at = 0; at < total; at += slice.length) digest.update(slice);
  return {
    stream: Readable.from(
      (function* () {
        for (let at = 0; at < total; at += slice.length) yield slice;
      })(),
    ),
    sha256: digest.digest('hex'),
  };
};

let s3: TestS3;
let dir: string;
beforeAll(async () => {
  s3 = await startTestS3();
  dir = mkdtempSync(join(tmpdir(), 'relais-store-contract-'));
});
afterAll(async () => {
  await s3.stop();
  rmSync(dir, { recursive: true, force: true });
});

const stores: [string, () => FileStore][] = [
  ['disk', () => diskFileStore(join(dir, 'files'))],
  ['s3', () => s3FileStore(s3.settings)],
];

describe.each(stores)('the %s file store', (_name, storeOf) => {
  it('puts, gets, lists and removes bytes by key; a missing key is null; removing twice is no error', async () => {
    const store = storeOf();
    expect(await store.get(key(1))).toBeNull();
    expect(await listed(store)).toEqual([]);
    await store.put(key(1), Readable.from([Buffer.from([1, 2]), Buffer.from([3])]));
    await store.put(key(2), Readable.from([Buffer.from('second')]));
    const stored = await store.get(key(1));
    expect(stored?.size).toBe(3);
    expect([...(await readAll(stored?.stream ?? Readable.from([])))]).toEqual([1, 2, 3]);
    expect(await listed(store)).toEqual([key(1), key(2)]);
    await store.remove(key(1));
    await store.remove(key(1));
    expect(await store.get(key(1))).toBeNull();
    expect(await listed(store)).toEqual([key(2)]);
    await store.remove(key(2));
    expect(await listed(store)).toEqual([]);
  });

  it('never overwrites: a second put under a key is refused and the first bytes stay', async () => {
    const store = storeOf();
    await store.put(key(3), Readable.from([Buffer.from('first')]));
    await expect(store.put(key(3), Readable.from([Buffer.from('second')]))).rejects.toThrow();
    const stored = await store.get(key(3));
    expect((await readAll(stored?.stream ?? Readable.from([]))).toString()).toBe('first');
    await store.remove(key(3));
  });

  it('refuses any key that is not a server-made UUID', async () => {
    const store = storeOf();
    for (const bad of ['../x', 'a/b', 'photo.png', '', key(4).toUpperCase()]) {
      await expect(store.put(bad, Readable.from([Buffer.from([1])]))).rejects.toThrow('invalid storage key');
      await expect(store.get(bad)).rejects.toThrow('invalid storage key');
      await expect(store.remove(bad)).rejects.toThrow('invalid storage key');
    }
  });

  it('is reachable (check)', async () => {
    await expect(storeOf().check?.()).resolves.toBeUndefined();
  });

  it.each([
    ['its length unknown', false],
    ['its length given', true],
  ])(
    'streams a 256 MB body, %s, in and out without holding it whole',
    async (_length, sized) => {
      const store = storeOf();
      const total = 256 * MB;
      const body = bigBody(total);
      const before = process.memoryUsage().arrayBuffers;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().arrayBuffers);
      }, 5);
      try {
        await store.put(key(5), body.stream, sized ? total : undefined);
        const stored = await store.get(key(5));
        expect(stored?.size).toBe(total);
        const digest = createHash('sha256');
        for await (const chunk of stored?.stream ?? []) digest.update(chunk as Buffer);
        expect(digest.digest('hex')).toBe(body.sha256);
      } finally {
        clearInterval(sampler);
      }
      // held whole, the body alone would add 256 MB at once; garbage not yet collected counts too (up to
      // 134 MB seen on a loaded machine)
      const grew = (peak - before) / MB;
      console.info(`${_name}, ${_length}: 256 MB through the store, buffers +${grew.toFixed(0)} MB`);
      expect(grew).toBeLessThan(200);
      await store.remove(key(5));
    },
    120_000,
  );
});

describe('the s3 file store, failing', () => {
  it('check rejects when the bucket does not exist', async () => {
    const store = s3FileStore({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(store.check?.()).rejects.toThrow();
  });
});
