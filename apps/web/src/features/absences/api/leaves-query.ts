import type { Leave } from '@relais/domain/rules';
import { call } from '../../../lib/api-client';
import { routeTable } from '@relais/contract/routes';
import { useUserQuery, type UserQuery } from '../../../data/user';

export const leavesQueryKey = (assistantId: string | undefined) => ['leaves', assistantId] as const;

/** GET /assistants/{id}/leaves: the assistant's absences (the list is also what the form checks overlaps against). */
export const leavesQuery: UserQuery<Leave[]> = {
  key: leavesQueryKey,
  read: (id) => call(routeTable.listLeaves, { params: { id } }),
  staleTime: 60_000,
};

export const useLeaves = () => useUserQuery(leavesQuery);

/**
 * GET /assistants/{id}/leaves/{leaveId}, read only when the list lacks the absence (`enabled`), to tell
 * another assistant's (403) from a deleted one (404).
 */
export const useLeave = (leaveId: string | undefined, enabled: boolean) =>
  useUserQuery<Leave>({
    key: (userId) => ['leave', userId, leaveId],
    read: (id) => call(routeTable.getLeave, { params: { id, leaveId: leaveId ?? '' } }),
    enabled: enabled && Boolean(leaveId),
    staleTime: 60_000,
  });
