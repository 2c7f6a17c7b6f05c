import { randomUUID } from 'node:crypto';
import {
  ACCESS_LINK_TTL_HOURS,
  isReferralCodeShape,
  isValidEmail,
  newPasswordErrors,
  normaliseReferralCode,
  type Clock,
  type FieldError,
} from '@relais/domain';
import { isCommonPassword } from '../../lib/common-passwords';
import type { Language } from '../../lib/language';
import { hashPassword } from '../../lib/password';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import { accessMail } from '../../mail/access-templates';
import type { Mailer } from '../../mail/mailer';
import { sendSafely } from '../../mail/send-safely';
import { AppError, ruleFailure, tooManyRequests } from '../../plugins/app-error';
import type { RateLimits } from '../../plugins/rate-limits';
import type { Audit } from '../../plugins/types';
import type { Session } from '../auth/auth.service';
import type { AccessPurpose, AccessRepository } from './access.repository';

/** Link requests (forgot, first login) for one address typed, in a window: each may send a mail. */
export const ACCESS_REQUESTS_PER_EMAIL = 5;
/** Link requests from one client address (any emails typed), in a window. */
export const ACCESS_REQUESTS_PER_ADDRESS = 20;
export const ACCESS_REQUEST_WINDOW_MS = 60 * 60_000;

export type AccessLog = { error: (obj: object, msg: string) => void };

/** The session a subscription opens (auth's `openProvenSession`). */
export type OpenSession = (userId: string, ip: string, via: string) => Promise<Session>;

/** The password rules: the domain's (length, confirmation), then the shipped common-password list. */
export const passwordErrors = (password: string, confirmation: string): FieldError[] => {
  const errors = newPasswordErrors({ password, confirmation });
  if (errors.some((e) => e.field === 'password')) return errors;
  return isCommonPassword(password)
    ? [{ errorCode: 'password_too_common', field: 'password' }, ...errors]
    : errors;
};

