/** localStorage / sessionStorage that never throw (private mode, quota, disabled storage). */
type Area = 'local' | 'session';

const area = (which: Area): Storage | null => {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
};

export const readItem = (key: string, which: Area = 'local'): string | null => {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeItem = (key: string, value: string | null, which: Area = 'local'): void => {
  try {
    const s = area(which);
    if (value === null) s?.removeItem(key);
    else s?.setItem(key, value);
  } catch {
    // storage full or unavailable: the value simply is not kept
  }
};

export const STORAGE_KEYS = {
  fontStep: 'relais.fontSizeAugmentation',
  scrollToEvent: 'relais.scrollToEventId',
  /** The day of a visit just planned: home shows it, even beyond its first few days. */
  scrollToDay: 'relais.scrollToDay',
  lastUserId: 'relais.lastUserId',
  lastSupport: 'relais.lastSupport',
  /** The last session was a client user's: its start asks nothing of an assistant's (refused to it). */
  lastClient: 'relais.lastClient',
  logoutPending: 'relais.logoutPending',
  /** Spec 3 'showUserSnap': the 'menu' build's feedback button is on, on this device. */
  showUserSnap: 'relais.showUserSnap',
} as const;
