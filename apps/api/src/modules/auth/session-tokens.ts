import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_SECONDS, type Clock, type TokenResponse } from '@relais/domain';
import { AppError } from '../../plugins/app-error';
import { signAccessToken } from '../../plugins/jwt';
import type { AuditEntry, AuthContext } from '../../plugins/types';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import type { AuthRepository, RefreshToken } from './auth.repository';

export type SessionTokensDeps = {
  repo: AuthRepository;
  clock: Clock;
  jwtSecret: string;
  audit: (entry: AuditEntry) => Promise<void>;
  /** Access-token lifetime (default 15 minutes). */
  accessTtlSeconds?: number;
  /** How long after its rotation a re-presented refresh token is refused without revoking its family. */
  reuseGraceSeconds: number;
};

/** A session: the access token answer plus the refresh token for the cookie and its lifetime. */
export type Session = { body: TokenResponse; refreshToken: string; refreshMaxAgeSeconds: number };
export const refreshInvalid = () => new AppError(401, 'refresh_token_invalid', 'Invalid refresh token');
/**
 * A rotated refresh token presented again within the grace: another tab of the same browser
 * refreshed at the same moment and the cookie jar already holds its successor. 401 without revoking
 * the family, and the route keeps the cookies; `Retry-After` tells the app to retry the refresh.
 */
export class RefreshRotatedRecently extends AppError {
  constructor() {
    super(401, 'refresh_token_invalid', 'This refresh token was just rotated by another request', {
      headers: { 'retry-after': '1' },
    });
  }
}

/**
 * The tokens of a session, however it was proved (auth.service.ts): a new refresh family with its
 * access token, and the rotation of a refresh token (reuse detection, the grace between tabs).
 */
export const createSessionTokens = (deps: SessionTokensDeps) => {
  const { repo, clock } = deps;

  const accessFor = async (auth: AuthContext): Promise<TokenResponse> => {
    const { token, expiresIn } = await signAccessToken(auth, deps.jwtSecret, clock, deps.accessTtlSeconds);
    return {
      access_token: token,
      expires_in: expiresIn,
      userId: auth.userId,
      ...(auth.actorId ? { support: true } : {}),
    };
  };

  const issueRefresh = async (
    userId: string,
    familyId: string,
    expiresAt: Date,
    actorId: string | null = null,
  ): Promise<{ id: string; token: string }> => {
    const id = randomUUID();
    const token = newOpaqueToken();
    const now = clock.now();
    await repo.insertRefreshToken({
      id,
      familyId,
      userId,
      tokenHash: hashToken(token),
      expiresAt,
      actorId,
      createdAt: now,
      updatedAt: now,
    });
    return { id, token };
  };

  /** A rotated (not family-revoked) token, rotated less than the grace ago. */
  const rotatedWithinGrace = (row: RefreshToken, now: Date): boolean => {
    if (row.replacedBy === null) return false;
    const ago = now.getTime() - row.updatedAt.getTime();
    return ago >= 0 && ago < deps.reuseGraceSeconds * 1000;
  };

  /**
   * A revoked token presented again. Within the grace: if its successor was never used, the answer
   * that carried it may never have reached the browser (the page was left while its refresh was in
   * flight, so the cookie jar still holds this token): the successor is rotated for this request.
   * Otherwise a race between tabs (401, retry). Past the grace: a reuse, the family is revoked.
   */
  const refuseReuse = async (row: RefreshToken, now: Date, ip: string): Promise<Session> => {
    if (rotatedWithinGrace(row, now)) {
      await deps.audit({
        action: 'refresh_race',
        subjectId: row.userId,
        ip,
        detail: { familyId: row.familyId },
      });
      const successor = row.replacedBy ? await repo.findRefreshTokenById(row.replacedBy) : null;
      if (successor && !successor.revoked && successor.expiresAt.getTime() > now.getTime()) {
        return rotate(successor, now, ip);
      }
      throw new RefreshRotatedRecently();
    }
    await repo.revokeFamily(row.familyId, now);
    await deps.audit({
      action: 'refresh_reuse',
      subjectId: row.userId,
      ip,
      detail: { familyId: row.familyId },
    });
    throw refreshInvalid();
  };

  /** Replaces a live token by a new one of the same family (same absolute expiry). */
  const rotate = async (row: RefreshToken, now: Date, ip: string): Promise<Session> => {
    const role = await repo.findUserRole(row.userId);
    if (!role) throw refreshInvalid();
    const nextId = randomUUID();
    if (!(await repo.consumeRefreshToken(row.id, nextId, now))) {
      // Rotated by a concurrent request between our read and our write.
      return refuseReuse((await repo.findRefreshToken(row.tokenHash)) ?? row, now, ip);
    }
    const next = newOpaqueToken();
    await repo.insertRefreshToken({
      id: nextId,
      familyId: row.familyId,
      userId: row.userId,
      tokenHash: hashToken(next),
      expiresAt: row.expiresAt,
      actorId: row.actorId,
      createdAt: now,
      updatedAt: now,
    });
    return {
      body: await accessFor(
        row.actorId ? { userId: row.userId, role, actorId: row.actorId } : { userId: row.userId, role },
      ),
      refreshToken: next,
      refreshMaxAgeSeconds: maxAge(row.expiresAt),
    };
  };

  const maxAge = (expiresAt: Date) =>
    Math.max(0, Math.floor((expiresAt.getTime() - clock.now().getTime()) / 1000));

  /**
   * A new session (a new refresh family and its access token) for a user already proved, lasting
   * `lifetimeSeconds` (7 days but for support sessions); `auth.actorId` makes it a support session.
   */
  const issueSession = async (
    auth: AuthContext,
    lifetimeSeconds: number = REFRESH_TOKEN_TTL_SECONDS,
  ): Promise<Session> => {
    const expiresAt = new Date(clock.now().getTime() + lifetimeSeconds * 1000);
    const refresh = await issueRefresh(auth.userId, randomUUID(), expiresAt, auth.actorId ?? null);
    return {
      body: await accessFor(auth),
      refreshToken: refresh.token,
      refreshMaxAgeSeconds: maxAge(expiresAt),
    };
  };

  return {
    issueSession,

    /** Ends the session of this refresh token (its whole family). */
    logout: async (token: string | undefined, ip: string): Promise<void> => {
      if (!token) return;
      const row = await repo.findRefreshToken(hashToken(token));
      if (!row) return;
      await repo.revokeFamily(row.familyId, clock.now());
      await deps.audit({ action: 'logout', actorId: row.userId, subjectId: row.userId, ip });
    },

    /** Rotates the refresh token (same family, same absolute expiry); a reused one revokes the family. */
    refresh: async (token: string | undefined, userId: string | undefined, ip: string): Promise<Session> => {
      if (!token) throw refreshInvalid();
      const row = await repo.findRefreshToken(hashToken(token));
      if (!row) throw refreshInvalid();
      const now = clock.now();
      if (row.revoked) return refuseReuse(row, now, ip);
      if (row.expiresAt.getTime() <= now.getTime()) {
        await repo.revokeFamily(row.familyId, now);
        throw new AppError(401, 'session_expired', 'Session expired');
      }
      if (userId && userId !== row.userId) throw refreshInvalid();
      return rotate(row, now, ip);
    },
  };
};

export type SessionTokens = ReturnType<typeof createSessionTokens>;
