import { describe, expect, it } from 'vitest';
import { createDraftStore, createDraftWriter, draftId, memoryDraftBackend } from './draft-store';

type Data = { text: string; proof?: ArrayBuffer };

describe('report drafts', () => {
  it('keeps drafts per user and per report, with their files as bytes', async () => {
    const backend = memoryDraftBackend();
    const store = createDraftStore(backend, () => 42);
    const bytes = new Uint8Array([1, 2, 3]).buffer;
    await store.save<Data>('u1', 'visit:v1', { text: 'a', proof: bytes });
    await store.save<Data>('u2', 'visit:v1', { text: 'other user' });
    const back = await store.load<Data>('u1', 'visit:v1');
    expect(back?.text).toBe('a');
    expect(new Uint8Array(back?.proof ?? new ArrayBuffer(0))).toEqual(new Uint8Array([1, 2, 3]));
    expect((await store.load<Data>('u2', 'visit:v1'))?.text).toBe('other user');
    expect(await store.load<Data>('u1', 'remote:new')).toBeUndefined();
    expect(backend.records.get(draftId('u1', 'visit:v1'))?.savedAt).toBe(42);
    await store.clear('u1', 'visit:v1');
    expect(await store.load<Data>('u1', 'visit:v1')).toBeUndefined();
    expect(await store.load<Data>('u2', 'visit:v1')).toBeDefined();
  });

  it('writes every change, the latest last, one write at a time', async () => {
    const backend = memoryDraftBackend();
    const writes: string[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const store = createDraftStore({
      ...backend,
      put: async (r) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await Promise.resolve();
        writes.push((r.data as Data).text);
        await backend.put(r);
        inFlight -= 1;
      },
    });
    const writer = createDraftWriter<Data>(store, 'u1', 'remote:new');
    void writer.save({ text: 'a' });
    void writer.save({ text: 'ab' });
    void writer.save({ text: 'abc' });
    await writer.flush();
    expect(maxInFlight).toBe(1);
    expect(writes.at(-1)).toBe('abc');
    expect(writes).not.toContain('ab');
    expect((await store.load<Data>('u1', 'remote:new'))?.text).toBe('abc');
  });

  it('discards the draft once handed to the outbox, and a late change does not bring it back', async () => {
    const store = createDraftStore(memoryDraftBackend());
    const writer = createDraftWriter<Data>(store, 'u1', 'visit:v1');
    void writer.save({ text: 'x' });
    await writer.discard();
    await writer.save({ text: 'late' });
    expect(await store.load<Data>('u1', 'visit:v1')).toBeUndefined();
  });

  it('keeps going after a failed write', async () => {
    const backend = memoryDraftBackend();
    let fail = true;
    const store = createDraftStore({
      ...backend,
      put: (r) => {
        if (fail) {
          fail = false;
          return Promise.reject(new DOMException('full', 'QuotaExceededError'));
        }
        return backend.put(r);
      },
    });
    const writer = createDraftWriter<Data>(store, 'u1', 'visit:v1');
    await writer.save({ text: 'lost' });
    await writer.save({ text: 'kept' });
    expect((await store.load<Data>('u1', 'visit:v1'))?.text).toBe('kept');
  });
});
