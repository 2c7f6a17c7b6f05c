import { randomUUID } from 'node:crypto';
import {
  REFRESH_TOKEN_TTL_SECONDS,
  type Clock,
  type SecondFactorChallenge,
  type SecondFactorSignInBody,
  type SignInBody,
  type TokenResponse,
} from '@relais/domain';
import { AppError } from '../../plugins/app-error';
import type { AuditEntry } from '../../plugins/types';
import { signAccessToken } from '../../plugins/jwt';
import type { AuthContext } from '../../plugins/types';
import { verifyPassword } from '../../lib/password';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import type { AuthRepository, RefreshToken } from './auth.repository';
import { createKnownDevices } from './known-device';
import type { SignInThrottle } from './signin-throttle';
import type { TwoFactorService } from './two-factor.service';

export type AuthServiceDeps = {
  repo: AuthRepository;
  clock: Clock;
  jwtSecret: string;
  /** Sign-in attempts admitted or refused (429) before any password is checked. */
  throttle: SignInThrottle;
  audit: (entry: AuditEntry) => Promise<void>;
  /** Access-token lifetime (default 15 minutes). */
  accessTtlSeconds?: number;
  /** How long after its rotation a re-presented refresh token is refused without revoking its family. */
  reuseGraceSeconds: number;
  /** Two-factor sign-in (two-factor.service.ts): a right password answers a challenge when it is on. */
  twoFactor?: Pick<TwoFactorService, 'secondFactorRequired' | 'challengeFor' | 'readChallenge' | 'useCode'>;
};

/** A session: the access token answer plus the refresh token for the cookie and its lifetime. */
export type Session = { body: TokenResponse; refreshToken: string; refreshMaxAgeSeconds: number };
/** A signed-in session, and the token that makes this browser a known device of the account. */
export type SignInSession = Session & { deviceToken: string };

const badCredentials = () => new AppError(401, 'bad_credentials', 'Incorrect email or password');
const refreshInvalid = () => new AppError(401, 'refresh_token_invalid', 'Invalid refresh token');
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

