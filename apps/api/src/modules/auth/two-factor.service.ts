import {
  SECOND_FACTOR_CHALLENGE_TTL_SECONDS,
  formatRecoveryCode,
  normaliseSecondFactorCode,
  secondFactorCodeKind,
  type Clock,
} from '@relais/domain';
import { verifyPassword } from '../../lib/password';
import { hashToken } from '../../lib/tokens';
import { AppError, notFound, ruleFailure, tooManyRequests } from '../../plugins/app-error';
import { signToken, verifyToken } from '../../plugins/jwt';
import type { RateLimits } from '../../plugins/rate-limits';
import type { AuditEntry } from '../../plugins/types';
import { createSecretBox, newRecoveryCodes, newTotpSecret, totpUri, verifyTotp } from './totp';
import type { TwoFactorRepository } from './two-factor.repository';

/** The audience of the signed challenge between a right password and the code. */
export const SECOND_FACTOR_AUDIENCE = 'relais-second-factor';
/** Password or code checks of the set-up screen (start, confirm, disable, new codes) per window. */
export const TWO_FACTOR_CHECKS_PER_WINDOW = 10;
export const TWO_FACTOR_CHECK_WINDOW_MS = 15 * 60 * 1000;

export type TwoFactorServiceDeps = {
  repo: TwoFactorRepository;
  clock: Clock;
  jwtSecret: string;
  rateLimits: RateLimits;
  audit: (entry: AuditEntry) => Promise<void>;
};

const codeWrong = () => ruleFailure([{ errorCode: 'two_factor_code_wrong', field: 'code' }], 'Wrong code');
const passwordWrong = () =>
  ruleFailure([{ errorCode: 'password_incorrect', field: 'password' }], 'The password is not right');
const notEnabled = () => new AppError(409, 'two_factor_not_enabled', 'Two-factor sign-in is off');

