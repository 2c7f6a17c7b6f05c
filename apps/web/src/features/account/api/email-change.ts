import type { QueryClient } from '@tanstack/react-query';
import type { EmailChangeResult } from '@relais/domain/rules';
import { routeTable } from '@relais/contract/routes';
import { meQueryKey } from '../../../data/assistant';
import { call } from '../../../lib/api-client';

/**
 * POST /assistants/{id}/email-change: a link goes to the new address. Online only (it must reach
 * the mail server now, and the screen says where to look): not an outbox action.
 */
export const requestEmailChange = (userId: string, newEmail: string): Promise<unknown> =>
  call(routeTable.requestEmailChange, { params: { id: userId }, body: { newEmail: newEmail.trim() } });

/** POST /auth/email-change/confirm with the link's token; the new login shows on `me` at once. */
export const confirmEmailChange = async (
  qc: QueryClient,
  userId: string,
  token: string,
): Promise<EmailChangeResult> => {
  const result = await call(routeTable.confirmEmailChange, { body: { token } });
  void qc.invalidateQueries({ queryKey: meQueryKey(userId) });
  return result;
};
