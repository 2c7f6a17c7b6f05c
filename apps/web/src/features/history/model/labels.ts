import type { HistoryObjectType, LogEntry } from '@relais/domain/rules';

const EVENT_OBJECTS: ReadonlySet<HistoryObjectType> = new Set(['VISIT', 'REMOTE_WORK', 'REPORT']);

/**
 * Where a line leads when its object still exists (the server sends `objectId` null otherwise):
 * an intervention (or its report) to `/home/{id}`, an absence to `/absence/edit/{id}`.
 */
export const objectLink = (entry: Pick<LogEntry, 'objectType' | 'objectId' | 'eventType'>): string | null => {
  if (!entry.objectId || entry.eventType === 'DELETED') return null;
  const id = encodeURIComponent(entry.objectId);
  if (EVENT_OBJECTS.has(entry.objectType)) return `/home/${id}`;
  if (entry.objectType === 'ABSENCE') return `/absence/edit/${id}`;
  return null;
};
