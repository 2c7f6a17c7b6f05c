import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { useUserId } from '../../../offline';
import { dashboardKey } from '../../../data/dashboard';
import { useDashboard } from '../api/dashboard-query';
import { KpiCard } from './kpi-card';
import { QueryState } from '../../../ui/query-state';
import { WarningsCard } from './warnings-card';

/** Home's top: the month's KPIs (a card that keeps its shape while loading). */
export const DashboardKpis = () => {
  const query = useDashboard();
  // the card renders from a deferred copy: a new answer repaints it in small slices (no long task)
  const data = useDeferredValue(query.data);
  if (data === undefined) return <KpiCard kpi={null} state={<QueryState query={query} area="dashboard" />} />;
  return <KpiCard kpi={data.kpi} />;
};

/**
 * The warnings that apply (below the interventions, so that their arrival never pushes the list
 * down while it is read: no layout shift). The planning warning's snooze is the availability
 * feature's: the page that composes both gives its form and how many snoozes wait in the outbox.
 */
export const DashboardWarnings = ({
  snoozesWaiting,
  planningSnooze,
}: {
  snoozesWaiting: number;
  planningSnooze: ReactNode;
}) => {
  const userId = useUserId() ?? '';
  const query = useDashboard();
  const qc = useQueryClient();
  // a snooze the server acknowledged leaves the outbox: read the warnings again then
  const queued = useRef(snoozesWaiting);
  useEffect(() => {
    if (snoozesWaiting < queued.current) void qc.invalidateQueries({ queryKey: dashboardKey(userId) });
    queued.current = snoozesWaiting;
  }, [snoozesWaiting, qc, userId]);
  const data = useDeferredValue(query.data);
  if (data === undefined) return null;
  return (
    <WarningsCard
      warnings={data.warnings}
      planningSnoozed={snoozesWaiting > 0}
      planningSnooze={planningSnooze}
    />
  );
};
