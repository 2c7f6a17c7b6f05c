import type { getClient, listClientQuotes } from '@relais/contract';
import { endpoint } from '../../../lib/endpoints';

/** The mission page's own calls, typed from the contract with type-only imports. */
export const missionEndpoints = {
  getClient: endpoint<typeof getClient>({ method: 'GET', path: '/assistants/:id/clients/:clientId' }),
  listClientQuotes: endpoint<typeof listClientQuotes>({ method: 'GET', path: '/clients/:id/quotes' }),
} as const;
