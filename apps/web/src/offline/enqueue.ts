import { storeFiles } from './files';
import { report } from './reports';
import { getEngine } from './runtime';
import type { ActionDefinition } from './types';

let persistAsked = false;

/** Asks once for persistent storage, so the browser does not evict the outbox under pressure. */
const askPersistentStorage = (): void => {
  if (persistAsked) return;
  persistAsked = true;
  if (typeof navigator !== 'undefined' && typeof navigator.storage?.persist === 'function')
    void navigator.storage.persist().catch(() => false);
};

export const isQuotaError = (error: unknown): boolean =>
  error instanceof DOMException &&
  (error.name === 'QuotaExceededError' || error.code === DOMException.QUOTA_EXCEEDED_ERR);

/**
 * Queues an action: applies it to the cache at once, persists it, and starts a replay. Resolves to
 * its id. A refusal is reported by the engine, unless `awaited` (a form reports the outcome: see
 * `submitAction`). A full disk is reported (`no-space`) and rejects.
 */
export const enqueue = async <B, T extends string>(
  def: ActionDefinition<B, T>,
  body: B,
  files: File[] = [],
  opts: { awaited?: boolean } = {},
): Promise<string> => {
  askPersistentStorage();
  try {
    return await getEngine().enqueue(def, body, await storeFiles(files), opts);
  } catch (error) {
    if (isQuotaError(error)) report({ kind: 'no-space' });
    throw error;
  }
};
