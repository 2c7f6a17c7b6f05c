import { drawerClients } from '@relais/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { useSession } from '../../../lib/use-session';

export const activeClientsQueryKey = (userId: string | undefined) => ['clients', userId, 'NEWANDACTIVE'] as const;

/** The clients the side drawer lists: active, non-other, with a phone (spec 2). */
export const useDrawerClients = (enabled: boolean) => {
  const userId = useSession()?.userId;
  return useQuery({
    queryKey: activeClientsQueryKey(userId),
    queryFn: () =>
      call(endpoints.listClients, { params: { id: userId ?? '' }, query: { clientsToRetrieve: 'NEWANDACTIVE' } }),
    enabled: enabled && Boolean(userId),
    select: drawerClients,
    staleTime: 5 * 60_000,
  });
};
