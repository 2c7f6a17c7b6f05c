import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './session';

const isSupport = (): boolean => getSession()?.support === true;

/**
 * Whether the current session is a support session (staff acting as the assistant after a
 * helpdesk link): the 'Support' banner shows, and the controls the server refuses to it (password,
 * login email, account deletion, two-factor) are replaced by a notice.
 */
export const useSupportSession = (): boolean =>
  useSyncExternalStore(subscribeSession, isSupport, () => false);
