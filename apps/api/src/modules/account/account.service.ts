import {
  ADDRESS_LOOKUP_MIN,
  EMAIL_CHANGE_TTL_HOURS,
  emailChangeErrors,
  type AddressSuggestion,
  type Clock,
  type EmailChangeResult,
} from '@relais/domain';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import type { Language } from '../../lib/language';
import type { Mailer } from '../../mail/mailer';
import { emailChangeMail } from '../../mail/templates';
import { AppError, notFound, ruleFailure, tooManyRequests } from '../../plugins/app-error';
import type { Audit } from '../../plugins/types';
import type { AccountRepository } from './account.repository';
import type { Geocoder } from './geocoder';

/** Suggestions shown for one typed text. */
export const ADDRESS_SUGGESTIONS_MAX = 5;
/** Email change requests one user may make in an hour (each sends a mail). */
export const EMAIL_CHANGE_REQUESTS_PER_HOUR = 5;

export type MailFailureLog = { error: (obj: object, msg: string) => void };

export const createAccountService = (deps: {
  repo: AccountRepository;
  geocoder: Geocoder;
  mailer: Mailer;
  clock: Clock;
  audit: Audit;
  publicUrl: string;
  log: MailFailureLog;
}) => ({
  /** Suggestions for a typed address: none under ADDRESS_LOOKUP_MIN characters or without a geocoder. */
  lookupAddresses: async (text: string): Promise<AddressSuggestion[]> => {
    const q = text.trim().replace(/\s+/g, ' ');
    if (q.length < ADDRESS_LOOKUP_MIN) return [];
    return deps.geocoder.lookup(q, ADDRESS_SUGGESTIONS_MAX);
  },

  /**
   * Asks for a login email change: the rules (`emailChangeErrors`), then a link valid
   * EMAIL_CHANGE_TTL_HOURS mailed to the new address, in the user's language preference (else the
   * request's). An address already someone's login gets no mail but the same answer (no
   * enumeration); the confirmation refuses it. A mail that cannot be sent is logged, not told.
   */
  requestEmailChange: async (
    userId: string,
    newEmail: string,
    ctx: { language: Language; ip: string | null },
  ): Promise<void> => {
    const facts = await deps.repo.facts(userId);
    if (!facts) throw notFound('Assistant');
    const errors = emailChangeErrors(newEmail, facts.loginEmail);
    if (errors.length > 0) throw ruleFailure(errors);
    const now = deps.clock.now();
    const since = new Date(now.getTime() - 3600_000);
    if ((await deps.repo.requestsSince(userId, since)) >= EMAIL_CHANGE_REQUESTS_PER_HOUR)
      throw tooManyRequests(3600, 'Too many email change requests');
    const email = newEmail.trim().toLowerCase();
    await deps.audit({ action: 'EMAIL_CHANGE_REQUESTED', actorId: userId, subjectId: userId, ip: ctx.ip });
    if (await deps.repo.loginEmailTaken(email)) return;
    const token = newOpaqueToken();
    await deps.repo.createRequest({
      tokenHash: hashToken(token),
      userId,
      newEmail: email,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 3600_000),
      now,
    });
    const link = `${deps.publicUrl.replace(/\/+$/, '')}/user/account?email-token=${encodeURIComponent(token)}`;
    const mail = emailChangeMail(facts.language ?? ctx.language, {
      firstName: facts.firstName,
      newEmail: email,
      link,
      hours: EMAIL_CHANGE_TTL_HOURS,
    });
    try {
      await deps.mailer.send({ to: email, ...mail, link });
    } catch (error) {
      deps.log.error(
        { err: error instanceof Error ? error.message : String(error), mailer: deps.mailer.kind },
        'email change mail not sent',
      );
    }
  },

  /** Confirms a change from its link: single use, before its expiry, the address still free. */
  confirmEmailChange: async (token: string, ip: string | null): Promise<EmailChangeResult> => {
    const outcome = await deps.repo.confirm(hashToken(token), deps.clock.now());
    if (!outcome.ok)
      throw new AppError(400, 'email_change_error', 'The email change link is invalid, expired or used', {
        errors: [{ errorCode: 'email_change_error', field: 'token' }],
      });
    await deps.audit({
      action: 'EMAIL_CHANGED',
      actorId: outcome.userId,
      subjectId: outcome.userId,
      ip,
    });
    return { loginEmail: outcome.loginEmail };
  },
});

export type AccountService = ReturnType<typeof createAccountService>;
