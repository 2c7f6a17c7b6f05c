import type { AssistantRate } from '@relais/domain/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { useUserId } from '../../offline';
import { routeTable } from '@relais/contract/routes';

export const clientRatesKey = (userId: string | undefined, clientId: string | undefined) =>
  ['clientRates', userId, clientId] as const;

/** GET /assistants/{id}/clients/{clientId}/rates: standard and premium hourly rates (a mission page, a report). */
export const clientRatesQuery = (userId: string | undefined, clientId: string | undefined) =>
  queryOptions<AssistantRate[]>({
    queryKey: clientRatesKey(userId, clientId),
    queryFn: () =>
      call(routeTable.getClientRates, { params: { id: userId ?? '', clientId: clientId ?? '' } }),
    enabled: Boolean(userId && clientId),
    staleTime: 5 * 60_000,
  });

export const useClientRates = (clientId: string | undefined) =>
  useQuery(clientRatesQuery(useUserId(), clientId));
