import type { getLogs, RouteDef } from '@relais/contract';
import type { Endpoint } from '../../../lib/endpoints';

const endpoint = <R extends RouteDef>(def: Pick<R, 'method' | 'path'>): Endpoint<R> => def;

export const historyEndpoints = {
  getLogs: endpoint<typeof getLogs>({ method: 'GET', path: '/assistants/:id/logs' }),
} as const;
