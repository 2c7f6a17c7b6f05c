import { t } from '../lib/i18n';
import { errorDialogStore } from '../ui/error-dialog-store';
import { storeFiles } from './files';
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

export const showNoSpaceDialog = (): void =>
  errorDialogStore.set({ title: t('offline.noSpaceTitle'), text: t('offline.noSpaceText') });

/**
 * Queues an action: applies it to the cache at once, persists it, and starts a replay. Resolves to
 * its id. A refusal is announced by the engine, unless `awaited` (a form reports the outcome: see
 * `submitAction`).
 */
export const enqueue = async <B>(
  def: ActionDefinition<B>,
  body: B,
  files: File[] = [],
  opts: { awaited?: boolean } = {},
): Promise<string> => {
  askPersistentStorage();
  try {
    return await getEngine().enqueue(def, body, await storeFiles(files), opts);
  } catch (error) {
    if (isQuotaError(error)) showNoSpaceDialog();
    throw error;
  }
};
