import { refreshDelayMs } from '@relais/domain/rules';
import { useEffect } from 'react';
import { refreshSession } from '../lib/session';
import { useSession } from '../lib/use-session';

/** Refreshes the access token at 80 % of its lifetime (spec 4, decisions). */
export const useSessionRefresh = (): void => {
  const session = useSession();
  useEffect(() => {
    if (!session) return;
    const due = session.obtainedAt + refreshDelayMs(session.expiresInS) - Date.now();
    const timer = window.setTimeout(() => void refreshSession(), Math.max(0, due));
    return () => window.clearTimeout(timer);
  }, [session]);
};
