import type { Client } from '@relais/domain/rules';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../lib/api-client';
import { routeTable } from '@relais/contract/routes';
import { useUserId } from '../../offline';

export type ClientsKind = 'NEWANDACTIVE' | 'INDIRECT';

/** Per user (the persisted cache is one user's). */
export const activeClientsQueryKey = (userId: string | undefined) =>
  ['clients', userId, 'NEWANDACTIVE'] as const;
export const otherClientsQueryKey = (userId: string | undefined) => ['clients', userId, 'INDIRECT'] as const;

/** GET /assistants/{id}/clients?clientsToRetrieve=NEWANDACTIVE (main clients) or INDIRECT ('other' clients). */
export const clientsQuery = (userId: string | undefined, kind: ClientsKind) =>
  queryOptions<Client[]>({
    queryKey: kind === 'NEWANDACTIVE' ? activeClientsQueryKey(userId) : otherClientsQueryKey(userId),
    // no abort signal: a read cut when a screen is left would be lost for offline use (query-client.ts)
    queryFn: () =>
      call(routeTable.listClients, { params: { id: userId ?? '' }, query: { clientsToRetrieve: kind } }),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });

/** The main clients (NEWANDACTIVE) or the other clients (INDIRECT). */
export const useClients = (kind: ClientsKind) => {
  const userId = useUserId();
  return useQuery(clientsQuery(userId, kind));
};

/** One client as the cached lists hold it (shown at once while its own read runs). */
export const cachedClient = (
  qc: QueryClient,
  userId: string | undefined,
  clientId: string,
): Client | undefined =>
  [activeClientsQueryKey(userId), otherClientsQueryKey(userId)]
    .flatMap((key) => qc.getQueryData<Client[]>(key) ?? [])
    .find((c) => c.id === clientId);

/** A client an intervention (visit or remote work) may be for; `other`: one of the 'other' clients. */
export type ClientChoice = { id: string; name: string; color: string; other: boolean };

/** The main clients first, then the active 'other' ones, each once. */
export const clientChoices = (main: readonly Client[], others: readonly Client[]): ClientChoice[] => {
  const seen = new Set<string>();
  const out: ClientChoice[] = [];
  const add = (c: Client, other: boolean) => {
    if (seen.has(c.id)) return;
    seen.add(c.id);
    out.push({ id: c.id, name: c.name, color: c.color, other });
  };
  for (const c of main) add(c, false);
  for (const c of others) if (c.active) add(c, true);
  return out;
};

/** The clients the visit form and the remote-work form offer. */
export const useClientChoices = () => {
  const userId = useUserId();
  const main = useQuery(clientsQuery(userId, 'NEWANDACTIVE'));
  const others = useQuery(clientsQuery(userId, 'INDIRECT'));
  const clients = useMemo(() => clientChoices(main.data ?? [], others.data ?? []), [main.data, others.data]);
  return { clients, isPending: main.isPending && main.fetchStatus !== 'idle' && !main.data };
};
