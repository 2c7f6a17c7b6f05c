import type { AvailabilityGrid } from '@relais/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { routeTable } from '@relais/contract/routes';
import { useUserId } from '../../../offline';

export const availabilityQueryKey = (assistantId: string | undefined) =>
  ['availability', assistantId] as const;

/** GET /assistants/{id}/availability: the week grid and the planning-update warning state. */
export const useAvailability = () => {
  const userId = useUserId();
  return useQuery<AvailabilityGrid>({
    queryKey: availabilityQueryKey(userId),
    queryFn: () => call(routeTable.getAvailability, { params: { id: userId ?? '' } }),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
};
