import type { FieldError } from '../errors/error.schema';
import { EMAIL_PATTERN } from '../auth/sign-in.rules';

/** Bounds of the profile fields (decisions "Account"): what a form and the API accept. */
export const PROFILE_NAME_MAX = 100;
export const PROFILE_ADDRESS_MAX = 200;
export const PROFILE_ZIP_MAX = 20;
export const PROFILE_CITY_MAX = 100;
export const PROFILE_COUNTRY_MAX = 100;
export const PROFILE_PHONE_MAX = 30;
export const EMAIL_MAX = 254;
/** A birth date makes the assistant at least this old today... */
export const BIRTHDATE_MIN_AGE = 16;
/** ...and at most this old. */
export const BIRTHDATE_MAX_AGE = 100;
/** A phone number holds 6 to 15 digits (E.164 at most 15), written with spaces, dots, dashes, brackets, a leading +. */
export const PHONE_DIGITS_MIN = 6;
export const PHONE_DIGITS_MAX = 15;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const PHONE_CHARS = /^\+?[0-9 .()-]+$/;

/** An email address as sign-in accepts it (EMAIL_PATTERN), within EMAIL_MAX. */
export const isValidEmail = (email: string): boolean =>
  email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);

/** A phone number: only digits and separators (one leading +), 6 to 15 digits. */
export const isValidPhone = (phone: string): boolean => {
  const p = phone.trim();
  if (!PHONE_CHARS.test(p) || p.length > PROFILE_PHONE_MAX) return false;
  const digits = p.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX;
};

/** `date` moved back by `years` whole years (29 February becomes 28 February). */
const yearsBefore = (date: string, years: number): string => {
  const m = ISO_DATE.exec(date);
  if (!m) return date;
  const year = String(Number(m[1]) - years).padStart(4, '0');
  const day = m[2] === '02' && m[3] === '29' ? '28' : m[3];
  return `${year}-${m[2]}-${day}`;
};

/** A real calendar day written YYYY-MM-DD. */
const isCalendarDate = (date: string): boolean => {
  const m = ISO_DATE.exec(date);
  if (!m) return false;
  const d = new Date(`${date}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
};

/**
 * A sensible birth date against `today` (business zone): a real day in the past that makes the
 * assistant BIRTHDATE_MIN_AGE to BIRTHDATE_MAX_AGE years old (both birthdays included).
 */
export const isSensibleBirthdate = (birthdate: string, today: string): boolean =>
  isCalendarDate(birthdate) &&
  birthdate <= yearsBefore(today, BIRTHDATE_MIN_AGE) &&
  birthdate >= yearsBefore(today, BIRTHDATE_MAX_AGE);

/** The profile fields the rules look at; absent = not changed, null = cleared. */
export type ProfileInput = {
  firstName?: string;
  lastName?: string;
  birthdate?: string | null;
  address?: string | null;
  zipCode?: string | null;
  city?: string | null;
  country?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  phone?: string | null;
  secondaryEmail?: string | null;
};

const TEXT_BOUNDS = [
  ['firstName', PROFILE_NAME_MAX],
  ['lastName', PROFILE_NAME_MAX],
  ['address', PROFILE_ADDRESS_MAX],
  ['zipCode', PROFILE_ZIP_MAX],
  ['city', PROFILE_CITY_MAX],
  ['country', PROFILE_COUNTRY_MAX],
] as const;

/**
 * The rules of a profile update (spec 3, 5, 8), checked by the app before sending and by the API:
 * - last name blank: `last_name_or_email_empty` (the spec's 'last name or email cannot be empty');
 * - first name blank: `required-field`;
 * - a text over its bound: `value-out-of-range`;
 * - secondary email not an address: `invalid-email`;
 * - birth date not a sensible past day (16 to 100 years old): `birthdate_not_sensible`;
 * - phone not a phone number: `invalid_phone`;
 * - latitude without longitude (or out of range): `value-out-of-range` (latitude).
 * Blank optional fields are cleared, not refused.
 */
export const profileRuleErrors = (input: ProfileInput, ctx: { today: string }): FieldError[] => {
  const errors: FieldError[] = [];
  if (input.lastName !== undefined && input.lastName.trim() === '')
    errors.push({ errorCode: 'last_name_or_email_empty', field: 'lastName' });
  if (input.firstName !== undefined && input.firstName.trim() === '')
    errors.push({ errorCode: 'required-field', field: 'firstName' });
  for (const [field, max] of TEXT_BOUNDS) {
    const value = input[field];
    if (typeof value === 'string' && value.trim().length > max)
      errors.push({ errorCode: 'value-out-of-range', field });
  }
  const email = input.secondaryEmail?.trim();
  if (email && !isValidEmail(email)) errors.push({ errorCode: 'invalid-email', field: 'secondaryEmail' });
  if (input.birthdate && !isSensibleBirthdate(input.birthdate, ctx.today))
    errors.push({ errorCode: 'birthdate_not_sensible', field: 'birthdate' });
  const phone = input.phone?.trim();
  if (phone && !isValidPhone(phone)) errors.push({ errorCode: 'invalid_phone', field: 'phone' });
  if (input.latitude !== undefined || input.longitude !== undefined) {
    const lat = input.latitude ?? null;
    const lon = input.longitude ?? null;
    const ok =
      (lat === null && lon === null) ||
      (lat !== null && lon !== null && Math.abs(lat) <= 90 && Math.abs(lon) <= 180);
    if (!ok) errors.push({ errorCode: 'value-out-of-range', field: 'latitude' });
  }
  return errors;
};

/**
 * The rules of a login email change request: not blank (`last_name_or_email_empty`), an address
 * (`invalid-email`), not the current login (`email_change_error`).
 */
export const emailChangeErrors = (newEmail: string, currentLogin: string): FieldError[] => {
  const email = newEmail.trim();
  if (email === '') return [{ errorCode: 'last_name_or_email_empty', field: 'newEmail' }];
  if (!isValidEmail(email)) return [{ errorCode: 'invalid-email', field: 'newEmail' }];
  if (email.toLowerCase() === currentLogin.toLowerCase())
    return [{ errorCode: 'email_change_error', field: 'newEmail' }];
  return [];
};

/** The address lookup asks the geocoder from this many characters (shorter: no suggestion). */
export const ADDRESS_LOOKUP_MIN = 3;

/** A login email change link lives this long (decisions: links 3 hours). */
export const EMAIL_CHANGE_TTL_HOURS = 3;

/** The link mailed to the OLD address at a login email change cancels it this many days. */
export const EMAIL_CHANGE_CANCEL_DAYS = 7;
