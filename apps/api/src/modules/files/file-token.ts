import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '@relais/domain';
import { JWT_ISSUER } from '../../plugins/jwt';

/** Not the access tokens' audience: a file link cannot call the API, and a bearer token cannot read a file. */
export const FILE_TOKEN_AUDIENCE = 'relais-file';
export const FILE_TOKEN_TTL_SECONDS = 5 * 60;

const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

export type FileTokenClaims = { userId: string; fileId: string };

export const signFileToken = async (
  claims: FileTokenClaims,
  secret: string,
  clock: Clock,
): Promise<{ token: string; expiresIn: number }> => {
  const iat = Math.floor(clock.now().getTime() / 1000);
  const token = await new SignJWT({ fid: claims.fileId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(JWT_ISSUER)
    .setAudience(FILE_TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + FILE_TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));
  return { token, expiresIn: FILE_TOKEN_TTL_SECONDS };
};

/** The claims of a valid file link, or null (bad signature, audience, issuer, or expired). */
export const verifyFileToken = async (
  token: string,
  secret: string,
  clock: Clock,
): Promise<FileTokenClaims | null> => {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: FILE_TOKEN_AUDIENCE,
      currentDate: clock.now(),
      requiredClaims: ['sub', 'exp', 'iat', 'fid'],
    });
    const fileId = payload['fid'];
    if (typeof payload.sub !== 'string' || typeof fileId !== 'string') return null;
    return { userId: payload.sub, fileId };
  } catch {
    return null;
  }
};
