import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { routeTable } from '@relais/contract/routes';
import { useUserId } from '../../offline';

export const meQueryKey = (userId: string | undefined) => ['assistant', 'me', userId] as const;

/** GET /assistants/me, for one user. */
export const meQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: meQueryKey(userId),
    queryFn: () => call(routeTable.getMe),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });

/** The signed-in assistant (GET /assistants/me). */
export const useMe = () => useQuery(meQuery(useUserId()));
