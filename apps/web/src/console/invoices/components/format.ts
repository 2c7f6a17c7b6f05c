import { formatDate, formatMoney } from '../../../lib/format';

/** Euros of the API (two decimals at most) as the app writes money. */
export const euros = (amount: number): string => formatMoney(Math.round(amount * 100));

/** A difference with its sign ("+12,00 €", "−3,50 €"), or the amount itself when nil. */
export const signedEuros = (amount: number): string => {
  const cents = Math.round(amount * 100);
  if (cents === 0) return formatMoney(0);
  return `${cents > 0 ? '+' : '−'}${formatMoney(Math.abs(cents))}`;
};

/** Whether the invoice and the pro-forma differ (any of the three totals, to the cent). */
export const differs = (d: { taxFree: number; vat: number; withTax: number }): boolean =>
  [d.taxFree, d.vat, d.withTax].some((x) => Math.round(x * 100) !== 0);

/** A `YYYY-MM` month as words ('octobre 2026'). */
export const monthName = (month: string): string => formatDate(`${month}-01T12:00:00`, 'LLLL yyyy');

/** A calendar date `YYYY-MM-DD` as the language writes it. */
export const dayName = (date: string): string => formatDate(`${date}T12:00:00`);
