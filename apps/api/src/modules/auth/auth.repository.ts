import { and, eq, sql } from 'drizzle-orm';
import { sessionEnded } from '../../db/session-state';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema/index';
import type { AuthContext } from '../../plugins/types';

/** A stored refresh token (its hash only): its family, owner, state and life. */
export type RefreshToken = {
  id: string;
  familyId: string;
  userId: string;
  tokenHash: string;
  revoked: boolean;
  replacedBy: string | null;
  expiresAt: Date;
  updatedAt: Date;
  /** The staff member acting in a support session (helpdesk link), or null. */
  actorId: string | null;
};

/** What a new refresh token is written with (live, replaced by none). */
export type NewRefreshToken = Omit<RefreshToken, 'revoked' | 'replacedBy' | 'actorId'> & {
  createdAt: Date;
  actorId?: string | null;
};

const tokenColumns = {
  id: refreshTokens.id,
  familyId: refreshTokens.familyId,
  userId: refreshTokens.userId,
  tokenHash: refreshTokens.tokenHash,
  revoked: refreshTokens.revoked,
  replacedBy: refreshTokens.replacedBy,
  expiresAt: refreshTokens.expiresAt,
  updatedAt: refreshTokens.updatedAt,
  actorId: refreshTokens.actorId,
};

/**
 * The role a session carries (decisions "Quotes and client users"): staff, a client user
 * (`users.is_client`), or an assistant. Every way a session is issued reads it here.
 */
export const sessionRole = (row: { role: 'ASSISTANT' | 'STAFF'; isClient: boolean }): AuthContext['role'] =>
  row.role === 'STAFF' ? 'STAFF' : row.isClient ? 'CLIENT' : 'ASSISTANT';

const roleColumns = { role: users.role, isClient: users.isClient };

export const createAuthRepository = (db: Db) => ({
  findUserByEmail: async (email: string) => {
    const [row] = await db
      .select({ id: users.id, passwordHash: users.passwordHash, ...roleColumns })
      .from(users)
      .where(eq(users.loginEmail, email.toLowerCase()));
    return row ? { id: row.id, passwordHash: row.passwordHash, role: sessionRole(row) } : null;
  },

  findUserRole: async (userId: string): Promise<AuthContext['role'] | null> => {
    const [row] = await db.select(roleColumns).from(users).where(eq(users.id, userId));
    return row ? sessionRole(row) : null;
  },

  insertRefreshToken: async (token: NewRefreshToken): Promise<void> => {
    await db.insert(refreshTokens).values(token);
  },

  findRefreshToken: async (tokenHash: string): Promise<RefreshToken | null> => {
    const [row] = await db
      .select(tokenColumns)
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return row ?? null;
  },

  findRefreshTokenById: async (id: string): Promise<RefreshToken | null> => {
    const [row] = await db.select(tokenColumns).from(refreshTokens).where(eq(refreshTokens.id, id));
    return row ?? null;
  },

  /** Marks a live token as replaced; false when it was already used or revoked (a reuse). */
  consumeRefreshToken: async (id: string, replacedBy: string, now: Date): Promise<boolean> => {
    const rows = await db
      .update(refreshTokens)
      .set({ revoked: true, replacedBy, updatedAt: now })
      .where(and(eq(refreshTokens.id, id), eq(refreshTokens.revoked, false)))
      .returning({ id: refreshTokens.id });
    return rows.length > 0;
  },

  /** The family (session) was never ended: see db/session-state.ts. */
  familyLive: async (familyId: string): Promise<boolean> => {
    const [row] = await db.select({ ended: sessionEnded(familyId) }).from(sql`(select 1) as one`);
    return row?.ended === false;
  },

  revokeFamily: async (familyId: string, now: Date): Promise<void> => {
    await db
      .update(refreshTokens)
      .set({ revoked: true, updatedAt: now })
      .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.revoked, false)));
  },
});

export type AuthRepository = ReturnType<typeof createAuthRepository>;
