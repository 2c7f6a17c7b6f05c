import { openDB, type DBSchema } from 'idb';
import type { OutboxStore } from './outbox-store';
import type { OutboxRecord } from './types';

interface OutboxDb extends DBSchema {
  outbox: { key: string; value: OutboxRecord };
}

/** The outbox in IndexedDB (database `relais-outbox`). A full disk rejects with QuotaExceededError. */
export const createIdbStore = (): OutboxStore => {
  const db = openDB<OutboxDb>('relais-outbox', 1, {
    upgrade: (d) => {
      d.createObjectStore('outbox', { keyPath: 'id' });
    },
  });
  return {
    list: async () => (await (await db).getAll('outbox')).sort((a, b) => a.seq - b.seq),
    put: async (record) => {
      await (await db).put('outbox', record);
    },
    remove: async (id) => {
      await (await db).delete('outbox', id);
    },
  };
};
