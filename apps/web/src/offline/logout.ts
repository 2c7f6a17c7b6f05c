import { clearPersistedQueries } from './query-persist';
import { currentOutboxOwner, getEngine } from './runtime';

/**
 * Before a logout (spec 4): when this user's actions still wait, asks `confirm` (the app's dialog,
 * which says they will be deleted); confirming deletes them. Silent actions (the app's bookkeeping)
 * are never counted nor asked about: they go with the session. Resolves false when the user keeps
 * the session.
 */
export const confirmLogout = async (confirm: (waiting: number) => Promise<boolean>): Promise<boolean> => {
  const user = currentOutboxOwner();
  const waiting = getEngine().snapshot();
  const count = waiting.filter((a) => !a.silent).length;
  if (user && count > 0 && !(await confirm(count))) return false;
  if (user && waiting.length > 0) await getEngine().clearUser(user);
  await clearPersistedQueries();
  return true;
};
