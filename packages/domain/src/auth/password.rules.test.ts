import { describe, expect, it } from 'vitest';
import {
  newPasswordErrors,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLength,
} from './password.rules';

const errors = (password: string, confirmation = password) =>
  newPasswordErrors({ password, confirmation }).map((e) => `${e.field}:${e.errorCode}`);

describe('newPasswordErrors', () => {
  it('requires the password and its confirmation', () => {
    expect(errors('', '')).toEqual(['password:required-field', 'confirmation:required-field']);
  });
  it('refuses under the minimum and over the maximum, at the boundaries', () => {
    expect(errors('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toEqual(['password:password_too_short']);
    expect(errors('a'.repeat(PASSWORD_MIN_LENGTH))).toEqual([]);
    expect(errors('a'.repeat(PASSWORD_MAX_LENGTH))).toEqual([]);
    expect(errors('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual(['password:password_too_long']);
  });
  it('has no composition rule: a long lower-case passphrase is fine', () => {
    expect(errors('correct horse battery staple')).toEqual([]);
  });
  it('counts code points, not UTF-16 units', () => {
    expect(passwordLength('🔑🔑🔑🔑')).toBe(4);
    expect(errors('🔑🔑🔑🔑🔑🔑🔑')).toEqual(['password:password_too_short']);
  });
  it('asks for an equal confirmation', () => {
    expect(errors('long enough pass', 'long enough pas')).toEqual(['confirmation:password_mismatch']);
  });
});
