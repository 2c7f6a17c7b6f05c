import type { FastifyInstance } from 'fastify';
import type { Clock } from '@relais/domain';
import { totpCodeAt } from '../modules/auth/totp';
import { bearer, DEMO, signIn } from './test-app';

/**
 * Turns two-factor sign-in on for an account through its real calls (set-up, then a code of the
 * secret shown); answers the secret and the recovery codes.
 */
export const enableTwoFactor = async (
  app: FastifyInstance,
  clock: Clock,
  who: { email: string; password: string } = DEMO,
): Promise<{ secret: string; recoveryCodes: string[] }> => {
  const session = await signIn(app, who);
  const post = async (path: string, payload: object) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/users/${session.userId}/two-factor${path}`,
      headers: bearer(session.token),
      payload,
    });
    if (res.statusCode !== 200) throw new Error(`two-factor ${path}: ${res.statusCode} ${res.body}`);
    return res.json<Record<string, unknown>>();
  };
  const secret = String((await post('/setup', { password: who.password }))['secret']);
  const confirmed = await post('/confirm', { code: totpCodeAt(secret, clock.now()) });
  return { secret, recoveryCodes: confirmed['recoveryCodes'] as string[] };
};
