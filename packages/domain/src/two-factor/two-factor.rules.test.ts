import { describe, expect, it } from 'vitest';
import { twoFactorConfirmBodySchema } from './two-factor.schema';
import {
  formatRecoveryCode,
  normaliseSecondFactorCode,
  secondFactorCodeError,
  secondFactorCodeKind,
} from './two-factor.rules';

describe('second-factor codes as typed', () => {
  it('tells a TOTP code from a recovery code, spaces and dashes aside', () => {
    expect(secondFactorCodeKind('123456')).toBe('totp');
    expect(secondFactorCodeKind(' 123 456 ')).toBe('totp');
    expect(secondFactorCodeKind('abcde-fghjk')).toBe('recovery');
    expect(secondFactorCodeKind('ABCDE FGHJK')).toBe('recovery');
    expect(secondFactorCodeKind('12345')).toBeNull();
    expect(secondFactorCodeKind('1234567')).toBeNull();
    // look-alikes (i, l, o, 0, 1) are not in the alphabet
    expect(secondFactorCodeKind('abcde-fghil')).toBeNull();
    expect(secondFactorCodeKind('')).toBeNull();
  });

  it('answers the error a field shows before any call', () => {
    expect(secondFactorCodeError('  ')).toBe('required-field');
    expect(secondFactorCodeError('12')).toBe('two_factor_code_invalid');
    expect(secondFactorCodeError('abcde-fghjk', 'totp')).toBe('two_factor_code_invalid');
    expect(secondFactorCodeError('abcde-fghjk')).toBeNull();
    expect(secondFactorCodeError('654321', 'totp')).toBeNull();
  });

  it('agrees with the confirm schema on what a TOTP code is', () => {
    for (const code of ['123456', '12345', 'abcdef', '1234567']) {
      expect(twoFactorConfirmBodySchema.safeParse({ code }).success).toBe(
        secondFactorCodeError(code, 'totp') === null,
      );
    }
  });

  it('shows a recovery code in two halves', () => {
    expect(formatRecoveryCode('ABCDEFGHJK')).toBe('abcde-fghjk');
    expect(normaliseSecondFactorCode('abcde-fghjk')).toBe('abcdefghjk');
  });
});
