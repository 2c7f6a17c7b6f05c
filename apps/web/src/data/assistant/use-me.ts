import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { routeTable } from '@relais/contract/routes';
import { useUserId } from '../../offline';

export const meQueryKey = (userId: string | undefined) => ['assistant', 'me', userId] as const;

/** The signed-in assistant (GET /assistants/me). */
export const useMe = () => {
  const userId = useUserId();
  return useQuery({
    queryKey: meQueryKey(userId),
    queryFn: () => call(routeTable.getMe),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
};
