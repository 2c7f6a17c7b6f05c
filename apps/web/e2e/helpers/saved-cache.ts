import type { Page } from '@playwright/test';

/** One query of the app's persisted cache: its key and its data (what a reload offline shows). */
export type SavedQuery = { queryKey: unknown[]; state: { data?: unknown } };

/**
 * The queries the app has saved in IndexedDB (`relais-query-cache`, the signed-in user's copy) for
 * offline reloads; none before the first save.
 */
export const savedQueries = (page: Page): Promise<SavedQuery[]> =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('relais-query-cache');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('indexedDB'));
    });
    if (!db.objectStoreNames.contains('cache')) {
      db.close();
      return [];
    }
    const saved = await new Promise<unknown>((resolve) => {
      const req = db.transaction('cache').objectStore('cache').get('client');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(undefined);
    });
    db.close();
    return (saved as { state?: { queries?: SavedQuery[] } } | undefined)?.state?.queries ?? [];
  });

/** The query families (first key part) the app has saved for offline reloads. */
export const savedQueryKeys = async (page: Page): Promise<string[]> =>
  (await savedQueries(page)).map((q) => String(q.queryKey[0]));