export const createTwoFactorService = (deps: TwoFactorServiceDeps) => {
  const { repo, clock } = deps;
  const box = createSecretBox(deps.jwtSecret);

  /** Counts a check of the set-up screen before it is made (wrong passwords and codes alike). */
  const claim = async (userId: string): Promise<void> => {
    const rate = await deps.rateLimits.claimInWindow(
      `two-factor:${userId}`,
      TWO_FACTOR_CHECKS_PER_WINDOW,
      TWO_FACTOR_CHECK_WINDOW_MS,
    );
    if (!rate.claimed) {
      throw tooManyRequests(rate.retryAfterSeconds, 'Too many attempts, try again later');
    }
  };

  const checkPassword = async (userId: string, password: string): Promise<{ loginEmail: string }> => {
    const account = await repo.account(userId);
    if (!account || !(await verifyPassword(account.passwordHash, password))) throw passwordWrong();
    return account;
  };

  /** New recovery codes: stored as SHA-256 (high-entropy codes), answered once, shown formatted. */
  const issueRecoveryCodes = async (userId: string): Promise<string[]> => {
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(userId, codes.map(hashToken), clock.now());
    return codes.map(formatRecoveryCode);
  };

  /**
   * A code of an enabled account: a TOTP code of a step after the last one used (recorded), or an
   * unused recovery code (used up). False for anything else.
   */
  const useCode = async (userId: string, code: string): Promise<boolean> => {
    const kind = secondFactorCodeKind(code);
    const now = clock.now();
    if (kind === 'recovery') {
      return repo.useRecoveryCode(userId, hashToken(normaliseSecondFactorCode(code)), now);
    }
    if (kind !== 'totp') return false;
    const row = await repo.find(userId);
    if (!row?.enabledAt) return false;
    const step = verifyTotp(box.open(row.secretEnc), normaliseSecondFactorCode(code), now);
    return step !== null && repo.useStep(userId, step, now);
  };

  return {
    /** The one-line check for every way of signing in: does this account need a second factor? */
    secondFactorRequired: (userId: string): Promise<boolean> => repo.isEnabled(userId),

    state: async (userId: string) => {
      const enabled = await repo.isEnabled(userId);
      return { enabled, recoveryCodesLeft: enabled ? await repo.recoveryCodesLeft(userId) : 0 };
    },

    /** A new secret (password typed again), pending until confirmed; refused when already on. */
    start: async (userId: string, password: string) => {
      await claim(userId);
      const { loginEmail } = await checkPassword(userId, password);
      const secret = newTotpSecret();
      if (!(await repo.startPending(userId, box.seal(secret), clock.now()))) {
        throw new AppError(409, 'two_factor_not_pending', 'Two-factor sign-in is already on');
      }
      return { secret, uri: totpUri(secret, loginEmail) };
    },

    /** A current code of the pending secret turns two-factor on; 10 recovery codes, once. */
    confirm: async (userId: string, code: string, ip: string) => {
      await claim(userId);
      const row = await repo.find(userId);
      if (!row || row.enabledAt) {
        throw new AppError(409, 'two_factor_not_pending', 'No two-factor set-up is waiting');
      }
      const now = clock.now();
      const step = verifyTotp(box.open(row.secretEnc), normaliseSecondFactorCode(code), now);
      if (step === null || !(await repo.useStep(userId, step, now, true))) throw codeWrong();
      const recoveryCodes = await issueRecoveryCodes(userId);
      await deps.audit({ action: 'two_factor_enabled', actorId: userId, subjectId: userId, ip });
      return { recoveryCodes };
    },

    disable: async (userId: string, password: string, code: string, ip: string) => {
      await claim(userId);
      if (!(await repo.isEnabled(userId))) throw notEnabled();
      await checkPassword(userId, password);
      if (!(await useCode(userId, code))) throw codeWrong();
      await repo.remove(userId);
      await deps.audit({ action: 'two_factor_disabled', actorId: userId, subjectId: userId, ip });
      return { success: true as const };
    },

    renewRecoveryCodes: async (userId: string, password: string, code: string, ip: string) => {
      await claim(userId);
      if (!(await repo.isEnabled(userId))) throw notEnabled();
      await checkPassword(userId, password);
      if (!(await useCode(userId, code))) throw codeWrong();
      const recoveryCodes = await issueRecoveryCodes(userId);
      await deps.audit({ action: 'two_factor_codes_renewed', actorId: userId, subjectId: userId, ip });
      return { recoveryCodes };
    },

    /**
     * Staff turn two-factor off for an assistant who lost her device and her recovery codes (after
     * checking who asks, outside the app): her next sign-in is password only; audited with the staff
     * member as actor.
     */
    resetByStaff: async (userId: string, staffId: string, ip: string) => {
      // an assistant's only: never another staff member's second factor, nor a client user's
      const account = await repo.account(userId);
      if (!account || account.role !== 'ASSISTANT' || account.isClient) throw notFound('Assistant');
      if (!(await repo.isEnabled(userId))) throw notEnabled();
      await repo.remove(userId);
      await deps.audit({ action: 'two_factor_reset_by_staff', actorId: staffId, subjectId: userId, ip });
      return { success: true as const };
    },

    /** The signed challenge a right password answers (5 minutes), naming the account and email. */
    challengeFor: async (userId: string, email: string) => {
      const { token, expiresIn } = await signToken(
        {
          claims: { email },
          subject: userId,
          audience: SECOND_FACTOR_AUDIENCE,
          ttlSeconds: SECOND_FACTOR_CHALLENGE_TTL_SECONDS,
        },
        deps.jwtSecret,
        clock,
      );
      return { secondFactor: true as const, challenge: token, expires_in: expiresIn };
    },

    /** The account and email of a valid challenge, else null (forged, expired). */
    readChallenge: async (challenge: string): Promise<{ userId: string; email: string } | null> => {
      const payload = await verifyToken(challenge, deps.jwtSecret, clock, {
        audience: SECOND_FACTOR_AUDIENCE,
        claims: ['email'],
      });
      const email = payload?.['email'];
      return payload && typeof email === 'string' ? { userId: payload.sub, email } : null;
    },

    /** A sign-in's code (TOTP or recovery), used once. */
    useCode,
  };
};

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
