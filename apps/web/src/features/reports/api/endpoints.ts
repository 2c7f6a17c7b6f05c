import type { getFileToken, uploadFile } from '@relais/contract';
import { endpoint } from '../../../lib/endpoints';

/** The file calls of the reports (typed from the contract, type-only imports). */
export const fileEndpoints = {
  uploadFile: endpoint<typeof uploadFile>({ method: 'POST', path: '/files' }),
  getFileToken: endpoint<typeof getFileToken>({ method: 'GET', path: '/files/token' }),
} as const;
