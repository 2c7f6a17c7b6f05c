/**
 * Money (design guide section 4, decisions "Money"): integer cents inside, euros with at most two
 * decimals in JSON. Rounding to the cent: nearest, exact halves toward zero (2.345 -> 2.34,
 * -2.345 -> -2.34).
 */
import type { ReportTotals } from '../report/report.rules';

/** `numerator / denominator` (integers, denominator > 0) rounded to an integer, halves toward zero. */
export const divideRounded = (numerator: number, denominator: number): number => {
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || denominator <= 0) {
    throw new RangeError('divideRounded takes integers and a positive denominator');
  }
  const sign = numerator < 0 ? -1 : 1;
  const n = Math.abs(numerator);
  const q = Math.floor(n / denominator);
  const r = n - q * denominator;
  // strictly more than half rounds away from zero; exactly half stays (toward zero)
  const rounded = 2 * r > denominator ? q + 1 : q;
  return rounded === 0 ? 0 : sign * rounded;
};

/**
 * Euros (a JSON number, maybe with float noise such as 0.1 + 0.2) to integer cents. The decimal
 * text is read up to the third decimal, so 2.345 is exactly 2345 thousandths, then rounded with the
 * rule above.
 */
export const eurosToCents = (euros: number): number => {
  if (!Number.isFinite(euros)) throw new RangeError('eurosToCents takes a finite number');
  const thousandths = Math.round(euros * 1000);
  return divideRounded(thousandths, 10);
};

/** Integer cents to euros (two decimals at most). */
export const centsToEuros = (cents: number): number => {
  if (!Number.isInteger(cents)) throw new RangeError('centsToEuros takes integer cents');
  return cents / 100;
};

/** The price of `minutes` at `hourlyCents` an hour, in cents. */
export const minutesAmountCents = (minutes: number, hourlyCents: number): number =>
  divideRounded(Math.round(minutes) * Math.round(hourlyCents), 60);

/** The price of `quantity` units (km) at `unitCents` each, in cents (quantity may have 2 decimals). */
export const quantityAmountCents = (quantity: number, unitCents: number): number =>
  divideRounded(Math.round(quantity * 100) * Math.round(unitCents), 100);

/** VAT (decisions: 20 % when the assistant's `tvaIncluded` is true). */
export const VAT_RATE_PERCENT = 20;
export const withVatCents = (taxFreeCents: number, tvaIncluded: boolean): number =>
  tvaIncluded ? taxFreeCents + divideRounded(taxFreeCents * VAT_RATE_PERCENT, 100) : taxFreeCents;

export type ReportRates = { standardHourlyCents: number; premiumHourlyCents: number | null; kmCents: number };
export type ReportAmount = {
  hoursCents: number;
  premiumHoursCents: number;
  kmCents: number;
  expensesCents: number;
  totalCents: number;
};
/** What one report is worth, from its totals and the rates it names (all in cents). */
export const reportAmountCents = (t: ReportTotals, rates: ReportRates): ReportAmount => {
  const hoursCents = minutesAmountCents(t.taskMinutes + t.extraHoursMinutes, rates.standardHourlyCents);
  const premiumHoursCents = minutesAmountCents(
    t.premiumMinutes + t.extraPremiumMinutes,
    rates.premiumHourlyCents ?? rates.standardHourlyCents,
  );
  const kmCents = quantityAmountCents(t.km, rates.kmCents);
  const totalCents = hoursCents + premiumHoursCents + kmCents + t.expensesCents;
  return { hoursCents, premiumHoursCents, kmCents, expensesCents: t.expensesCents, totalCents };
};
