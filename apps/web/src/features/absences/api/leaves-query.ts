import type { Leave } from '@relais/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { leaveEndpoints } from './endpoints';
import { useUserId } from '../../../offline';

export const leavesQueryKey = (assistantId: string | undefined) => ['leaves', assistantId] as const;

/** GET /assistants/{id}/leaves: the assistant's absences (the list is also what the form checks overlaps against). */
export const useLeaves = () => {
  const userId = useUserId();
  return useQuery<Leave[]>({
    queryKey: leavesQueryKey(userId),
    queryFn: () => call(leaveEndpoints.listLeaves, { params: { id: userId ?? '' } }),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
};
