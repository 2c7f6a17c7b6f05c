import { type SecondFactorChallenge, type SecondFactorSignInBody, type SignInBody } from '@relais/domain';
import { AppError, tooManyRequests } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/types';
import { verifyPassword } from '../../lib/password';
import { createKnownDevices } from './known-device';
import { createSessionTokens, refreshInvalid, type Session, type SessionTokensDeps } from './session-tokens';
import type { SignInThrottle } from './signin-throttle';
import type { TwoFactorService } from './two-factor.service';

export type { Session } from './session-tokens';

export type AuthServiceDeps = SessionTokensDeps & {
  /** Sign-in attempts admitted or refused (429) before any password is checked. */
  throttle: SignInThrottle;
  /** Two-factor sign-in (two-factor.service.ts): a right password answers a challenge when it is on. */
  twoFactor?: Pick<TwoFactorService, 'secondFactorRequired' | 'challengeFor' | 'readChallenge' | 'useCode'>;
};

/** A signed-in session, and the token that makes this browser a known device of the account. */
export type SignInSession = Session & { deviceToken: string };

const badCredentials = () => new AppError(401, 'bad_credentials', 'Incorrect email or password');
/** The same answer for every refused attempt, whatever the email (known or not) and the counter. */
const tooManyAttempts = (retryAfterSeconds: number) =>
  tooManyRequests(retryAfterSeconds, 'Too many attempts, try again later');

export const createAuthService = (deps: AuthServiceDeps) => {
  const { repo, clock } = deps;
  const devices = createKnownDevices(deps.jwtSecret, clock);
  const { issueSession, refresh, logout } = createSessionTokens(deps);

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

    refresh,

    /**
     * A session opened by another proof than a password (the helpdesk link): `actorId` makes it a
     * support session (the `act` claim, kept on the refresh token row through every rotation).
     */
    openSupportSession: (auth: AuthContext, lifetimeSeconds: number): Promise<Session> =>
      issueSession(auth, lifetimeSeconds),

    logout,
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
