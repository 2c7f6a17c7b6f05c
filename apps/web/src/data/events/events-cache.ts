import type { InterventionEvent } from '@relais/domain/rules';
import type { QueryClient } from '@tanstack/react-query';
import { rangeOfKey, type Range } from './event-lists';
import { eventKey, eventsKey } from './events-query';

/** Rewrites every cached list of the user (`['events', userId, start, end]`), knowing its range. */
export const updateLists = (
  qc: QueryClient,
  userId: string,
  change: (list: InterventionEvent[], range: Range) => InterventionEvent[],
): void => {
  for (const [key, list] of qc.getQueriesData<InterventionEvent[]>({ queryKey: eventsKey(userId) })) {
    if (list) qc.setQueryData<InterventionEvent[]>(key, change(list, rangeOfKey(key)));
  }
};

/** The copy of one intervention the cache holds (its own query first, then any list). */
export const cachedEvent = (
  qc: QueryClient,
  userId: string,
  eventId: string,
): InterventionEvent | undefined => {
  const single = qc.getQueryData<InterventionEvent>(eventKey(userId, eventId));
  if (single) return single;
  for (const [, list] of qc.getQueriesData<InterventionEvent[]>({ queryKey: eventsKey(userId) })) {
    const found = list?.find((e) => e.id === eventId);
    if (found) return found;
  }
  return undefined;
};

/** Patches (or removes, with null) the intervention's own cached copy. */
export const setSingle = (
  qc: QueryClient,
  userId: string,
  eventId: string,
  change: (e: InterventionEvent) => InterventionEvent | null,
): void => {
  const current = qc.getQueryData<InterventionEvent>(eventKey(userId, eventId));
  if (!current) return;
  const next = change(current);
  if (next) qc.setQueryData(eventKey(userId, eventId), next);
  else qc.removeQueries({ queryKey: eventKey(userId, eventId), exact: true });
};

/** Applies `change` to one intervention wherever it is cached (lists and single). */
export const patchCachedEvent = (
  qc: QueryClient,
  userId: string,
  eventId: string,
  change: (event: InterventionEvent) => InterventionEvent,
): void => {
  qc.setQueriesData<InterventionEvent[]>({ queryKey: eventsKey(userId) }, (list) =>
    list?.map((e) => (e.id === eventId ? change(e) : e)),
  );
  qc.setQueryData<InterventionEvent>(eventKey(userId, eventId), (e) => (e ? change(e) : e));
};

/** Reads every list and the single intervention again (after the server acknowledged a change). */
export const refreshEvents = (qc: QueryClient, userId: string, eventId?: string): void => {
  void qc.invalidateQueries({ queryKey: eventsKey(userId) });
  if (eventId) void qc.invalidateQueries({ queryKey: eventKey(userId, eventId) });
};
