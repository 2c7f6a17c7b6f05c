import { useMemo } from 'react';
import { usePendingActions } from '../../../offline';
import { CREATE_LEAVE, DELETE_LEAVE, UPDATE_LEAVE, withPendingLeaves, type ShownLeave } from '../model/pending-leaves';
import { useLeaves } from './leaves-query';
import { useUserId } from './use-user-id';

const LEAVE_TYPES = new Set([CREATE_LEAVE, UPDATE_LEAVE, DELETE_LEAVE]);

/** The absences as the user should see them: the server's list with the queued changes laid over. */
export const useShownLeaves = () => {
  const userId = useUserId();
  const query = useLeaves();
  const all = usePendingActions();
  const queued = useMemo(
    () => all.filter((a) => LEAVE_TYPES.has(a.type) && (a.body as { assistantId?: string }).assistantId === userId),
    [all, userId],
  );
  const leaves = useMemo<ShownLeave[] | undefined>(
    () => (query.data ? withPendingLeaves(query.data, queued) : queued.length > 0 ? withPendingLeaves([], queued) : undefined),
    [query.data, queued],
  );
  return { query, leaves, queued };
};
