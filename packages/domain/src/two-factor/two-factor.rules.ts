/**
 * Two-factor sign-in (issue 17, ASVS 6.3.3): a TOTP code of the authenticator app (RFC 6238,
 * SHA-1, 6 digits, 30 s) or one of the 10 single-use recovery codes. Zod-free: the app checks the
 * typed code with the same rule as the server.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after the current one are accepted too (clock drift). */
export const TOTP_WINDOW_STEPS = 1;
/** The signed challenge between the password and the code. */
export const SECOND_FACTOR_CHALLENGE_TTL_SECONDS = 5 * 60;
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code: 10 letters/digits of an alphabet without look-alikes, shown as `xxxxx-xxxxx`. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_LENGTH = 10;

/** The code as typed, without spaces or dashes, lower case. */
export const normaliseSecondFactorCode = (code: string): string => code.replace(/[\s-]/g, '').toLowerCase();

export type SecondFactorCodeKind = 'totp' | 'recovery';

/** What a typed code is: six digits, a recovery code, or nothing usable (null). */
export const secondFactorCodeKind = (code: string): SecondFactorCodeKind | null => {
  const c = normaliseSecondFactorCode(code);
  if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(c)) return 'totp';
  if (c.length === RECOVERY_CODE_LENGTH && [...c].every((ch) => RECOVERY_CODE_ALPHABET.includes(ch))) {
    return 'recovery';
  }
  return null;
};

/** The error code of a typed code, if it cannot be one (empty, wrong shape), before any call. */
export const secondFactorCodeError = (
  code: string,
  accept: 'totp' | 'any' = 'any',
): 'required-field' | 'two_factor_code_invalid' | null => {
  if (normaliseSecondFactorCode(code) === '') return 'required-field';
  const kind = secondFactorCodeKind(code);
  if (!kind || (accept === 'totp' && kind !== 'totp')) return 'two_factor_code_invalid';
  return null;
};

/** A recovery code as shown: `abcde-fghjk`. */
export const formatRecoveryCode = (code: string): string => {
  const c = normaliseSecondFactorCode(code);
  return `${c.slice(0, 5)}-${c.slice(5)}`;
};
