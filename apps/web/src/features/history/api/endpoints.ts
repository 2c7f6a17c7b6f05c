import type { getLogs } from '@relais/contract';
import { endpoint } from '../../../lib/endpoints';

export const historyEndpoints = {
  getLogs: endpoint<typeof getLogs>({ method: 'GET', path: '/assistants/:id/logs' }),
} as const;
