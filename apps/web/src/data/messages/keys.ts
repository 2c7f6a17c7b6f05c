import type { MessageType } from '@relais/domain/rules';
import type { ListSort } from '../../lib/use-list-search';

/**
 * Query keys of messaging. Everything is under `['messages', ...]`, so one invalidation refreshes
 * the badge, every list and every message. A list key holds its search and sort, so each search has
 * its own cached pages (read offline as they were last seen).
 */
export const messageKeys = {
  all: ['messages'] as const,
  newest: (userId: string | undefined) => ['messages', 'newest', userId] as const,
  lists: (userId: string | undefined) => ['messages', 'list', userId] as const,
  list: (userId: string | undefined, type: MessageType, search: string, sort: ListSort) =>
    ['messages', 'list', userId, type, search, sort] as const,
  detail: (userId: string | undefined, messageId: string | undefined) =>
    ['messages', 'one', userId, messageId] as const,
  recipients: (userId: string | undefined) => ['messages', 'recipients', userId] as const,
};
