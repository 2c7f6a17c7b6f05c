import type { InterventionEvent } from '@relais/domain/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { isOutboxItemId, useUserId } from '../../offline';
import { routeTable } from '@relais/contract/routes';

/**
 * Query keys of the interventions. Every list is under `['events', userId, ...]` and one
 * intervention under `['event', userId, eventId]`, so a change can patch or refresh them all.
 */
export const eventsKey = (userId: string | undefined) => ['events', userId] as const;
export const eventsRangeKey = (userId: string | undefined, start: string, end: string) =>
  ['events', userId, start, end] as const;
export const eventKey = (userId: string | undefined, eventId: string | undefined) =>
  ['event', userId, eventId] as const;

/** GET /assistants/{id}/events between two dates (`YYYY-MM-DD`, inclusive), by start: the options. */
export const eventsQuery = (userId: string | undefined, start: string, end: string) =>
  queryOptions<InterventionEvent[]>({
    queryKey: eventsRangeKey(userId, start, end),
    queryFn: () =>
      call(routeTable.listEvents, { params: { id: userId ?? '' }, query: { start, end, sort: 'asc' } }),
    enabled: Boolean(userId),
    staleTime: 30_000,
  });

/** GET /assistants/{id}/events between two dates (`YYYY-MM-DD`, inclusive), by start. */
export const useEvents = (start: string, end: string) => useQuery(eventsQuery(useUserId(), start, end));

/** GET /assistants/{id}/visits/{visitId}: one visit or remote work (a pending id is not fetched). */
export const useEvent = (eventId: string | undefined) => {
  const userId = useUserId();
  return useQuery<InterventionEvent>({
    queryKey: eventKey(userId, eventId),
    queryFn: () => call(routeTable.getVisit, { params: { id: userId ?? '', visitId: eventId ?? '' } }),
    enabled: Boolean(userId && eventId && !isOutboxItemId(eventId)),
    staleTime: 30_000,
  });
};
