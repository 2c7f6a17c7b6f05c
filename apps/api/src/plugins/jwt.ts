import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, type Clock } from '@relais/domain';
import type { AuthContext } from './types';

export const JWT_ISSUER = 'relais';
export const JWT_AUDIENCE = 'relais-api';
const ALGORITHMS = ['HS256'];

const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

export const signAccessToken = async (
  auth: AuthContext,
  secret: string,
  clock: Clock,
  ttlSeconds: number = ACCESS_TOKEN_TTL_SECONDS,
): Promise<{ token: string; expiresIn: number }> => {
  const iat = Math.floor(clock.now().getTime() / 1000);
  const token = await new SignJWT({ role: auth.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(auth.userId)
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(keyOf(secret));
  return { token, expiresIn: ttlSeconds };
};

/** The caller of a valid access token, or null (bad signature, algorithm, issuer, audience or expiry). */
export const verifyAccessToken = async (
  token: string,
  secret: string,
  clock: Clock,
): Promise<AuthContext | null> => {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ALGORITHMS,
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      currentDate: clock.now(),
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (typeof payload.sub !== 'string') return null;
    return { userId: payload.sub, role: payload['role'] === 'STAFF' ? 'STAFF' : 'ASSISTANT' };
  } catch {
    return null;
  }
};
