import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef } from 'react';
import { enqueue, usePendingActions, useUserId } from '../../../offline';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { snoozeAction } from '../../availability';
import { dashboardKey, useDashboard } from '../api/dashboard-query';
import { KpiCard } from './kpi-card';
import { LoadState } from './load-state';
import { WarningsCard } from './warnings-card';

/** Home's top: the month's KPIs (a card that keeps its shape while loading). */
export const DashboardKpis = () => {
  const query = useDashboard();
  // the card renders from a deferred copy: a new answer repaints it in small slices (no long task)
  const data = useDeferredValue(query.data);
  if (data === undefined)
    return <KpiCard kpi={null} state={<LoadState query={query} loading="dashboard.loading" />} />;
  return <KpiCard kpi={data.kpi} />;
};

/**
 * The warnings that apply (below the interventions, so that their arrival never pushes the list
 * down while it is read: no layout shift).
 */
export const DashboardWarnings = () => {
  const userId = useUserId() ?? '';
  const query = useDashboard();
  const qc = useQueryClient();
  const snoozes = usePendingActions(snoozeAction).filter((a) => a.body.assistantId === userId);
  // a snooze the server acknowledged leaves the outbox: read the warnings again then
  const queued = useRef(snoozes.length);
  useEffect(() => {
    if (snoozes.length < queued.current) void qc.invalidateQueries({ queryKey: dashboardKey(userId) });
    queued.current = snoozes.length;
  }, [snoozes.length, qc, userId]);
  const data = useDeferredValue(query.data);
  if (data === undefined) return null;
  return (
    <WarningsCard
      warnings={data.warnings}
      planningSnoozed={snoozes.length > 0}
      onSnooze={(untilDate) =>
        void enqueue(snoozeAction, { assistantId: userId, untilDate }).catch(showErrorDialog)
      }
    />
  );
};
