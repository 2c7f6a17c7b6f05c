import type { getClient, listClientQuotes, RouteDef } from '@relais/contract';
import type { Endpoint } from '../../../lib/endpoints';

const endpoint = <R extends RouteDef>(def: Pick<R, 'method' | 'path'>): Endpoint<R> => def;

/** The mission page's own calls, typed from the contract with type-only imports. */
export const missionEndpoints = {
  getClient: endpoint<typeof getClient>({ method: 'GET', path: '/assistants/:id/clients/:clientId' }),
  listClientQuotes: endpoint<typeof listClientQuotes>({ method: 'GET', path: '/clients/:id/quotes' }),
} as const;
