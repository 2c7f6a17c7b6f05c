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

/** Money from integer cents: French `1 234,50 €`, English `€1,234.50`; '-' when missing. */
export const formatMoney = (cents: number | null | undefined): string => {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '-';
  const locale = getLanguage() === 'fr' ? 'fr-FR' : 'en-GB';
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
};
