import { and, isNull, sql, type SQL } from 'drizzle-orm';
import { refreshTokens } from './schema/index';

/**
 * A session is a refresh family. It has ended (logout, password reset, login email change, a reuse,
 * its expiry) once one of its tokens was revoked without a successor: a rotation always names its
 * successor (`replaced_by`), an end never does. An ended family never comes back, so its access tokens
 * are refused at once (the auth plugin) and its remaining tokens never refresh (session-tokens.ts).
 */
export const sessionEnded = (familyId: SQL | string): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${refreshTokens} where ${and(
    sql`${refreshTokens.familyId} = ${familyId}`,
    sql`${refreshTokens.revoked}`,
    isNull(refreshTokens.replacedBy),
  )})`;
