import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session';

/** The current in-memory session, re-rendering when it changes. */
export const useSession = (): Session | null =>
  useSyncExternalStore(subscribeSession, getSession, getSession);
