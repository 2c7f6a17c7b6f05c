import type { getDashboard, updateGauge } from '@relais/contract';
import { endpoint } from '../../../lib/endpoints';

/** The home calls, typed from the contract with type-only imports (no zod in the bundle). */
export const dashboardEndpoints = {
  getDashboard: endpoint<typeof getDashboard>({ method: 'GET', path: '/dashboard' }),
  updateGauge: endpoint<typeof updateGauge>({ method: 'POST', path: '/assistants/:id/gauge' }),
} as const;
