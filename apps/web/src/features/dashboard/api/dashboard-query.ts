import { businessMonth, type Dashboard } from '@relais/domain/rules';
import { call } from '../../../lib/api-client';
import { now } from '../../../lib/clock';
import { useUserQuery, type UserQuery } from '../../../data/user';
import { dashboardKey } from '../../../data/dashboard';
import { routeTable } from '@relais/contract/routes';

/** GET /dashboard?userId&date: the current month's KPIs, the warnings and the completion. */
export const dashboardQuery = (month: string): UserQuery<Dashboard> => ({
  key: (userId) => dashboardKey(userId, month),
  read: (userId) => call(routeTable.getDashboard, { query: { userId, date: `${month}-01`, kpi: 'true' } }),
  staleTime: 30_000,
});

/** The current month's. */
export const useDashboard = () => useUserQuery(dashboardQuery(businessMonth(now())));
