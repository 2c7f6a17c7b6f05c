import { TZDate } from '@date-fns/tz';

/** Business time zone: every day-based rule is evaluated here (design guide section 4). */
export const BUSINESS_TIME_ZONE = 'Europe/Paris';

/** A clock injected on both sides so tests can put the app and the server on any date. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };
export const fixedClock = (iso: string): Clock => ({ now: () => new Date(iso) });

/** The same instant, seen in the business time zone. */
export const inBusinessZone = (date: Date | string, zone: string = BUSINESS_TIME_ZONE): TZDate =>
  new TZDate(typeof date === 'string' ? new Date(date).getTime() : date.getTime(), zone);

/** `YYYY-MM-DD` of an instant in the business time zone. */
export const businessDate = (date: Date, zone: string = BUSINESS_TIME_ZONE): string => {
  const d = inBusinessZone(date, zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** Whole days from `from` to `to` (calendar days in the business zone, may be negative). */
export const daysBetween = (from: Date, to: Date, zone: string = BUSINESS_TIME_ZONE): number => {
  const a = Date.parse(businessDate(from, zone));
  const b = Date.parse(businessDate(to, zone));
  return Math.round((b - a) / 86_400_000);
};
