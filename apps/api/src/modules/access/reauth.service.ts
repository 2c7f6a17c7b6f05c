import type { Clock } from '@relais/domain';
import type { Language } from '../../lib/language';
import { hashPassword, verifyPassword } from '../../lib/password';
import { hashToken } from '../../lib/tokens';
import { accessMail } from '../../mail/access-templates';
import type { Mailer } from '../../mail/mailer';
import { sendSafely } from '../../mail/send-safely';
import { ruleFailure, tooManyRequests } from '../../plugins/app-error';
import type { RateLimits } from '../../plugins/rate-limits';
import type { Audit } from '../../plugins/types';
import type { TwoFactorService } from '../auth/two-factor.service';
import type { AccessRepository } from './access.repository';
import { passwordErrors, type AccessLog } from './access.service';

/** What proves a signed-in user is the one asking: her password, or a code of her second factor. */
export type IdentityProof = { password?: string | undefined; code?: string | undefined };

const passwordIncorrect = (field: string) =>
  ruleFailure([{ errorCode: 'password_incorrect', field }], 'The password is not right');

/**
 * What a signed-in user proves again (issue 20): her identity for a sensitive change, and her
 * password change; each secret counted like a sign-in before it is checked.
 */
export const createReauthService = (deps: {
  repo: Pick<AccessRepository, 'passwordHash' | 'changePassword' | 'mailFacts'>;
  mailer: Mailer;
  clock: Clock;
  audit: Audit;
  rateLimits: RateLimits;
  publicUrl: string;
  log: AccessLog;
  /** Whether she has a second factor, and its codes' single-use check. */
  twoFactor: Pick<TwoFactorService, 'secondFactorRequired' | 'useCode'>;
  /**
   * The waits of the password and code checks of a signed-in user (the sign-in's: free failures,
   * then doubling, then one a day; wiring/sign-in.ts gives them).
   */
  guessWaitsMs: readonly number[];
}) => {
  const base = deps.publicUrl.replace(/\/+$/, '');

  /**
   * Checks a secret typed again by a signed-in user, counted BEFORE it is checked like a sign-in
   * (`reauth:<user>`, the sign-in's waits: a stolen session cannot guess the password); a right one
   * clears the count. `field` names the password field in the refusal.
   */
  const checkSecret = async (userId: string, check: () => Promise<boolean>): Promise<boolean> => {
    const key = `reauth:${userId}`;
    const claim = await deps.rateLimits.claimWithWait(key, deps.guessWaitsMs);
    if (!claim.claimed) throw tooManyRequests(claim.retryAfterSeconds, 'Too many attempts, try again later');
    const right = await check();
    if (right) await deps.rateLimits.reset(key);
    return right;
  };

  const mailSafely = (to: string, mail: ReturnType<typeof accessMail>, link: string, what: string) =>
    sendSafely(deps.mailer, deps.log, { to, ...mail, link }, what);

  return {
    /**
     * The proof a signed-in user gives for a sensitive change (the login email): with two-factor on,
     * a code of her app or a recovery code (used up); else her password. Counted like sign-in attempts.
     */
    proveIdentity: async (userId: string, proof: IdentityProof): Promise<void> => {
      if (await deps.twoFactor.secondFactorRequired(userId)) {
        const code = proof.code?.trim() ?? '';
        if (code === '') throw ruleFailure([{ errorCode: 'required-field', field: 'code' }]);
        if (!(await checkSecret(userId, () => deps.twoFactor.useCode(userId, code))))
          throw ruleFailure([{ errorCode: 'two_factor_code_wrong', field: 'code' }], 'Wrong code');
        return;
      }
      const password = proof.password ?? '';
      if (password === '') throw ruleFailure([{ errorCode: 'required-field', field: 'password' }]);
      const hash = await deps.repo.passwordHash(userId);
      if (!(await checkSecret(userId, () => verifyPassword(hash, password))))
        throw passwordIncorrect('password');
    },

    /**
     * PUT /auth/password/{id}: the current password typed again (counted like a sign-in), the new one
     * under the reset's rules; every other session ends (the one of `keepRefreshToken`, the cookie
     * sent with the call, stays); a mail tells her, in her language.
     */
    changePassword: async (
      userId: string,
      body: { currentPassword: string; password: string; confirmation: string },
      ctx: {
        ip: string;
        language: Language;
        /** The session making the change: its id (the token's `sid`), else its refresh cookie. */
        sessionId: string | undefined;
        refreshToken: string | undefined;
      },
    ): Promise<void> => {
      const errors = [
        ...(body.currentPassword === ''
          ? [{ errorCode: 'required-field' as const, field: 'currentPassword' }]
          : []),
        ...passwordErrors(body.password, body.confirmation),
      ];
      if (errors.length > 0) throw ruleFailure(errors, 'The password breaks a rule');
      const hash = await deps.repo.passwordHash(userId);
      if (!(await checkSecret(userId, () => verifyPassword(hash, body.currentPassword))))
        throw passwordIncorrect('currentPassword');
      const now = deps.clock.now();
      const keep = ctx.sessionId
        ? { familyId: ctx.sessionId }
        : ctx.refreshToken
          ? { refreshTokenHash: hashToken(ctx.refreshToken) }
          : null;
      await deps.repo.changePassword(userId, await hashPassword(body.password), keep, now);
      await deps.audit({
        action: 'password_changed',
        actorId: userId,
        subjectId: userId,
        ip: ctx.ip,
        detail: { otherSessionsRevoked: true },
      });
      const user = await deps.repo.mailFacts(userId);
      if (!user) return;
      const link = `${base}/login`;
      const mail = accessMail(user.language ?? ctx.language, 'changed', {
        firstName: user.firstName,
        link,
        hours: 0,
      });
      await mailSafely(user.loginEmail, mail, link, 'password change');
    },
  };
};

export type ReauthService = ReturnType<typeof createReauthService>;
