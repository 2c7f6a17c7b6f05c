import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useUserId } from '../../offline';

export type UserQuery<T> = {
  /** The key for this user (per user: the persisted cache is one user's). */
  key: (userId: string | undefined) => QueryKey;
  /** The read, once the user is known. */
  read: (userId: string) => Promise<T>;
  /** A further condition (a valid id or month in the URL...). */
  enabled?: boolean;
  staleTime: number;
};

/** The query's options for one user (a warm-up's prefetch uses the same key and read as the screen). */
export const userQueryOptions = <T>({ key, read, staleTime }: UserQuery<T>, userId: string) => ({
  queryKey: key(userId),
  queryFn: () => read(userId),
  staleTime,
});

/**
 * A read of one assistant's data: the signed-in user's own by default, or `subject`'s (the console
 * reading an assistant through its staff calls); off until the user is known.
 */
export const useUserQuery = <T>({ key, read, enabled = true, staleTime }: UserQuery<T>, subject?: string) => {
  const signedIn = useUserId();
  const userId = subject ?? signedIn;
  return useQuery<T>({
    queryKey: key(userId),
    queryFn: () => read(userId ?? ''),
    enabled: enabled && Boolean(userId),
    staleTime,
  });
};
