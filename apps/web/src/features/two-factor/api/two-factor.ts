import { routeTable } from '@relais/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * Two-factor sign-in's calls from /user/account. Online only (security settings, never queued):
 * the caller checks with requireOnline; the state is read again after each change.
 */
export const twoFactorKey = (userId: string) => ['two-factor', userId] as const;

export const useTwoFactorState = (userId: string | undefined) =>
  useQuery({
    queryKey: twoFactorKey(userId ?? ''),
    queryFn: () => call(routeTable.getTwoFactor, { params: { id: userId ?? '' } }),
    enabled: userId !== undefined,
  });

export const startTwoFactor = (userId: string, password: string) =>
  call(routeTable.startTwoFactor, { params: { id: userId }, body: { password } });

export const confirmTwoFactor = (userId: string, code: string) =>
  call(routeTable.confirmTwoFactor, { params: { id: userId }, body: { code } });

export const disableTwoFactor = (userId: string, password: string, code: string) =>
  call(routeTable.disableTwoFactor, { params: { id: userId }, body: { password, code } });

export const renewRecoveryCodes = (userId: string, password: string, code: string) =>
  call(routeTable.renewRecoveryCodes, { params: { id: userId }, body: { password, code } });
