import { format } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { fr } from 'date-fns/locale/fr';
import { getLanguage } from './i18n';

/** Dates in the user's language; both locales start the week on Monday. */
export const dateLocale = () => (getLanguage() === 'fr' ? fr : enGB);
export const WEEK_STARTS_ON = 1 as const;

export const formatDate = (date: Date | string, pattern = 'PP'): string => {
  const d = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(d.getTime()) ? '-' : format(d, pattern, { locale: dateLocale(), weekStartsOn: WEEK_STARTS_ON });
};

const group = (digits: string, separator: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

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
