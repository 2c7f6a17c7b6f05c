import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../plugins/app-error';
import { diskFileStore } from './file-store';
import { parseMultipartStream } from './multipart-body';

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
    await store.put(key, Readable.from([Buffer.from([1, 2]), Buffer.from([3])]));
    expect(readdirSync(dir)).toEqual([key]);
    const stored = await store.get(key);
    expect(stored?.size).toBe(3);
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.stream ?? []) chunks.push(Buffer.from(chunk as Buffer));
    expect([...Buffer.concat(chunks)]).toEqual([1, 2, 3]);
    await expect(store.put(key, Readable.from([Buffer.from([4])]))).rejects.toThrow();
    await store.remove(key);
    await store.remove(key);
    expect(await store.get(key)).toBeNull();
  });

  it('refuses any key that is not a server-made UUID', async () => {
    const store = diskFileStore(tempDir());
    for (const key of ['../x', 'a/b', 'photo.png', '', '0B6F3F0E-8A4E-4C1B-9D8E-2F4A5B6C7D8E']) {
      await expect(store.put(key, Readable.from([Buffer.from([1])]))).rejects.toThrow('invalid storage key');
      await expect(store.get(key)).rejects.toThrow('invalid storage key');
    }
  });
});

/** A browser-built multipart body for `form`, and its content type. */
const encode = async (form: FormData): Promise<{ body: Buffer; type: string }> => {
  const request = new Request('http://relais.test/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' };
};

describe('multipart bodies, streamed', () => {
  it('stops reading a stream past the limit with image_too_big (no Content-Length needed)', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(100 * 1024)]), 'big.pdf');
    const { body, type } = await encode(form);
    let pulled = 0;
    const stream = Readable.from(
      (function* () {
        for (let at = 0; at < body.length; at += 1024) {
          pulled += 1;
          yield body.subarray(at, at + 1024);
        }
      })(),
    );
    const dir = tempDir();
    const error = await parseMultipartStream(stream, type, dir, 10 * 1024).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).errorCode).toBe('image_too_big');
    expect(pulled).toBeLessThan(100);
    // the partial file is removed once its stream closed: waited for on the state, not on a time
    await vi.waitFor(() => expect(readdirSync(dir)).toEqual([]), { timeout: 5_000, interval: 10 });
  });

  it('refuses a part already past the limit when its copy would start (one chunk), with no uncaught error', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(2000)]), 'big.pdf');
    const { body, type } = await encode(form);
    const dir = tempDir();
    // the whole part arrives in one chunk: busboy says 'limit' before the temporary folder is made
    const error = await parseMultipartStream(Readable.from([body]), type, dir, 1000).catch((e: unknown) => e);
    expect((error as AppError).errorCode).toBe('image_too_big');
    // an error emitted with no listener would fail this test file (vitest's unhandled errors)
    await new Promise((resolve) => setImmediate(resolve));
    expect(readdirSync(dir)).toEqual([]);
  });

  it('writes the file part to a temporary file up to the limit, inclusive, with its digest', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(1000).fill(7)]), 'a.pdf');
    const { body, type } = await encode(form);
    const parsed = await parseMultipartStream(Readable.from([body]), type, tempDir(), 1000);
    expect(parsed.file?.size).toBe(1000);
    expect(readFileSync(parsed.file?.path ?? '').equals(Buffer.alloc(1000, 7))).toBe(true);
    expect(JSON.stringify(parsed.file)).toMatch(/^\{"name":"a.pdf","bytes":"sha256:[0-9a-f]{64}"\}$/);
  });

  it('keeps the name as sent and sorts the fields', async () => {
    const form = new FormData();
    form.append('usage', 'EXPENSE');
    form.append('eventId', 'e1');
    form.append('file', new Blob([new Uint8Array([9])]), '../x"\n.png');
    const { body, type } = await encode(form);
    const parsed = await parseMultipartStream(Readable.from([body]), type, tempDir());
    expect(Object.keys(parsed.fields)).toEqual(['eventId', 'usage']);
    expect(parsed.file?.name).toBe('../x"\n.png');
    expect([...readFileSync(parsed.file?.path ?? '')]).toEqual([9]);
  });

  it('refuses two files or a file under another name', async () => {
    for (const second of ['file', 'photo']) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array([1])]), 'a.png');
      form.append(second, new Blob([new Uint8Array([2])]), 'b.png');
      const { body, type } = await encode(form);
      await expect(parseMultipartStream(Readable.from([body]), type, tempDir())).rejects.toMatchObject({
        errorCode: 'validation_failed',
      });
    }
  });
});
