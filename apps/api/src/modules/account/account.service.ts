import {
  ADDRESS_LOOKUP_MIN,
  EMAIL_CHANGE_CANCEL_DAYS,
  EMAIL_CHANGE_TTL_HOURS,
  emailChangeErrors,
  type AddressSuggestion,
  type Clock,
  type EmailChangeCancelResult,
  type EmailChangeResult,
} from '@relais/domain';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import type { Language } from '../../lib/language';
import type { Mailer } from '../../mail/mailer';
import { sendSafely, type MailFailureLog } from '../../mail/send-safely';
import { emailChangeMail, emailChangeNoticeMail, type MailContent } from '../../mail/templates';
import { AppError, notFound, ruleFailure, tooManyRequests } from '../../plugins/app-error';
import type { Audit } from '../../plugins/types';
import type { IdentityProof, ReauthService } from '../access/reauth.service';
import type { AccountRepository } from './account.repository';
import type { Geocoder } from './geocoder';

/** Suggestions shown for one typed text. */
export const ADDRESS_SUGGESTIONS_MAX = 5;
/** Email change requests one user may make in an hour (each sends a mail). */
export const EMAIL_CHANGE_REQUESTS_PER_HOUR = 5;

export const createAccountService = (deps: {
  repo: AccountRepository;
  geocoder: Geocoder;
  mailer: Mailer;
  clock: Clock;
  audit: Audit;
  publicUrl: string;
  log: MailFailureLog;
  /** Her password, or her second factor's code when she has one (reauth.service `proveIdentity`). */
  proveIdentity: (userId: string, proof: IdentityProof) => Promise<void>;
  /** The password change while signed in: the access module's (it owns passwords). */
  changePassword: ReauthService['changePassword'];
}) => {
  const base = deps.publicUrl.replace(/\/+$/, '');
  const mailSafely = (to: string, mail: MailContent, link: string, what: string): Promise<void> =>
    sendSafely(deps.mailer, deps.log, { to, ...mail, link }, what);
  return {
    changePassword: deps.changePassword,

    /** Suggestions for a typed address: none under ADDRESS_LOOKUP_MIN characters or without a geocoder. */
    lookupAddresses: async (text: string): Promise<AddressSuggestion[]> => {
      const q = text.trim().replace(/\s+/g, ' ');
      if (q.length < ADDRESS_LOOKUP_MIN) return [];
      return deps.geocoder.lookup(q, ADDRESS_SUGGESTIONS_MAX);
    },

    /**
     * Asks for a login email change: the rules (`emailChangeErrors`), the proof that she asks (her
     * password, or her second factor's code), then a link valid EMAIL_CHANGE_TTL_HOURS mailed to the
     * new address and, at once, a cancel link valid EMAIL_CHANGE_CANCEL_DAYS to the current one, in the
     * user's language preference (else the request's). An address already someone's login gets no
     * mail but the same answer (no enumeration); the confirmation refuses it. A mail that cannot be
     * sent is logged, not told.
     */
    requestEmailChange: async (
      userId: string,
      body: { newEmail: string } & IdentityProof,
      ctx: { language: Language; ip: string | null },
    ): Promise<void> => {
      const facts = await deps.repo.facts(userId);
      if (!facts) throw notFound('Assistant');
      const errors = emailChangeErrors(body.newEmail, facts.loginEmail);
      if (errors.length > 0) throw ruleFailure(errors);
      const now = deps.clock.now();
      const since = new Date(now.getTime() - 3600_000);
      if ((await deps.repo.requestsSince(userId, since)) >= EMAIL_CHANGE_REQUESTS_PER_HOUR)
        throw tooManyRequests(3600, 'Too many email change requests');
      await deps.proveIdentity(userId, body);
      const email = body.newEmail.trim().toLowerCase();
      await deps.audit({ action: 'EMAIL_CHANGE_REQUESTED', actorId: userId, subjectId: userId, ip: ctx.ip });
      if (await deps.repo.loginEmailTaken(email)) return;
      const token = newOpaqueToken();
      const cancelToken = newOpaqueToken();
      await deps.repo.createRequest({
        tokenHash: hashToken(token),
        userId,
        newEmail: email,
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 3600_000),
        oldEmail: facts.loginEmail,
        cancelTokenHash: hashToken(cancelToken),
        cancelExpiresAt: new Date(now.getTime() + EMAIL_CHANGE_CANCEL_DAYS * 24 * 3600_000),
        now,
      });
      const language = facts.language ?? ctx.language;
      const cancelLink = `${base}/email-change/cancel?token=${encodeURIComponent(cancelToken)}`;
      await mailSafely(
        facts.loginEmail,
        emailChangeNoticeMail(language, {
          firstName: facts.firstName,
          newEmail: email,
          link: cancelLink,
          days: EMAIL_CHANGE_CANCEL_DAYS,
        }),
        cancelLink,
        'email change notice',
      );
      const link = `${base}/user/account?email-token=${encodeURIComponent(token)}`;
      const mail = emailChangeMail(language, {
        firstName: facts.firstName,
        newEmail: email,
        link,
        hours: EMAIL_CHANGE_TTL_HOURS,
      });
      await mailSafely(email, mail, link, 'email change');
    },

    /**
     * Confirms a change from its link: single use, before its expiry, the address still free; the cancel
     * link of the old address then works EMAIL_CHANGE_CANCEL_DAYS from now. Every
     * other session of the user ends; the one whose refresh cookie came with the call (`keepRefreshToken`)
     * stays.
     */
    confirmEmailChange: async (
      token: string,
      ip: string | null,
      keepRefreshToken?: string,
    ): Promise<EmailChangeResult> => {
      const keep = keepRefreshToken ? { refreshTokenHash: hashToken(keepRefreshToken) } : null;
      const now = deps.clock.now();
      const outcome = await deps.repo.confirm(
        hashToken(token),
        keep,
        now,
        new Date(now.getTime() + EMAIL_CHANGE_CANCEL_DAYS * 24 * 3600_000),
      );
      if (!outcome.ok)
        throw new AppError(400, 'email_change_error', 'The email change link is invalid, expired or used', {
          errors: [{ errorCode: 'email_change_error', field: 'token' }],
        });
      await deps.audit({
        action: 'EMAIL_CHANGED',
        actorId: outcome.userId,
        subjectId: outcome.userId,
        ip,
        detail: { otherSessionsRevoked: true },
      });
      return { loginEmail: outcome.loginEmail };
    },

    /**
     * The cancel link mailed to the old address (EMAIL_CHANGE_CANCEL_DAYS, single use): the change is
     * undone (before or after its confirmation) and every session of the account ends, so whoever made
     * it is out.
     */
    cancelEmailChange: async (token: string, ip: string | null): Promise<EmailChangeCancelResult> => {
      const outcome = await deps.repo.cancel(hashToken(token), deps.clock.now());
      if (!outcome.ok)
        throw new AppError(
          400,
          'email_change_cancel_invalid',
          'The cancel link is invalid, expired or used',
          {
            errors: [{ errorCode: 'email_change_cancel_invalid', field: 'token' }],
          },
        );
      await deps.audit({
        action: 'EMAIL_CHANGE_CANCELLED',
        actorId: outcome.userId,
        subjectId: outcome.userId,
        ip,
        detail: { restored: outcome.restored, sessionsRevoked: true },
      });
      return { loginEmail: outcome.loginEmail };
    },
  };
};

export type AccountService = ReturnType<typeof createAccountService>;
