import { isOffline } from './connectivity';
import { report } from './reports';

/** For actions that cannot wait: true when online, else reports `needs-network` (the app shows the spec 8 dialog). */
export const requireOnline = (): boolean => {
  if (!isOffline()) return true;
  report({ kind: 'needs-network' });
  return false;
};
