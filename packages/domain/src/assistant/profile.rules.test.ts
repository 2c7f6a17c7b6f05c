import { describe, expect, it } from 'vitest';
import {
  emailChangeErrors,
  isSensibleBirthdate,
  isValidPhone,
  profileRuleErrors,
  PROFILE_NAME_MAX,
} from './profile.rules';

const today = '2026-11-25';
const codes = (input: Parameters<typeof profileRuleErrors>[0]) =>
  profileRuleErrors(input, { today }).map((e) => `${e.field}:${e.errorCode}`);

describe('profile rules', () => {
  it('accepts a complete, sensible profile', () => {
    expect(
      codes({
        firstName: 'Camille',
        lastName: 'Durand',
        birthdate: '1990-04-12',
        phone: '+33 6 12 34 56 78',
        secondaryEmail: 'camille@example.org',
        address: '8 boulevard du Port',
        zipCode: '80000',
        city: 'Amiens',
        country: 'France',
        latitude: 49.89,
        longitude: 2.29,
      }),
    ).toEqual([]);
  });

  it('refuses a blank last name with the spec code, a blank first name as required', () => {
    expect(codes({ lastName: '   ', firstName: '' })).toEqual([
      'lastName:last_name_or_email_empty',
      'firstName:required-field',
    ]);
  });

  it('leaves absent fields alone and clears blank optional ones without refusing', () => {
    expect(codes({})).toEqual([]);
    expect(codes({ phone: '', secondaryEmail: null, birthdate: null })).toEqual([]);
  });

  it('refuses an invalid secondary email', () => {
    expect(codes({ secondaryEmail: 'camille@' })).toEqual(['secondaryEmail:invalid-email']);
    expect(codes({ secondaryEmail: 'camille.example.org' })).toEqual(['secondaryEmail:invalid-email']);
  });

  it('bounds every text', () => {
    expect(codes({ firstName: 'a'.repeat(PROFILE_NAME_MAX) })).toEqual([]);
    expect(codes({ firstName: 'a'.repeat(PROFILE_NAME_MAX + 1) })).toEqual(['firstName:value-out-of-range']);
    expect(codes({ city: 'c'.repeat(101) })).toEqual(['city:value-out-of-range']);
  });

  it('wants both coordinates or none, in range', () => {
    expect(codes({ latitude: null, longitude: null })).toEqual([]);
    expect(codes({ latitude: 48.8 })).toEqual(['latitude:value-out-of-range']);
    expect(codes({ latitude: 91, longitude: 2 })).toEqual(['latitude:value-out-of-range']);
  });
});

describe('birth date', () => {
  it('is a past day making the assistant 16 to 100 years old, birthdays included', () => {
    expect(isSensibleBirthdate('2010-11-25', today)).toBe(true);
    expect(isSensibleBirthdate('2010-11-26', today)).toBe(false);
    expect(isSensibleBirthdate('1926-11-25', today)).toBe(true);
    expect(isSensibleBirthdate('1926-11-24', today)).toBe(false);
    expect(isSensibleBirthdate(today, today)).toBe(false);
    expect(isSensibleBirthdate('2030-01-01', today)).toBe(false);
    expect(isSensibleBirthdate('1990-02-30', today)).toBe(false);
    expect(codes({ birthdate: '2026-12-01' })).toEqual(['birthdate:birthdate_not_sensible']);
  });

  it('handles a 29 February today', () => {
    expect(isSensibleBirthdate('2012-02-28', '2028-02-29')).toBe(true);
    expect(isSensibleBirthdate('2012-02-29', '2028-02-29')).toBe(false);
  });
});

describe('phone', () => {
  it('takes digits with separators and a leading +, 6 to 15 digits', () => {
    expect(isValidPhone('06 12 34 56 78')).toBe(true);
    expect(isValidPhone('+33 (0)6.12.34.56.78')).toBe(true);
    expect(isValidPhone('123456')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('1234567890123456')).toBe(false);
    expect(isValidPhone('06 12 AB 56 78')).toBe(false);
    expect(isValidPhone('33+6 12 34 56 78')).toBe(false);
    expect(codes({ phone: 'call me' })).toEqual(['phone:invalid_phone']);
  });
});

describe('email change', () => {
  it('wants a new, valid address', () => {
    expect(emailChangeErrors(' ', 'a@relais.test')).toEqual([
      { errorCode: 'last_name_or_email_empty', field: 'newEmail' },
    ]);
    expect(emailChangeErrors('new@', 'a@relais.test')).toEqual([
      { errorCode: 'invalid-email', field: 'newEmail' },
    ]);
    expect(emailChangeErrors('A@Relais.test', 'a@relais.test')).toEqual([
      { errorCode: 'email_change_error', field: 'newEmail' },
    ]);
    expect(emailChangeErrors('new@relais.test', 'a@relais.test')).toEqual([]);
  });
});
