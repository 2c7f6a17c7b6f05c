import { randomUUID } from 'node:crypto';
import type { Clock } from '@relais/domain';
import { signToken, verifyToken } from '../../plugins/jwt';

/**
 * A known device: a browser where an account signed in successfully. It carries a signed token
 * (cookie `relais_device`, only sent to the sign-in call) naming the account and the device; with
 * it, that account's sign-in is counted on the device's own counter (signin-throttle.ts). It opens
 * no session by itself: the password is always checked.
 */
export const KNOWN_DEVICE_AUDIENCE = 'relais-device';
/** How long a device stays known after its last successful sign-in. */
export const KNOWN_DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;

export const createKnownDevices = (secret: string, clock: Clock) => ({
  /** The device id of a valid token of `userId`, else null (another account's, expired, forged). */
  idOf: async (token: string | undefined, userId: string): Promise<string | null> => {
    if (!token) return null;
    const payload = await verifyToken(token, secret, clock, {
      audience: KNOWN_DEVICE_AUDIENCE,
      claims: ['device'],
    });
    const device = payload?.['device'];
    return payload?.sub === userId && typeof device === 'string' ? device : null;
  },

  /** A token for `userId` on this device (the same device id when it was already known). */
  issue: async (userId: string, deviceId: string | null): Promise<string> => {
    const { token } = await signToken(
      {
        claims: { device: deviceId ?? randomUUID() },
        subject: userId,
        audience: KNOWN_DEVICE_AUDIENCE,
        ttlSeconds: KNOWN_DEVICE_TTL_SECONDS,
      },
      secret,
      clock,
    );
    return token;
  },
});

export type KnownDevices = ReturnType<typeof createKnownDevices>;
