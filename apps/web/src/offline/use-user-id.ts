import { useSession } from '../lib/use-session';
import { currentUserId } from './runtime';

/**
 * The signed-in user, also after a reload with no network (the session is then restored later,
 * but the cached data and the queued actions are this user's).
 */
export const useUserId = (): string | undefined => {
  const session = useSession();
  return session?.userId ?? currentUserId() ?? undefined;
};
