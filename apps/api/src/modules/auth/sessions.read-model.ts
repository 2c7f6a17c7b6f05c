import { and, eq, ne } from 'drizzle-orm';
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

/** The session a change keeps: its family (an access token's `sid`), or the refresh token of its cookie. */
export type KeptSession = { familyId: string } | { refreshTokenHash: string };

/**
 * Every session of a user ended but one: `keep` (the session making the change, when it is hers);
 * with none, every session ends. For a password change and a confirmed login email change.
 */
export const revokeOtherUserSessions = async (
  h: Db,
  userId: string,
  keep: KeptSession | null,
  now: Date,
): Promise<void> => {
  let familyId: string | null = null;
  if (keep && 'familyId' in keep) familyId = keep.familyId;
  else if (keep) {
    const [row] = await h
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tokenHash, keep.refreshTokenHash), eq(refreshTokens.userId, userId)));
    familyId = row?.familyId ?? null;
  }
  await h
    .update(refreshTokens)
    .set({ revoked: true, updatedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.revoked, false),
        ...(familyId ? [ne(refreshTokens.familyId, familyId)] : []),
      ),
    );
};
