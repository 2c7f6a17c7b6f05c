import type { getFileToken, RouteDef, uploadFile } from '@relais/contract';
import type { Endpoint } from '../../../lib/endpoints';

const endpoint = <R extends RouteDef>(def: Pick<R, 'method' | 'path'>): Endpoint<R> => def;

/** The file calls of the reports (typed from the contract, type-only imports). */
export const fileEndpoints = {
  uploadFile: endpoint<typeof uploadFile>({ method: 'POST', path: '/files' }),
  getFileToken: endpoint<typeof getFileToken>({ method: 'GET', path: '/files/token' }),
} as const;
