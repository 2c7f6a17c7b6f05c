// Two-step sign-in for the journeys: codes computed from the key with the same library as the
// server, and a way to turn it on for an account through the API's real calls.
import { expect, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

export const totpCodeOf = (secret: string, at = Date.now()): string =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: at,
  });

/** A code of a step not used yet: a later step's code (accepted within the +-1 window). */
export const freshTotpCode = (secret: string, stepsAhead: number): string =>
  totpCodeOf(secret, Date.now() + stepsAhead * 30_000);

/** Turns two-step sign-in on for an account (set-up with its password, a code of the key shown). */
export async function turnOnTwoFactor(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const signedIn = await request.post('/api/auth/signin/assistant', {
    data: { username: account.email, password: account.password },
  });
  expect(signedIn.ok()).toBe(true);
  const { access_token: token, userId } = (await signedIn.json()) as { access_token: string; userId: string };
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post(`/api/users/${userId}/two-factor/setup`, {
    headers,
    data: { password: account.password },
  });
  expect(started.ok()).toBe(true);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await request.post(`/api/users/${userId}/two-factor/confirm`, {
    headers,
    data: { code: totpCodeOf(secret) },
  });
  expect(confirmed.ok()).toBe(true);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}
