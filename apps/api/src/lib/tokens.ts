import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token (refresh tokens) and the hash stored in its place. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
