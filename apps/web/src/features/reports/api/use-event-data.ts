import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePendingActions, useUserId, type PendingAction } from '../../../offline';
import { cachedEvent, useEvent } from '../../../data/events';
import { submitReportAction, targetEventId, type SubmitReportBody } from './report-action';

/** One intervention: the single read, else its copy in a cached list (offline, never opened before). */
export const useEventData = (eventId: string | undefined) => {
  const userId = useUserId();
  const qc = useQueryClient();
  const query = useEvent(eventId);
  const fromLists = useMemo(() => {
    if (query.data || !eventId || !userId) return undefined;
    return cachedEvent(qc, userId, eventId);
  }, [qc, userId, eventId, query.data]);
  return { query, event: query.data ?? fromLists };
};

/** The queued report of an intervention (the latest), if any. */
export const useQueuedReport = (eventId: string | undefined): PendingAction<SubmitReportBody> | undefined => {
  const all = usePendingActions(submitReportAction);
  return useMemo(
    () => (eventId ? all.filter((a) => targetEventId(a.body.target) === eventId).at(-1) : undefined),
    [all, eventId],
  );
};
