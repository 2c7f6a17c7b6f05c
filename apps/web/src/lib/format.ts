import { inBusinessZone } from '@relais/domain/rules';
import { format, longFormatters } from 'date-fns/format';
import { enGB } from 'date-fns/locale/en-GB';
import { fr } from 'date-fns/locale/fr';
import { getLanguage } from './i18n';

/** Dates in the user's language; both locales start the week on Monday. */
export const dateLocale = () => (getLanguage() === 'fr' ? fr : enGB);
export const WEEK_STARTS_ON = 1 as const;

/** Quoted text, a run of one letter, or any other character (date-fns' own tokenising). */
const TOKENS = /''|'(?:''|[^'])*(?:'|$)|([A-Za-z])\1*|./g;
/** Quoted text, a localised date and/or time (`PP`, `p`, `PPp`), or any other character. */
const LONG_TOKENS = /''|'(?:''|[^'])*(?:'|$)|P+p*|p+|./g;

/**
 * French writes the first day of a month as an ordinal ('1er févr.', 'lundi 1er juin') and the
 * others as plain numbers: on the 1st, the pattern's day-of-month `d` (also inside the localised
 * `P` formats, expanded first) becomes `do`, which date-fns' French locale writes '1er'.
 */
export const frenchDayPattern = (pattern: string, day: number): string => {
  if (day !== 1) return pattern;
  const expanded = pattern.replace(LONG_TOKENS, (token) => {
    const expand = token[0] === 'P' || token[0] === 'p' ? longFormatters[token[0]] : undefined;
    return expand ? expand(token, fr.formatLong) : token;
  });
  return expanded.replace(TOKENS, (token) => (token === 'd' ? 'do' : token));
};

/** An instant written with its zone (`…T09:30:00Z`, `…T09:30:00.000+02:00`): a moment, not a wall clock. */
const INSTANT = /T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * A date or time as the user reads it. An instant string (with its zone, as the API sends them) is
 * shown in the business zone (Europe/Paris), whatever the phone's zone: the same hour as the forms
 * type (decisions "Language and formatting"). A Date, or a string without zone (`2026-11-20T12:00:00`),
 * is a wall clock already (from `inBusinessZone`, or a calendar date at noon) and is written as is.
 */
export const formatDate = (date: Date | string, pattern = 'PP'): string => {
  const d = typeof date === 'string' ? (INSTANT.test(date) ? inBusinessZone(date) : new Date(date)) : date;
  if (Number.isNaN(d.getTime())) return '-';
  const shown = getLanguage() === 'fr' ? frenchDayPattern(pattern, d.getDate()) : pattern;
  return format(d, shown, { locale: dateLocale(), weekStartsOn: WEEK_STARTS_ON });
};

/**
 * A plain number as the language writes it, without grouping (what a form field shows back):
 * French `15,2`, English `15.2`; at most `maxDigits` decimals, '' when missing.
 */
export const formatDecimal = (value: number | null | undefined, maxDigits = 2): string => {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const scale = 10 ** maxDigits;
  const text = String(Math.round(value * scale) / scale);
  return getLanguage() === 'fr' ? text.replace('.', ',') : text;
};

/** What the user typed, in either language: '12,50', '12.50' or '1 234,5'; '' -> null; not a number -> NaN. */
export const parseDecimal = (text: string): number | null => {
  const s = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!s) return null;
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
};

const group = (digits: string, separator: string): string =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/**
 * Money from integer cents: French `1 234,50 €`, English `€1,234.50`; '-' when missing. Written by
 * hand, character for character what Intl gives (`format.test.ts` checks it), because the first
 * Intl.NumberFormat of a page loads locale data in a long task on a phone.
 */
export const formatMoney = (cents: number | null | undefined): string => {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '-';
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const euros = String(Math.floor(abs / 100));
  const rest = String(abs % 100).padStart(2, '0');
  return getLanguage() === 'fr'
    ? `${sign}${group(euros, '\u202f')},${rest}\u00a0€`
    : `${sign}€${group(euros, ',')}.${rest}`;
};
