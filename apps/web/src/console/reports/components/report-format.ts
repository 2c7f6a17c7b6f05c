import { formatMoney } from '../../../lib/format';
import { ct } from '../../i18n';

/** Euros of the API (two decimals at most) as the app writes money. */
export const euros = (amount: number): string => formatMoney(Math.round(amount * 100));

/** Visit or remote work. */
export const kindOf = (remote: boolean): string => ct(remote ? 'reports.remote' : 'reports.visit');

/** Minutes as hours and minutes: "2 h 05". */
export const hoursOf = (minutes: number): string => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h} h ${String(m).padStart(2, '0')}`;
};
