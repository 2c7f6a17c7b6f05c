import type { HistoryEventType, HistoryObjectType, LogEntry } from '@relais/domain/rules';
import { t } from '../../../lib/i18n';

export const objectTypeText = (type: HistoryObjectType): string => t(`history.objectTypes.${type}`);
export const eventTypeText = (type: HistoryEventType): string => t(`history.eventTypes.${type}`);

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
