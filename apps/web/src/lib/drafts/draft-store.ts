import { openDB, type DBSchema } from 'idb';

/**
 * Report drafts in IndexedDB (`relais-report-drafts`), per user and per report: `visit:<id>`,
 * `remote:<id>`, `remote:new`. Proof files live inside the draft as ArrayBuffers, so a reload or a
 * killed app loses nothing (design guide section 6). The backend is injectable for tests.
 */
export type DraftRecord<T> = { id: string; userId: string; key: string; data: T; savedAt: number };

export type DraftBackend = {
  get: (id: string) => Promise<DraftRecord<unknown> | undefined>;
  put: (record: DraftRecord<unknown>) => Promise<void>;
  remove: (id: string) => Promise<void>;
};

interface DraftDb extends DBSchema {
  drafts: { key: string; value: DraftRecord<unknown> };
}

export const idbDraftBackend = (): DraftBackend => {
  let db: ReturnType<typeof openDB<DraftDb>> | null = null;
  const open = () =>
    (db ??= openDB<DraftDb>('relais-report-drafts', 1, {
      upgrade: (d) => {
        d.createObjectStore('drafts', { keyPath: 'id' });
      },
    }));
  return {
    get: async (id) => (await open()).get('drafts', id),
    put: async (record) => {
      await (await open()).put('drafts', record);
    },
    remove: async (id) => {
      await (await open()).delete('drafts', id);
    },
  };
};

export const memoryDraftBackend = (): DraftBackend & { records: Map<string, DraftRecord<unknown>> } => {
  const records = new Map<string, DraftRecord<unknown>>();
  return {
    records,
    get: (id) => Promise.resolve(records.get(id)),
    put: (record) => {
      records.set(record.id, structuredClone(record));
      return Promise.resolve();
    },
    remove: (id) => {
      records.delete(id);
      return Promise.resolve();
    },
  };
};

export const draftId = (userId: string, key: string): string => `${userId}|${key}`;

export type DraftStore = ReturnType<typeof createDraftStore>;

export const createDraftStore = (backend: DraftBackend, now: () => number = Date.now) => ({
  load: async <T>(userId: string, key: string): Promise<T | undefined> => {
    const record = await backend.get(draftId(userId, key));
    return record && record.userId === userId ? (record.data as T) : undefined;
  },
  save: <T>(userId: string, key: string, data: T): Promise<void> =>
    backend.put({ id: draftId(userId, key), userId, key, data, savedAt: now() }),
  clear: (userId: string, key: string): Promise<void> => backend.remove(draftId(userId, key)),
});

/**
 * Saves every change without piling up writes: one write at a time, the latest value written
 * next (intermediate values that were replaced meanwhile are skipped). `flush` resolves once the
 * last value given is on disk; `discard` drops what is pending and deletes the draft.
 */
export const createDraftWriter = <T>(store: DraftStore, userId: string, key: string) => {
  let latest: { data: T } | null = null;
  let running: Promise<void> | null = null;
  let closed = false;

  const loop = async (): Promise<void> => {
    while (latest) {
      const { data } = latest;
      latest = null;
      try {
        await store.save(userId, key, data);
      } catch {
        // a full disk: the editor keeps the values in memory; the next change tries again
      }
    }
  };
  const start = (): Promise<void> => {
    running ??= loop().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    save: (data: T): Promise<void> => {
      if (closed) return Promise.resolve();
      latest = { data };
      return start();
    },
    flush: async (): Promise<void> => {
      while (running) await running;
    },
    discard: async (): Promise<void> => {
      closed = true;
      latest = null;
      while (running) await running;
      await store.clear(userId, key);
    },
  };
};

let shared: DraftStore | null = null;
/** The app's draft store (IndexedDB). */
export const draftStore = (): DraftStore => (shared ??= createDraftStore(idbDraftBackend()));
/** Tests replace the backend. */
export const setDraftStore = (store: DraftStore | null): void => {
  shared = store;
};