export const createAccessService = (deps: {
  repo: AccessRepository;
  mailer: Mailer;
  clock: Clock;
  audit: Audit;
  rateLimits: RateLimits;
  publicUrl: string;
  log: AccessLog;
  openSession: OpenSession;
}) => {
  const base = deps.publicUrl.replace(/\/+$/, '');
  /**
   * Work started after an answer (a link and its mail), awaited by `idle` (shutdown). It starts on
   * the next turn of the event loop: the embedded database runs its statements on this thread, so
   * work started at once would delay the delivery of the answer it follows (a timing oracle).
   */
  const pending = new Set<Promise<void>>();
  const afterAnswer = (work: () => Promise<void>): void => {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) =>
        deps.log.error(
          { err: error instanceof Error ? error.message : String(error) },
          'access link not issued',
        ),
      )
      .finally(() => pending.delete(run));
    pending.add(run);
  };

  /** Counts one link request for `email` and for the client address; 429 past either bound. */
  const throttle = async (email: string, ip: string): Promise<void> => {
    for (const [key, limit] of [
      [`access:address:${ip}`, ACCESS_REQUESTS_PER_ADDRESS],
      [`access:email:${email}`, ACCESS_REQUESTS_PER_EMAIL],
    ] as const) {
      const claim = await deps.rateLimits.claimInWindow(key, limit, ACCESS_REQUEST_WINDOW_MS);
      if (!claim.claimed) throw tooManyRequests(claim.retryAfterSeconds);
    }
  };

  /** Issues a link (stored hashed) and sends its mail; a mail that cannot be sent is logged. */
  const sendLink = async (
    user: { id: string; firstName: string; language: Language | null },
    email: string,
    purpose: AccessPurpose,
    language: Language,
  ): Promise<void> => {
    const token = newOpaqueToken();
    const now = deps.clock.now();
    await deps.repo.issueLink({
      tokenHash: hashToken(token),
      userId: user.id,
      purpose,
      expiresAt: new Date(now.getTime() + ACCESS_LINK_TTL_HOURS * 3600_000),
      now,
    });
    const query = purpose === 'RESET' ? 'reset-token' : 'subscribe-token';
    const link = `${base}/login?${query}=${encodeURIComponent(token)}`;
    const mail = accessMail(user.language ?? language, purpose === 'RESET' ? 'reset' : 'subscribe', {
      firstName: user.firstName,
      link,
      hours: ACCESS_LINK_TTL_HOURS,
    });
    await sendSafely(deps.mailer, deps.log, { to: email, ...mail, link }, 'access');
  };

  /**
   * A link request (forgot, first login): the same answer whatever the email. The lookup is made
   * either way; the route calls `afterAnswer` once the answer is sent: the link is issued and mailed
   * then, so neither the database write nor the mail server tells an existing account from an
   * unknown one by its timing.
   */
  const request =
    (purpose: AccessPurpose, wants: (user: { hasPassword: boolean }) => boolean, action: string) =>
    async (
      rawEmail: string,
      ctx: { ip: string; language: Language },
    ): Promise<{ afterAnswer: () => void }> => {
      const email = rawEmail.trim().toLowerCase();
      await throttle(email, ctx.ip);
      const user = await deps.repo.byEmail(email);
      const sends = user !== null && wants(user);
      await deps.audit({ action, subjectId: user?.id ?? null, ip: ctx.ip, detail: { email, sent: sends } });
      return {
        afterAnswer: () => {
          if (user && sends) afterAnswer(() => sendLink(user, email, purpose, ctx.language));
        },
      };
    };

  /** Sets a password from a link: the rules first (the link is kept for a second try), then the link. */
  const usePasswordLink = async (
    purpose: AccessPurpose,
    body: { token: string; password: string; confirmation: string },
  ): Promise<string | null> => {
    const errors = passwordErrors(body.password, body.confirmation);
    if (errors.length > 0) throw ruleFailure(errors, 'The password breaks a rule');
    const hash = await hashPassword(body.password);
    return deps.repo.usePasswordLink(hashToken(body.token), purpose, hash, deps.clock.now());
  };

  return {
    /** Resolves once every link started after an answer is issued and mailed. */
    idle: async (): Promise<void> => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    /** PUT /auth/forgot/assistant: a reset link to any account with that login. */
    forgot: request('RESET', () => true, 'password_reset_requested'),
    /** PUT /auth/firstlogin/assistant: a new subscription link to an account with no password yet. */
    firstLogin: request('SUBSCRIBE', (u) => !u.hasPassword, 'first_login_requested'),

    /** PUT /auth/reset: the new password; every session of the user ends. */
    reset: async (
      body: { token: string; password: string; confirmation: string },
      ip: string,
    ): Promise<void> => {
      const userId = await usePasswordLink('RESET', body);
      if (!userId)
        throw new AppError(400, 'reset_link_invalid', 'The reset link is invalid, expired or used', {
          errors: [{ errorCode: 'reset_link_invalid', field: 'token' }],
        });
      await deps.audit({
        action: 'password_reset',
        actorId: userId,
        subjectId: userId,
        ip,
        detail: { sessionsRevoked: true },
      });
    },

    /** POST /auth/register: her first password from the subscription link, and a session. */
    register: async (
      body: { token: string; password: string; confirmation: string },
      ip: string,
    ): Promise<Session> => {
      const userId = await usePasswordLink('SUBSCRIBE', body);
      if (!userId)
        throw new AppError(400, 'subscription_error', 'The subscription link is invalid, expired or used', {
          errors: [{ errorCode: 'subscription_error', field: 'token' }],
        });
      await deps.audit({ action: 'subscribed', actorId: userId, subjectId: userId, ip });
      return deps.openSession(userId, ip, 'subscription');
    },

    /** POST /staff/assistants: a new assistant without a password, mailed her subscription link. */
    createAssistant: async (
      staffId: string,
      body: {
        email: string;
        firstName: string;
        lastName: string;
        language?: Language | undefined;
        referralCode?: string | undefined;
      },
      ctx: { ip: string; language: Language },
    ): Promise<{ id: string; loginEmail: string }> => {
      const email = body.email.trim().toLowerCase();
      if (!isValidEmail(email)) throw ruleFailure([{ errorCode: 'invalid-email', field: 'email' }]);
      const language = body.language ?? ctx.language;
      const id = randomUUID();
      // the referral code typed (decisions "Loyalty and referral"): an unknown one is refused, nothing created
      const typedCode = normaliseReferralCode(body.referralCode ?? '');
      let referral: { referrerId: string; code: string } | undefined;
      if (typedCode !== '') {
        const referrerId = isReferralCodeShape(typedCode) ? await deps.repo.referrerOfCode(typedCode) : null;
        if (!referrerId) throw ruleFailure([{ errorCode: 'referral_code_unknown', field: 'referralCode' }]);
        referral = { referrerId, code: typedCode };
      }
      const created = await deps.repo.createAssistant({
        id,
        email,
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        language,
        now: deps.clock.now(),
        referral,
      });
      if (!created)
        throw new AppError(409, 'login_email_taken', 'This email is already a login', {
          errors: [{ errorCode: 'login_email_taken', field: 'email' }],
        });
      await deps.audit({
        action: 'assistant_created',
        actorId: staffId,
        subjectId: id,
        ip: ctx.ip,
        detail: referral ? { email, referrerId: referral.referrerId } : { email },
      });
      await sendLink({ id, firstName: body.firstName.trim(), language }, email, 'SUBSCRIBE', language);
      return { id, loginEmail: email };
    },
  };
};

export type AccessService = ReturnType<typeof createAccessService>;
