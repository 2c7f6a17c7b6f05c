import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema/index';

/**
 * The auth module's write for account access (given to the access repository by services.ts):
 * every live refresh token of a user revoked (a password reset ends every session).
 */
export const revokeUserSessions = async (h: Db, userId: string, now: Date): Promise<void> => {
  await h
    .update(refreshTokens)
    .set({ revoked: true, updatedAt: now })
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.revoked, false)));
};
