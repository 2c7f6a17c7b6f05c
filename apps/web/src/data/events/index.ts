/** Shared intervention data (calls, queries, cache helpers) used by the interventions and reports features. */
export {
  eventKey,
  eventsKey,
  eventsRangeKey,
  patchCachedEvent,
  refreshEvents,
  useEvent,
  useEvents,
} from './events-query';
