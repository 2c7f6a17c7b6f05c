import { useEffect } from 'react';
import { SnackbarHost } from '../ui/snackbar-host';
import { watchForUpdates } from './update-watch';

/**
 * The login screen's service worker and update snackbar, loaded once the page is idle (main.tsx):
 * the worker's first install downloads the whole app, which a first visit to /login must not wait
 * for nor share its network with.
 */
const LoginUpdates = () => {
  useEffect(watchForUpdates, []);
  return <SnackbarHost />;
};

export default LoginUpdates;
