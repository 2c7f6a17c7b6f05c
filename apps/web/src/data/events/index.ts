/** Shared intervention data (queries, cache updates, links) used by the interventions, reports and missions features. */
export { eventKey, eventsQuery, eventsRangeKey, useEvent, useEvents } from './events-query';
export { cachedEvent, patchCachedEvent, refreshEvents, setSingle, updateLists } from './events-cache';
export { withPlaced, withRemoved, type Range } from './event-lists';
export { interventionLink, isLocked, reportViewPath, visitEditPath } from './event-links';
