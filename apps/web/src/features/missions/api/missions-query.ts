import type { Client, ClientNote, Quote } from '@relais/domain/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useUserId } from '../../../offline';
import { cachedClient } from '../../../data/clients';
import { routeTable } from '@relais/contract/routes';

/** Query keys, all per user (the persisted cache is one user's). The client lists and rates are the data layer's. */
export const clientKey = (userId: string | undefined, clientId: string) =>
  ['client', userId, clientId] as const;
export const clientNotesKey = (userId: string | undefined, clientId: string) =>
  ['clientNotes', userId, clientId] as const;
export const clientQuotesKey = (userId: string | undefined, clientId: string) =>
  ['clientQuotes', userId, clientId] as const;

const STALE = 5 * 60_000;

/** GET /assistants/{id}/clients/{clientId}, shown at once from the lists when they hold it. */
export const useClient = (clientId: string) => {
  const userId = useUserId();
  const qc = useQueryClient();
  return useQuery<Client>({
    queryKey: clientKey(userId, clientId),
    queryFn: () => call(routeTable.getClient, { params: { id: userId ?? '', clientId } }),
    enabled: Boolean(userId && clientId),
    staleTime: STALE,
    placeholderData: () => cachedClient(qc, userId, clientId),
  });
};

export const useClientNotes = (clientId: string) => {
  const userId = useUserId();
  return useQuery<ClientNote[]>({
    queryKey: clientNotesKey(userId, clientId),
    queryFn: () => call(routeTable.getClientNotes, { params: { id: userId ?? '', clientId } }),
    enabled: Boolean(userId && clientId),
    staleTime: STALE,
  });
};

/** GET /clients/{id}/quotes (the server checks the client is the caller's). */
export const useClientQuotes = (clientId: string) => {
  const userId = useUserId();
  return useQuery<Quote[]>({
    queryKey: clientQuotesKey(userId, clientId),
    queryFn: () => call(routeTable.listClientQuotes, { params: { id: clientId } }),
    enabled: Boolean(userId && clientId),
    staleTime: STALE,
  });
};
