import { businessDate, type InterventionEvent } from '@relais/domain/rules';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** At most this many days are looked up for a warning (a longer absence is checked on its first year). */
const MAX_DAYS = 366;

/** The dates to look interventions up for, or null while the two dates are not a valid range. */
export const coveredRange = (start: string, end: string): { start: string; end: string } | null => {
  if (!ISO_DATE.test(start) || !ISO_DATE.test(end) || end < start) return null;
  const from = Date.parse(`${start}T12:00:00Z`);
  const to = Date.parse(`${end}T12:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to)) return null;
  if ((to - from) / 86_400_000 <= MAX_DAYS) return { start, end };
  return { start, end: new Date(from + MAX_DAYS * 86_400_000).toISOString().slice(0, 10) };
};

/**
 * The planned interventions (still SCHEDULED) an absence from `start` to `end` (inclusive business
 * dates) covers, by start: the form names them before saving (a warning, not a refusal).
 */
export const coveredInterventions = (
  events: readonly InterventionEvent[],
  start: string,
  end: string,
): InterventionEvent[] =>
  events
    .filter((e) => e.status === 'SCHEDULED')
    .filter((e) => {
      const day = businessDate(new Date(e.startDate));
      return day >= start && day <= end;
    })
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
