import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../plugins/app-error';
import { diskFileStore } from './file-store';
import { parseMultipart, readLimited } from './multipart-body';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'relais-store-test-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('diskFileStore', () => {
  it('puts, gets and removes bytes by key, in a folder made on first write', async () => {
    const dir = join(tempDir(), 'files');
    const store = diskFileStore(dir);
    const key = '0b6f3f0e-8a4e-4c1b-9d8e-2f4a5b6c7d8e';
    expect(await store.get(key)).toBeNull();
    await store.put(key, new Uint8Array([1, 2, 3]));
    expect(readdirSync(dir)).toEqual([key]);
    expect([...((await store.get(key)) ?? [])]).toEqual([1, 2, 3]);
    await store.remove(key);
    await store.remove(key);
    expect(await store.get(key)).toBeNull();
  });

  it('refuses any key that is not a server-made UUID', async () => {
    const store = diskFileStore(tempDir());
    for (const key of ['../x', 'a/b', 'photo.png', '', '0B6F3F0E-8A4E-4C1B-9D8E-2F4A5B6C7D8E']) {
      await expect(store.put(key, new Uint8Array([1]))).rejects.toThrow('invalid storage key');
      await expect(store.get(key)).rejects.toThrow('invalid storage key');
    }
  });
});

describe('multipart bodies', () => {
  it('stops reading a stream past the limit with image_too_big (no Content-Length needed)', async () => {
    let pulled = 0;
    const stream = Readable.from(
      (function* () {
        for (let i = 0; i < 100; i += 1) {
          pulled += 1;
          yield Buffer.alloc(1024);
        }
      })(),
    );
    const error = await readLimited(stream, 10 * 1024).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).errorCode).toBe('image_too_big');
    expect(pulled).toBeLessThan(100);
  });

  it('reads a body up to the limit, inclusive', async () => {
    const body = await readLimited(Readable.from([Buffer.alloc(600), Buffer.alloc(400)]), 1000);
    expect(body.length).toBe(1000);
  });

  it('keeps the name as sent and sorts the fields', async () => {
    const form = new FormData();
    form.append('usage', 'EXPENSE');
    form.append('eventId', 'e1');
    form.append('file', new Blob([new Uint8Array([9])]), '../x.png');
    const request = new Request('http://relais.test/', { method: 'POST', body: form });
    const parsed = await parseMultipart(
      Buffer.from(await request.arrayBuffer()),
      request.headers.get('content-type') ?? '',
    );
    expect(Object.keys(parsed.fields)).toEqual(['eventId', 'usage']);
    expect(parsed.file?.name).toBe('../x.png');
    expect([...(parsed.file?.bytes ?? [])]).toEqual([9]);
  });

  it('refuses two files or a file under another name', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1])]), 'a.png');
    form.append('file', new Blob([new Uint8Array([2])]), 'b.png');
    const request = new Request('http://relais.test/', { method: 'POST', body: form });
    await expect(
      parseMultipart(Buffer.from(await request.arrayBuffer()), request.headers.get('content-type') ?? ''),
    ).rejects.toMatchObject({ errorCode: 'validation_failed' });
  });
});
