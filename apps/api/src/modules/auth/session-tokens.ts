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
 * The tokens of a session, however it was proved (auth.service.ts): a new refresh family with its
 * access token, and the rotation of a refresh token (reuse detection, the grace between tabs).
 */
export const createSessionTokens = (deps: SessionTokensDeps) => {
  const { repo, clock } = deps;

  /** The access token of a session: `sessionId` is its refresh family, checked on every request. */
  const accessFor = async (auth: AuthContext & { sessionId: string }): Promise<TokenResponse> => {
    const { token, expiresIn } = await signAccessToken(auth, deps.jwtSecret, clock, deps.accessTtlSeconds);
    return {
      access_token: token,
      expires_in: expiresIn,
      userId: auth.userId,
      ...(auth.actorId ? { support: true } : {}),
    };
  };

  /** A new live refresh token of a family (its user, absolute expiry and support actor). */
  const issueRefresh = async (
    family: Pick<RefreshToken, 'userId' | 'familyId' | 'expiresAt' | 'actorId'>,
    id: string = randomUUID(),
  ): Promise<{ id: string; token: string }> => {
    const token = newOpaqueToken();
    const now = clock.now();
    await repo.insertRefreshToken({
      id,
      familyId: family.familyId,
      userId: family.userId,
      tokenHash: hashToken(token),
      expiresAt: family.expiresAt,
      actorId: family.actorId,
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
   * A revoked token presented again. Within the grace after its rotation it is a burst from one
   * device (two tabs, the service worker, a retry, an answer lost when the page was left): the
   * browser keeps whichever answer's cookie arrives last, so each such request gets a new live token
   * of the same family (a sibling of the successor) and every cookie it may keep works. Past the
   * grace, or a token revoked by a logout or a reset: a reuse, the family is revoked.
   */
  const refuseReuse = async (row: RefreshToken, now: Date, ip: string): Promise<Session> => {
    if (rotatedWithinGrace(row, now)) {
      await deps.audit({
        action: 'refresh_race',
        subjectId: row.userId,
        ip,
        detail: { familyId: row.familyId },
      });
      if (await repo.familyLive(row.familyId)) return sessionOf(row, await issueRefresh(row), now);
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

  /** The answer of a refresh: an access token of the family's user and its new refresh token. */
  const sessionOf = async (row: RefreshToken, next: { token: string }, now: Date): Promise<Session> => {
    const role = await repo.findUserRole(row.userId);
    if (!role) throw refreshInvalid();
    const auth = { userId: row.userId, role, sessionId: row.familyId };
    return {
      body: await accessFor(row.actorId ? { ...auth, actorId: row.actorId } : auth),
      refreshToken: next.token,
      refreshMaxAgeSeconds: maxAge(row.expiresAt, now),
    };
  };

  /** Replaces a live token by a new one of the same family (same absolute expiry). */
  const rotate = async (row: RefreshToken, now: Date, ip: string): Promise<Session> => {
    const nextId = randomUUID();
    if (!(await repo.consumeRefreshToken(row.id, nextId, now))) {
      // Rotated by a concurrent request between our read and our write.
      return refuseReuse((await repo.findRefreshToken(row.tokenHash)) ?? row, now, ip);
    }
    return sessionOf(row, await issueRefresh(row, nextId), now);
  };

  const maxAge = (expiresAt: Date, now: Date = clock.now()) =>
    Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));

  /**
   * A new session (a new refresh family and its access token) for a user already proved, lasting
   * `lifetimeSeconds` (7 days but for support sessions); `auth.actorId` makes it a support session.
   */
  const issueSession = async (
    auth: AuthContext,
    lifetimeSeconds: number = REFRESH_TOKEN_TTL_SECONDS,
  ): Promise<Session> => {
    const expiresAt = new Date(clock.now().getTime() + lifetimeSeconds * 1000);
    const familyId = randomUUID();
    const refresh = await issueRefresh({
      userId: auth.userId,
      familyId,
      expiresAt,
      actorId: auth.actorId ?? null,
    });
    return {
      body: await accessFor({ ...auth, sessionId: familyId }),
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
      // a token issued in a burst that met the session's end (logout, reset) never revives it
      if (!(await repo.familyLive(row.familyId))) throw refreshInvalid();
      return rotate(row, now, ip);
    },
  };
};

export type SessionTokens = ReturnType<typeof createSessionTokens>;
