import type { Clock } from '@relais/domain';
import { signToken, verifyToken } from '../../plugins/jwt';

/** Not the access tokens' audience: a file link cannot call the API, and a bearer token cannot read a file. */
export const FILE_TOKEN_AUDIENCE = 'relais-file';
export const FILE_TOKEN_TTL_SECONDS = 5 * 60;

export type FileTokenClaims = { userId: string; fileId: string };

export const signFileToken = (
  claims: FileTokenClaims,
  secret: string,
  clock: Clock,
): Promise<{ token: string; expiresIn: number }> =>
  signToken(
    {
      claims: { fid: claims.fileId },
      subject: claims.userId,
      audience: FILE_TOKEN_AUDIENCE,
      ttlSeconds: FILE_TOKEN_TTL_SECONDS,
    },
    secret,
    clock,
  );

/** The claims of a valid file link, or null (bad signature, audience, issuer, or expired). */
export const verifyFileToken = async (
  token: string,
  secret: string,
  clock: Clock,
): Promise<FileTokenClaims | null> => {
  const payload = await verifyToken(token, secret, clock, { audience: FILE_TOKEN_AUDIENCE, claims: ['fid'] });
  const fileId = payload?.['fid'];
  if (!payload || typeof fileId !== 'string') return null;
  return { userId: payload.sub, fileId };
};
