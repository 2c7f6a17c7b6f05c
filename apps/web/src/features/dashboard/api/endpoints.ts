import type { getDashboard, RouteDef, updateGauge } from '@relais/contract';
import type { Endpoint } from '../../../lib/endpoints';

const endpoint = <R extends RouteDef>(def: Pick<R, 'method' | 'path'>): Endpoint<R> => def;

/** The home calls, typed from the contract with type-only imports (no zod in the bundle). */
export const dashboardEndpoints = {
  getDashboard: endpoint<typeof getDashboard>({ method: 'GET', path: '/dashboard' }),
  updateGauge: endpoint<typeof updateGauge>({ method: 'POST', path: '/assistants/:id/gauge' }),
} as const;
