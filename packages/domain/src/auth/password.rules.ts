import type { FieldError } from '../errors/error.schema';

/*
 * Password rules (NIST SP 800-63B, decisions "Passwords, reset, subscription, first login"): a length
 * window and no composition rule. Alone in their module, imported by the app from
 * `@relais/domain/password` (the lazy access forms), so /login's first script never carries them.
 * The check against common and breached passwords needs the shipped list: the server alone does it.
 */

/** At least 8 characters (NIST's floor for a password chosen by its user). */
export const PASSWORD_MIN_LENGTH = 8;
/** At most 128 characters: long passphrases fit, a huge body never reaches argon2. */
export const PASSWORD_MAX_LENGTH = 128;
/** Reset and subscription links live this long (shared decisions "Time": 3 hours). */
export const ACCESS_LINK_TTL_HOURS = 3;

/** Characters as a person counts them (code points: an emoji is one). */
export const passwordLength = (password: string): number => [...password].length;

/**
 * The rules the app checks as soon as the form is sent, and the server again: the password
 * required, within the length window; the confirmation required and equal.
 */
export const newPasswordErrors = (input: { password: string; confirmation: string }): FieldError[] => {
  const errors: FieldError[] = [];
  const length = passwordLength(input.password);
  if (length === 0) errors.push({ errorCode: 'required-field', field: 'password' });
  else if (length < PASSWORD_MIN_LENGTH) errors.push({ errorCode: 'password_too_short', field: 'password' });
  else if (length > PASSWORD_MAX_LENGTH) errors.push({ errorCode: 'password_too_long', field: 'password' });
  if (input.confirmation === '') errors.push({ errorCode: 'required-field', field: 'confirmation' });
  else if (input.confirmation !== input.password)
    errors.push({ errorCode: 'password_mismatch', field: 'confirmation' });
  return errors;
};
