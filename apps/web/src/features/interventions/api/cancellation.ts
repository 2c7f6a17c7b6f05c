import { routeTable } from '@relais/contract/routes';
import { call } from '../../../lib/api-client';

/**
 * Her request that the provider cancel a visit she can no longer delete (an online call: the team
 * gets it as a message; nothing changes on the visit until staff cancel it).
 */
export const requestCancellation = (assistantId: string, visitId: string, reason: string) =>
  call(routeTable.requestVisitCancellation, { params: { id: assistantId, visitId }, body: { reason } });
