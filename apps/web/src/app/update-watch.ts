import { t } from '../lib/i18n';
import { registerServiceWorker } from '../lib/sw-register';
import { showSnackbar } from '../ui/snackbar-store';

let watching = false;

/**
 * Registers the service worker (its first install precaches the app) and offers a waiting update on
 * the snackbar, once per page whoever asks first: the login screen when idle, or the signed-in app.
 */
export const watchForUpdates = (): void => {
  if (watching || !import.meta.env.PROD) return;
  watching = true;
  void registerServiceWorker((activate) =>
    showSnackbar({
      text: t('update.ready'),
      timeoutMs: null,
      actions: [
        { label: t('update.refresh'), onAction: activate },
        { label: t('update.later'), onAction: () => {} },
      ],
    }),
  ).catch(() => {});
};
