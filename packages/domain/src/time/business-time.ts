/** Business time zone: every day-based rule is evaluated here (design guide section 4). */
export const BUSINESS_TIME_ZONE = 'Europe/Paris';

/** A clock injected on both sides so tests can put the app and the server on any date. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };
export const fixedClock = (iso: string): Clock => ({ now: () => new Date(iso) });

/** Wall-clock fields of an instant in a zone. */
export type WallClock = {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
  ms: number;
};

const HOUR = 3_600_000;

/** Midnight UTC of the last Sunday of `month0` (0-based) of `year`. */
const lastSundayUtc = (year: number, month0: number): number => {
  const last = Date.UTC(year, month0 + 1, 0);
  return last - new Date(last).getUTCDay() * 86_400_000;
};

/**
 * Europe/Paris without Intl: since 1996 (EU rule), UTC+2 from the last Sunday of March 01:00 UTC to
 * the last Sunday of October 01:00 UTC, else UTC+1. The first Intl time-zone use costs a long task
 * on a phone (it loads the zone data), and this zone is read on every screen.
 */
const parisOffsetMinutes = (ms: number): number | null => {
  const year = new Date(ms).getUTCFullYear();
  if (year < 1996) return null;
  const summer = ms >= lastSundayUtc(year, 2) + HOUR && ms < lastSundayUtc(year, 9) + HOUR;
  return summer ? 120 : 60;
};

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Any zone, through Intl (the formatter is made once per zone). */
export const intlOffsetMinutes = (zone: string, ms: number): number => {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  const parts: Record<string, number> = {};
  for (const p of f.formatToParts(new Date(ms))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
};

/** Minutes east of UTC of `zone` at the instant `ms`. */
export const zoneOffsetMinutes = (zone: string, ms: number): number => {
  if (zone === 'UTC') return 0;
  if (zone === 'Europe/Paris') return parisOffsetMinutes(ms) ?? intlOffsetMinutes(zone, ms);
  return intlOffsetMinutes(zone, ms);
};

const instantOf = (date: Date | string): number =>
  typeof date === 'string' ? new Date(date).getTime() : date.getTime();

/** The wall-clock fields of an instant in the business zone. */
export const wallClockOf = (date: Date | string, zone: string = BUSINESS_TIME_ZONE): WallClock => {
  const ms = instantOf(date);
  const shifted = new Date(ms + zoneOffsetMinutes(zone, ms) * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
    seconds: shifted.getUTCSeconds(),
    ms: shifted.getUTCMilliseconds(),
  };
};

/**
 * The instant's business-zone wall clock as a Date of the runtime's own zone, for reading its
 * fields (getFullYear .. getMinutes) and formatting it with date-fns. Its getTime() is NOT the
 * instant: never compare or send it.
 */
export const inBusinessZone = (date: Date | string, zone: string = BUSINESS_TIME_ZONE): Date => {
  const w = wallClockOf(date, zone);
  return new Date(w.year, w.month - 1, w.day, w.hours, w.minutes, w.seconds, w.ms);
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of an instant in the business time zone. */
export const businessDate = (date: Date, zone: string = BUSINESS_TIME_ZONE): string => {
  const w = wallClockOf(date, zone);
  return `${w.year}-${pad2(w.month)}-${pad2(w.day)}`;
};

/** Whole days from `from` to `to` (calendar days in the business zone, may be negative). */
export const daysBetween = (from: Date, to: Date, zone: string = BUSINESS_TIME_ZONE): number => {
  const a = Date.parse(businessDate(from, zone));
  const b = Date.parse(businessDate(to, zone));
  return Math.round((b - a) / 86_400_000);
};

/**
 * The instant of a wall-clock `date` (`YYYY-MM-DD`) and `time` (`HH:mm`) in the business zone. In the
 * autumn overlap the first (summer) instant is taken; a time in the spring gap moves one hour later.
 */
export const zonedDateTime = (date: string, time: string, zone: string = BUSINESS_TIME_ZONE): Date => {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  const wall = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0, 0);
  const before = zoneOffsetMinutes(zone, wall - 12 * HOUR);
  const after = zoneOffsetMinutes(zone, wall + 12 * HOUR);
  const candidates = [...new Set([before, after])].map((off) => wall - off * 60_000);
  const exact = candidates
    .filter((ms) => ms + zoneOffsetMinutes(zone, ms) * 60_000 === wall)
    .sort((a, b) => a - b);
  return new Date(exact[0] ?? wall - before * 60_000);
};

/** `YYYY-MM` of the month `offset` months from the business month of `now`. */
export const businessMonth = (now: Date, offset = 0, zone: string = BUSINESS_TIME_ZONE): string => {
  const w = wallClockOf(now, zone);
  const total = w.year * 12 + (w.month - 1) + offset;
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
