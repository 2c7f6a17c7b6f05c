import { clearPersistedQueries } from './query-persist';
import { currentOutboxOwner, getEngine } from './runtime';

/**
 * Before a logout (spec 4): when this user's actions still wait, asks `confirm` (the app's dialog,
 * which says they will be deleted); confirming deletes them. Resolves false when the user keeps the
 * session.
 */
export const confirmLogout = async (confirm: (waiting: number) => Promise<boolean>): Promise<boolean> => {
  const user = currentOutboxOwner();
  const count = getEngine().snapshot().length;
  if (user && count > 0) {
    if (!(await confirm(count))) return false;
    await getEngine().clearUser(user);
  }
  await clearPersistedQueries();
  return true;
};
