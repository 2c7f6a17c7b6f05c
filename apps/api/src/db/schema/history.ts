import { index, pgTable, text } from 'drizzle-orm/pg-core';
import type { HistoryEventType, HistoryObjectType } from '@relais/domain';
import { tstz } from './common';
import { users } from './users';

/** The assistant's activity history (GET /assistants/{id}/logs), one line per thing that happened. */
export const history = pgTable(
  'history',
  {
    id: text('id').primaryKey(),
    assistantId: text('assistant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: tstz('at').notNull(),
    objectType: text('object_type').$type<HistoryObjectType>().notNull(),
    eventType: text('event_type').$type<HistoryEventType>().notNull(),
    objectId: text('object_id'),
    label: text('label').notNull(),
    /** `historySearchKey(label)`: what the search matches (accent- and case-insensitive). */
    searchKey: text('search_key').notNull(),
  },
  (t) => [index('history_assistant_at_idx').on(t.assistantId, t.at)],
);
export type HistoryRow = typeof history.$inferSelect;
