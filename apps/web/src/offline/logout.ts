import { t } from '../lib/i18n';
import { confirmAction } from '../ui/confirm-store';
import { clearPersistedQueries } from './query-persist';
import { currentUserId, getEngine } from './runtime';

/**
 * Before a logout (spec 4): when this user's actions still wait, asks for confirmation and says
 * they will be deleted; confirming deletes them. Resolves false when the user keeps the session.
 */
export const confirmLogout = async (): Promise<boolean> => {
  const user = currentUserId();
  const count = getEngine().snapshot().length;
  if (user && count > 0) {
    const confirmed = await confirmAction({
      title: t('offline.logoutTitle'),
      text: t('offline.logoutText', { count }),
      confirmLabel: t('offline.logoutConfirm'),
      cancelLabel: t('offline.cancel'),
    });
    if (!confirmed) return false;
    await getEngine().clearUser(user);
  }
  await clearPersistedQueries();
  return true;
};
