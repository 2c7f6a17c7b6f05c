import type { OutboxRecord } from './types';

/** Where the outbox lives: IndexedDB in the app, memory in tests. */
export type OutboxStore = {
  list: () => Promise<OutboxRecord[]>;
  put: (record: OutboxRecord) => Promise<void>;
  remove: (id: string) => Promise<void>;
};

const copy = (r: OutboxRecord): OutboxRecord => structuredClone(r);

/** An in-memory store (tests; also the fallback when IndexedDB is unavailable). */
export const createMemoryStore = (): OutboxStore => {
  const rows = new Map<string, OutboxRecord>();
  return {
    list: () => Promise.resolve([...rows.values()].map(copy).sort((a, b) => a.seq - b.seq)),
    put: (record) => {
      rows.set(record.id, copy(record));
      return Promise.resolve();
    },
    remove: (id) => {
      rows.delete(id);
      return Promise.resolve();
    },
  };
};
