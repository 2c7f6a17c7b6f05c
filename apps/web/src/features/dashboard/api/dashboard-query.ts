import { businessMonth, type Dashboard } from '@relais/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { now } from '../../../lib/clock';
import { useUserId } from '../../../offline';
import { routeTable } from '@relais/contract/routes';

/** The month's dashboard of one user: `['dashboard', userId, 'YYYY-MM']` (persisted for offline reading). */
export const dashboardKey = (userId: string | undefined, month?: string) =>
  month === undefined ? (['dashboard', userId] as const) : (['dashboard', userId, month] as const);

/** GET /dashboard?userId&date: the current month's KPIs, the warnings and the completion. */
export const useDashboard = () => {
  const userId = useUserId();
  const month = businessMonth(now());
  return useQuery<Dashboard>({
    queryKey: dashboardKey(userId, month),
    queryFn: () =>
      call(routeTable.getDashboard, {
        query: { userId: userId ?? '', date: `${month}-01`, kpi: 'true' },
      }),
    enabled: Boolean(userId),
    staleTime: 30_000,
  });
};
