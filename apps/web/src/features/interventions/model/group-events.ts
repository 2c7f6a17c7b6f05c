import { businessMonth, daysInMonth, type InterventionEvent } from '@relais/domain/rules';
import { businessDay, endOf } from './event-time';

export type DayGroup<E> = { day: string; events: E[] };

/** The home list's range: the first day of the current month to the last day of the next one. */
export const homeRange = (now: Date): { start: string; end: string } => {
  const next = businessMonth(now, 1);
  return {
    start: `${businessMonth(now, 0)}-01`,
    end: `${next}-${String(daysInMonth(next)).padStart(2, '0')}`,
  };
};

const byDay = <E extends Pick<InterventionEvent, 'startDate'>>(events: readonly E[]): DayGroup<E>[] => {
  const groups: DayGroup<E>[] = [];
  for (const e of events) {
    const day = businessDay(e.startDate);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.events.push(e);
    else groups.push({ day, events: [e] });
  }
  return groups;
};

/**
 * Upcoming first (not ended yet, soonest first), then the recent ones (latest first), each grouped by
 * day (business zone).
 */
export const groupEvents = <E extends Pick<InterventionEvent, 'id' | 'startDate' | 'duration'>>(
  events: readonly E[],
  now: Date,
): { upcoming: DayGroup<E>[]; recent: DayGroup<E>[] } => {
  const sorted = [...events].sort(
    (a, b) => Date.parse(a.startDate) - Date.parse(b.startDate) || a.id.localeCompare(b.id),
  );
  const t = now.getTime();
  return {
    upcoming: byDay(sorted.filter((e) => endOf(e) > t)),
    recent: byDay(sorted.filter((e) => endOf(e) <= t).reverse()),
  };
};
