import { businessDate, type InterventionEvent } from '@relais/domain/rules';

/** By start, then id (a stable order). */
export const sortEvents = (events: readonly InterventionEvent[]): InterventionEvent[] =>
  [...events].sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate) || a.id.localeCompare(b.id));

/** A list's range `[start, end]` (dates, inclusive) from its query key `['events', userId, start, end]`. */
export type Range = { start: string; end: string } | null;
export const rangeOfKey = (key: readonly unknown[]): Range => {
  const [, , start, end] = key;
  return typeof start === 'string' && typeof end === 'string' ? { start, end } : null;
};
export const inRange = (event: Pick<InterventionEvent, 'startDate'>, range: Range): boolean => {
  if (!range) return true;
  const day = businessDate(new Date(event.startDate));
  return day >= range.start && day <= range.end;
};

/** Adds (or puts back) events in a list: the ones of its range, each once (idempotent). */
export const withPlaced = (
  list: readonly InterventionEvent[],
  events: readonly InterventionEvent[],
  range: Range,
): InterventionEvent[] => {
  const ids = new Set(events.map((e) => e.id));
  const kept = list.filter((e) => !ids.has(e.id));
  return sortEvents([...kept, ...events.filter((e) => inRange(e, range))]);
};

/** Takes events out of a list by id. */
export const withRemoved = (
  list: readonly InterventionEvent[],
  ids: readonly string[],
): InterventionEvent[] => {
  const gone = new Set(ids);
  return list.filter((e) => !gone.has(e.id));
};
