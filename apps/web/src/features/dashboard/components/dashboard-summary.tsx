import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { t } from '../../../lib/i18n';
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

  if (query.data === undefined) {
    return (
      <section aria-labelledby="kpi-title" className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
        <h2 id="kpi-title" className="m-0 text-[1.2rem] font-bold">
          {t('dashboard.kpi.title')}
        </h2>
        <LoadState query={query} loading="dashboard.loading" />
      </section>
    );
  }
  return (
    <>
      <KpiCard kpi={query.data.kpi} />
      <WarningsCard
        warnings={query.data.warnings}
        planningSnoozed={snoozes.length > 0}
        onSnooze={(untilDate) => void enqueue(snoozeAction, { assistantId: userId, untilDate }).catch(showErrorDialog)}
      />
    </>
  );
};
