import { businessMonth, type Dashboard } from '@relais/domain/rules';
import { call } from '../../../lib/api-client';
import { now } from '../../../lib/clock';
import { useUserQuery } from '../../../data/user';
import { routeTable } from '@relais/contract/routes';

/** The month's dashboard of one user: `['dashboard', userId, 'YYYY-MM']` (persisted for offline reading). */
export const dashboardKey = (userId: string | undefined, month?: string) =>
  month === undefined ? (['dashboard', userId] as const) : (['dashboard', userId, month] as const);

/** GET /dashboard?userId&date: the current month's KPIs, the warnings and the completion. */
export const useDashboard = () => {
  const month = businessMonth(now());
  return useUserQuery<Dashboard>({
    key: (userId) => dashboardKey(userId, month),
    read: (userId) => call(routeTable.getDashboard, { query: { userId, date: `${month}-01`, kpi: 'true' } }),
    staleTime: 30_000,
  });
};
