import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { EmailChangeCancelResult, EmailChangeResult } from '@relais/domain/rules';
import { routeTable } from '@relais/contract/routes';
import { meQueryKey } from '../../../data/assistant';
import { call, callPublic } from '../../../lib/api-client';

/** What proves she asks: her password, or (two-factor on) a code of her app or a recovery code. */
export type EmailChangeProof = { password: string } | { code: string };

/**
 * POST /assistants/{id}/email-change: a link goes to the new address, a cancel link to the current
 * one. Online only (it must reach the mail server now, and the screen says where to look): not an
 * outbox action.
 */
export const requestEmailChange = (
  userId: string,
  newEmail: string,
  proof: EmailChangeProof,
): Promise<unknown> =>
  call(routeTable.requestEmailChange, {
    params: { id: userId },
    body: { newEmail: newEmail.trim(), ...proof },
  });

/**
 * POST /auth/email-change/confirm with the link's token (this browser's session is the one kept);
 * the new login shows on `me` at once.
 */
export const confirmEmailChange = async (
  qc: QueryClient,
  userId: string,
  token: string,
): Promise<EmailChangeResult> => {
  const result = await call(routeTable.confirmEmailChange, { body: { token } });
  void qc.invalidateQueries({ queryKey: meQueryKey(userId) });
  return result;
};

/** POST /auth/email-change/cancel from the public page of the link mailed to the old address. */
export const cancelEmailChange = (token: string): Promise<EmailChangeCancelResult> =>
  callPublic(routeTable.cancelEmailChange, { body: { token } });

/**
 * Whether her second factor is on (the proof asked is then a code): the two-factor card's read,
 * under the same query key (`['two-factor', userId]`, features/two-factor), so both share one answer.
 */
export const useTwoFactorOn = (userId: string | undefined): boolean | undefined =>
  useQuery({
    queryKey: ['two-factor', userId ?? ''] as const,
    queryFn: () => call(routeTable.getTwoFactor, { params: { id: userId ?? '' } }),
    enabled: userId !== undefined,
    select: (state) => state.enabled,
  }).data;
