import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { endpoints } from '../../lib/endpoints';
import { useUserId } from '../../offline';

export const meQueryKey = (userId: string | undefined) => ['assistant', 'me', userId] as const;

/** The signed-in assistant (GET /assistants/me). */
export const useMe = () => {
  const userId = useUserId();
  return useQuery({
    queryKey: meQueryKey(userId),
    queryFn: () => call(endpoints.getMe),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
};
