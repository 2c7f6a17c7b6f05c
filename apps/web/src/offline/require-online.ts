import { t } from '../lib/i18n';
import { errorDialogStore } from '../ui/error-dialog-store';
import { isOffline } from './connectivity';

/** For actions that cannot wait: true when online, else shows the spec 8 offline dialog. */
export const requireOnline = (): boolean => {
  if (!isOffline()) return true;
  errorDialogStore.set({ title: t('offline.dialogTitle'), text: t('offline.cannotPerform') });
  return false;
};
