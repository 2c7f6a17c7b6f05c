import type { AvailabilityGrid } from '@relais/domain/rules';
import { call } from '../../../lib/api-client';
import { routeTable } from '@relais/contract/routes';
import { useUserQuery, type UserQuery } from '../../../data/user';

export const availabilityQueryKey = (assistantId: string | undefined) =>
  ['availability', assistantId] as const;

/** GET /assistants/{id}/availability: the week grid and the planning-update warning state. */
export const availabilityQuery: UserQuery<AvailabilityGrid> = {
  key: availabilityQueryKey,
  read: (id) => call(routeTable.getAvailability, { params: { id } }),
  staleTime: 60_000,
};

export const useAvailability = () => useUserQuery(availabilityQuery);
