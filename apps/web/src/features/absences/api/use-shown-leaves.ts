import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { usePendingActions, useUserId } from '../../../offline';
import { withPendingLeaves, type ShownLeave } from '../model/pending-leaves';
import { createLeaveAction, deleteLeaveAction, updateLeaveAction } from './leave-actions';
import { leavesQueryKey, useLeaves } from './leaves-query';

/** The absences as the user should see them: the server's list with the queued changes laid over. */
export const useShownLeaves = () => {
  const userId = useUserId();
  const queryClient = useQueryClient();
  const query = useLeaves();
  const all = usePendingActions(createLeaveAction, updateLeaveAction, deleteLeaveAction);
  const queued = useMemo(() => all.filter((a) => a.body.assistantId === userId), [all, userId]);
  const leaves = useMemo<ShownLeave[] | undefined>(
    () =>
      query.data
        ? withPendingLeaves(query.data, queued)
        : queued.length > 0
          ? withPendingLeaves([], queued)
          : undefined,
    [query.data, queued],
  );

  // a refused change means the server knows something this list does not (e.g. an absence declared
  // on another device): read it again, so the form checks against it
  const parked = queued
    .filter((a) => a.state === 'parked')
    .map((a) => a.id)
    .join();
  useEffect(() => {
    if (parked) void queryClient.invalidateQueries({ queryKey: leavesQueryKey(userId) });
  }, [parked, queryClient, userId]);

  return { query, leaves, queued };
};
