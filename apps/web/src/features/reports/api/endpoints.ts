import type { getClientUsedTaskGroups, getFileToken, uploadFile } from '@relais/contract';
import { endpoint } from '../../../lib/endpoints';

/** The file calls of the reports (typed from the contract, type-only imports). */
export const fileEndpoints = {
  uploadFile: endpoint<typeof uploadFile>({ method: 'POST', path: '/files' }),
  getFileToken: endpoint<typeof getFileToken>({ method: 'GET', path: '/files/token' }),
} as const;

/** The task groups the assistant used in her reports for a client (the editor shows them first). */
export const usedGroupsEndpoint = endpoint<typeof getClientUsedTaskGroups>({
  method: 'GET',
  path: '/assistants/:id/clients/:clientId/taskgroups',
});
