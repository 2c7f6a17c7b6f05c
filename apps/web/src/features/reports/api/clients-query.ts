import type { Client } from '@relais/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { useUserId } from '../../../offline';
import { activeClientsQueryKey } from '../../clients';

/** The assistant's new and active clients (the remote work's client is one of them). */
export const useActiveClients = () => {
  const userId = useUserId();
  return useQuery<Client[]>({
    queryKey: activeClientsQueryKey(userId),
    queryFn: () => call(endpoints.listClients, { params: { id: userId ?? '' }, query: { clientsToRetrieve: 'NEWANDACTIVE' } }),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
};
