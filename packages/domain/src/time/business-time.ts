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

/** The instant of a wall-clock `date` (`YYYY-MM-DD`) and `time` (`HH:mm`) in the business zone. */
export const zonedDateTime = (date: string, time: string, zone: string = BUSINESS_TIME_ZONE): Date => {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(new TZDate(y ?? 1970, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0, 0, zone).getTime());
};

/** `YYYY-MM` of the month `offset` months from the business month of `now`. */
export const businessMonth = (now: Date, offset = 0, zone: string = BUSINESS_TIME_ZONE): string => {
  const d = inBusinessZone(now, zone);
  const total = d.getFullYear() * 12 + d.getMonth() + offset;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
};

/** Number of days of a `YYYY-MM` month. */
export const daysInMonth = (month: string): number => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, m ?? 1, 0)).getUTCDate();
};

/** ISO day number 1 (Monday) .. 7 (Sunday) of a `YYYY-MM-DD` date. */
export const isoDayOfDate = (date: string): number => {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};
