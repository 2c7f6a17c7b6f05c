/**
 * The realistic range of every date the API takes (visits, reports, absences, availability, invoices,
 * queries with dates): no freelance assistant plans or reports anything outside it, and inside it
 * every date sum (a recurrence a year on, a month after the last) stays a four-digit year.
 */
export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2099-12-31';
/** A birth date: the oldest a living person can be, up to the range's end. */
export const BIRTHDATE_MIN = '1900-01-01';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `YYYY-MM-DD` between `min` and `max` (both included). */
export const dateInRange = (date: string, min: string = DATE_MIN, max: string = DATE_MAX): boolean =>
  DATE.test(date) && date >= min && date <= max;

/** `YYYY-MM` whose first day is in the range. */
export const monthInRange = (month: string): boolean => MONTH.test(month) && dateInRange(`${month}-01`);

const FIRST_INSTANT = Date.parse(`${DATE_MIN}T00:00:00Z`);
const END_INSTANT = Date.parse(`${DATE_MAX}T23:59:59.999Z`);

/** An instant (ms since 1970) between the range's first and last day, in UTC. */
export const instantMsInRange = (ms: number): boolean =>
  Number.isFinite(ms) && ms >= FIRST_INSTANT && ms <= END_INSTANT;

/** An instant (ISO text with its offset) between the range's first and last day, in UTC. */
export const instantInRange = (iso: string): boolean => instantMsInRange(Date.parse(iso));

/** A calendar date (YYYY-MM-DD) moved by `days` days (negative goes back). */
export const addDays = (date: string, days: number): string => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
