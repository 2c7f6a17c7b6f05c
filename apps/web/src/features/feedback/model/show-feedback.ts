import { useSyncExternalStore } from 'react';
import { readItem, STORAGE_KEYS, writeItem } from '../../../lib/storage';

/** Spec 3 "stored locally: showUserSnap": whether the feedback button shows, on this device. */
const SHOW_FEEDBACK_KEY = STORAGE_KEYS.showUserSnap;

const listeners = new Set<() => void>();

export const readShowFeedback = (): boolean => readItem(SHOW_FEEDBACK_KEY) === 'true';

export const setShowFeedback = (on: boolean): void => {
  writeItem(SHOW_FEEDBACK_KEY, on ? 'true' : null);
  for (const l of listeners) l();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The toggle's value, shared by the menu's switch and the shell's button. */
export const useShowFeedback = (): boolean => useSyncExternalStore(subscribe, readShowFeedback);