/** The same answer for every refused attempt, whatever the email (known or not) and the counter. */
const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(429, 'too_many_requests', 'Too many attempts, try again later', {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

export const createAuthService = (deps: AuthServiceDeps) => {
  const { repo, clock } = deps;
  const devices = createKnownDevices(deps.jwtSecret, clock);

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

  /** Opens a session for a user whose credentials were checked (refresh family, known device). */
  const openSession = async (
    user: { id: string; role: AuthContext['role'] },
    ip: string,
    deviceId: string | null,
  ): Promise<SignInSession> => {
    const session = await issueSession({ userId: user.id, role: user.role });
    await deps.audit({ action: 'signin', actorId: user.id, subjectId: user.id, ip });
    return { ...session, deviceToken: await devices.issue(user.id, deviceId) };
  };

  return {
    /**
     * Checks the password only when the throttle admits the attempt (counted first, atomically),
     * so concurrent guesses get no more checks than it allows; `deviceToken` is the known-device
     * cookie, if any.
     */
    signIn: async (
      credentials: SignInBody,
      ip: string,
      deviceToken?: string,
    ): Promise<SignInSession | SecondFactorChallenge> => {
      const email = credentials.username.trim().toLowerCase();
      const user = await repo.findUserByEmail(email);
      const deviceId = user ? await devices.idOf(deviceToken, user.id) : null;
      const admission = await deps.throttle.admit({ email, ip, deviceId });
      if (!admission.admitted) {
        await deps.audit({ action: 'signin_blocked', ip, detail: { email } });
        throw tooManyAttempts(admission.retryAfterSeconds);
      }
      const ok = await verifyPassword(user?.passwordHash ?? null, credentials.password);
      if (!user || !ok) {
        await deps.audit({ action: 'signin_failed', subjectId: user?.id ?? null, ip, detail: { email } });
        throw badCredentials();
      }
      // two-factor on: the attempt stays counted until a right code (wrong codes are failures too)
      const twoFactor = deps.twoFactor;
      if (twoFactor && (await twoFactor.secondFactorRequired(user.id)))
        return twoFactor.challengeFor(user.id, email);
      await admission.succeeded();
      return openSession(user, ip, deviceId);
    },

    /**
     * The code step of a two-factor sign-in: admitted by the same throttle as passwords (the
     * account of the challenge), a wrong code is a failure of that account; a right one opens the
     * session like a password sign-in.
     */
    signInSecondFactor: async (
      body: SecondFactorSignInBody,
      ip: string,
      deviceToken?: string,
    ): Promise<SignInSession> => {
      const challenge = deps.twoFactor ? await deps.twoFactor.readChallenge(body.challenge) : null;
      if (!deps.twoFactor || !challenge) {
        throw new AppError(401, 'two_factor_challenge_invalid', 'Sign in again with your password');
      }
      const deviceId = await devices.idOf(deviceToken, challenge.userId);
      const admission = await deps.throttle.admit({ email: challenge.email, ip, deviceId });
      if (!admission.admitted) {
        await deps.audit({ action: 'signin_blocked', ip, detail: { email: challenge.email } });
        throw tooManyAttempts(admission.retryAfterSeconds);
      }
      const role = await repo.findUserRole(challenge.userId);
      if (!role || !(await deps.twoFactor.useCode(challenge.userId, body.code))) {
        await deps.audit({
          action: 'signin_second_factor_failed',
          subjectId: challenge.userId,
          ip,
          detail: { email: challenge.email },
        });
        throw new AppError(401, 'two_factor_code_wrong', 'Wrong code');
      }
      await admission.succeeded();
      return openSession({ id: challenge.userId, role }, ip, deviceId);
    },

    /**
     * Opens the same session as a password sign-in for an email an identity provider vouched for
     * (external-signin.service.ts); null when no account has that login email (none is created).
     * An account with two-factor on gets the password's challenge instead: the provider proved the
     * email, not the second factor.
     */
    openVerifiedSession: async (
      email: string,
      ip: string,
      method: 'sso' | 'google',
      accepts: (role: string) => boolean = () => true,
    ): Promise<Session | SecondFactorChallenge | null> => {
      const user = await repo.findUserByEmail(email.trim().toLowerCase());
      if (!user || !accepts(user.role)) return null;
      const twoFactor = deps.twoFactor;
      if (twoFactor && (await twoFactor.secondFactorRequired(user.id))) {
        await deps.audit({
          action: 'signin_second_factor_asked',
          subjectId: user.id,
          ip,
          detail: { method },
        });
        return twoFactor.challengeFor(user.id, email.trim().toLowerCase());
      }
      const session = await issueSession({ userId: user.id, role: user.role });
      await deps.audit({ action: 'signin', actorId: user.id, subjectId: user.id, ip, detail: { method } });
      return session;
    },

    /**
     * Opens a session for a user proved another way (`via`: a subscription link): the same refresh
     * token and access token as a sign-in, audited as a sign-in.
     */
    openProvenSession: async (userId: string, ip: string, via: string): Promise<Session> => {
      const role = await repo.findUserRole(userId);
      if (!role) throw refreshInvalid();
      const session = await issueSession({ userId, role });
      await deps.audit({ action: 'signin', actorId: userId, subjectId: userId, ip, detail: { via } });
      return session;
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

    /**
     * A session opened by another proof than a password (the helpdesk link): `actorId` makes it a
     * support session (the `act` claim, kept on the refresh token row through every rotation).
     */
    openSupportSession: (auth: AuthContext, lifetimeSeconds: number): Promise<Session> =>
      issueSession(auth, lifetimeSeconds),

    logout: async (token: string | undefined, ip: string): Promise<void> => {
      if (!token) return;
      const row = await repo.findRefreshToken(hashToken(token));
      if (!row) return;
      await repo.revokeFamily(row.familyId, clock.now());
      await deps.audit({ action: 'logout', actorId: row.userId, subjectId: row.userId, ip });
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
