import type { Client } from '@relais/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { useUserId } from '../../../offline';
import { activeClientsQueryKey } from '../../clients';

export type VisitClient = { id: string; name: string; color: string; other: boolean };

const indirectKey = (userId: string | undefined) => ['clients', userId, 'INDIRECT'] as const;

/** The clients a visit may be for: the main ones (NEWANDACTIVE), then the active 'other' ones (INDIRECT). */
export const useVisitClients = () => {
  const userId = useUserId();
  const main = useQuery<Client[]>({
    queryKey: activeClientsQueryKey(userId),
    queryFn: () => call(endpoints.listClients, { params: { id: userId ?? '' }, query: { clientsToRetrieve: 'NEWANDACTIVE' } }),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
  const indirect = useQuery<Client[]>({
    queryKey: indirectKey(userId),
    queryFn: () => call(endpoints.listClients, { params: { id: userId ?? '' }, query: { clientsToRetrieve: 'INDIRECT' } }),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
  const clients = useMemo<VisitClient[]>(() => {
    const seen = new Set<string>();
    const out: VisitClient[] = [];
    for (const c of main.data ?? []) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      out.push({ id: c.id, name: c.name, color: c.color, other: false });
    }
    for (const c of (indirect.data ?? []).filter((x) => x.active)) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      out.push({ id: c.id, name: c.name, color: c.color, other: true });
    }
    return out;
  }, [main.data, indirect.data]);
  return { clients, isPending: main.isPending && main.fetchStatus !== 'idle' && !main.data };
};
