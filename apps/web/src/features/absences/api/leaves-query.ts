import type { Leave } from '@relais/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { routeTable } from '@relais/contract/routes';
import { useUserId } from '../../../offline';

export const leavesQueryKey = (assistantId: string | undefined) => ['leaves', assistantId] as const;

/** GET /assistants/{id}/leaves: the assistant's absences (the list is also what the form checks overlaps against). */
export const useLeaves = () => {
  const userId = useUserId();
  return useQuery<Leave[]>({
    queryKey: leavesQueryKey(userId),
    queryFn: () => call(routeTable.listLeaves, { params: { id: userId ?? '' } }),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
};

/**
 * GET /assistants/{id}/leaves/{leaveId}, read only when the list lacks the absence (`enabled`), to tell
 * another assistant's (403) from a deleted one (404).
 */
export const useLeave = (leaveId: string | undefined, enabled: boolean) => {
  const userId = useUserId();
  return useQuery<Leave>({
    queryKey: ['leave', userId, leaveId],
    queryFn: () => call(routeTable.getLeave, { params: { id: userId ?? '', leaveId: leaveId ?? '' } }),
    enabled: enabled && Boolean(userId && leaveId),
    staleTime: 60_000,
  });
};
