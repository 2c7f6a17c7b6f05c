import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { FieldError } from '../errors/error.schema';

/*
 * The bank details' rules, alone in their module because they load `ibantools`: the app imports them
 * from `@relais/domain/bank-details` (not `@relais/domain/rules`), so the library lands in the
 * `/user/file` chunk only, never in the shell's domain chunk (apps/web/vite.config.ts keeps this
 * file out of the `domain` group).
 */

/** An IBAN as stored and compared: no spaces or dashes, upper case ("FR76 3000 ..." -> "FR763000..."). */
export const normalizeIban = (iban: string): string => electronicFormatIBAN(iban) ?? '';
/** A BIC as stored: no spaces, upper case. */
export const normalizeBic = (bic: string): string => bic.replace(/\s+/g, '').toUpperCase();

/** The IBAN's error alone (the app checks it as it is typed). */
export const ibanErrors = (iban: string): FieldError[] =>
  isValidIBAN(normalizeIban(iban)) ? [] : [{ errorCode: 'invalid_iban_or_bic', field: 'iban' }];
/** The BIC's error alone. */
export const bicErrors = (bic: string): FieldError[] =>
  isValidBIC(normalizeBic(bic)) ? [] : [{ errorCode: 'invalid_iban_or_bic', field: 'bic' }];

/**
 * Spec 5 "IBAN and BIC validity": the IBAN's country format and ISO 7064 check digits, the BIC's
 * ISO 9362 shape and country, by `ibantools`; each wrong field answers `invalid_iban_or_bic`.
 */
export const bankDetailsErrors = (input: { iban: string; bic: string }): FieldError[] => [
  ...ibanErrors(input.iban),
  ...bicErrors(input.bic),
];
