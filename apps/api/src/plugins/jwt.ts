import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, type Clock } from '@relais/domain';
import type { AuthContext } from './types';

export const JWT_ISSUER = 'relais';
export const JWT_AUDIENCE = 'relais-api';

const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

/** What a token says beyond the standard claims, who it is about and who may accept it. */
export type TokenContent = {
  claims: Record<string, string>;
  subject: string;
  audience: string;
  ttlSeconds: number;
};

/** Every token of the API: HS256, issued by `relais` now, for one audience (access tokens, file links). */
export const signToken = async (
  content: TokenContent,
  secret: string,
  clock: Clock,
): Promise<{ token: string; expiresIn: number }> => {
  const iat = Math.floor(clock.now().getTime() / 1000);
  const token = await new SignJWT(content.claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(content.subject)
    .setIssuer(JWT_ISSUER)
    .setAudience(content.audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + content.ttlSeconds)
    .sign(keyOf(secret));
  return { token, expiresIn: content.ttlSeconds };
};

type Verified = JWTPayload & { sub: string; exp: number };

/**
 * Tokens whose signature and claims were checked, by secret, audience, claims and token: a signed
 * token never changes, so only its expiry is checked again (the signature check is the costliest step
 * of a request's authentication). Bounded, oldest out first; nothing shared lives here.
 */
const VERIFIED_MAX = 1000;
const verified = new Map<string, Verified>();
const remember = (key: string, payload: Verified): void => {
  verified.delete(key);
  verified.set(key, payload);
  if (verified.size > VERIFIED_MAX) {
    const oldest = verified.keys().next();
    if (!oldest.done) verified.delete(oldest.value);
  }
};

/** The payload of a valid token for `audience`, or null (bad signature, algorithm, issuer, audience or expiry). */
export const verifyToken = async (
  token: string,
  secret: string,
  clock: Clock,
  expected: { audience: string; claims: string[] },
): Promise<(JWTPayload & { sub: string }) | null> => {
  const key = [secret, expected.audience, expected.claims.join(','), token].join('\n');
  const known = verified.get(key);
  if (known) return known.exp > Math.floor(clock.now().getTime() / 1000) ? known : null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: expected.audience,
      currentDate: clock.now(),
      requiredClaims: ['sub', 'exp', 'iat', ...expected.claims],
    });
    const { sub, exp } = payload;
    if (typeof sub !== 'string' || typeof exp !== 'number') return null;
    const checked = { ...payload, sub, exp };
    remember(key, checked);
    return checked;
  } catch {
    return null;
  }
};

/** An access token of `auth` for its session `auth.sessionId` (the `sid` claim every access token has). */
export const signAccessToken = (
  auth: AuthContext & { sessionId: string },
  secret: string,
  clock: Clock,
  ttlSeconds: number = ACCESS_TOKEN_TTL_SECONDS,
): Promise<{ token: string; expiresIn: number }> =>
  signToken(
    {
      claims: { role: auth.role, sid: auth.sessionId, ...(auth.actorId ? { act: auth.actorId } : {}) },
      subject: auth.userId,
      audience: JWT_AUDIENCE,
      ttlSeconds,
    },
    secret,
    clock,
  );

/**
 * The caller of a valid access token, or null (bad signature, algorithm, issuer, audience, expiry,
 * or no session id). Whether its session is still live is the auth plugin's check.
 */
export const verifyAccessToken = async (
  token: string,
  secret: string,
  clock: Clock,
): Promise<(AuthContext & { sessionId: string }) | null> => {
  const payload = await verifyToken(token, secret, clock, { audience: JWT_AUDIENCE, claims: ['sid'] });
  const sessionId = payload?.['sid'];
  if (!payload || typeof sessionId !== 'string' || !sessionId) return null;
  const claim = payload['role'];
  const role = claim === 'STAFF' || claim === 'CLIENT' ? claim : 'ASSISTANT';
  const actorId = payload['act'];
  return typeof actorId === 'string' && actorId
    ? { userId: payload.sub, role, actorId, sessionId }
    : { userId: payload.sub, role, sessionId };
};
