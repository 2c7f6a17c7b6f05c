import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef } from 'react';
import { enqueue, usePendingActions, useUserId } from '../../../offline';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { SNOOZE, snoozeAction } from '../../availability';
import { dashboardKey, useDashboard } from '../api/dashboard-query';
import { KpiCard } from './kpi-card';
import { LoadState } from './load-state';
import { WarningsCard } from './warnings-card';

/** Home's top: the month's KPIs, then the warnings that apply. */
export const DashboardSummary = () => {
  const userId = useUserId() ?? '';
  const query = useDashboard();
  const qc = useQueryClient();
  const snoozes = usePendingActions(SNOOZE).filter((a) => (a.body as { assistantId?: string }).assistantId === userId);
  // a snooze the server acknowledged leaves the outbox: read the warnings again then
  const queued = useRef(snoozes.length);
  useEffect(() => {
    if (snoozes.length < queued.current) void qc.invalidateQueries({ queryKey: dashboardKey(userId) });
    queued.current = snoozes.length;
  }, [snoozes.length, qc, userId]);

  // the cards render from a deferred copy: a new answer repaints them in small slices (no long task)
  const data = useDeferredValue(query.data);

  if (data === undefined) return <KpiCard kpi={null} state={<LoadState query={query} loading="dashboard.loading" />} />;
  return (
    <>
      <KpiCard kpi={data.kpi} />
      <WarningsCard
        warnings={data.warnings}
        planningSnoozed={snoozes.length > 0}
        onSnooze={(untilDate) => void enqueue(snoozeAction, { assistantId: userId, untilDate }).catch(showErrorDialog)}
      />
    </>
  );
};
