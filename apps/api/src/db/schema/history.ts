import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { HistoryDetails, HistoryEventType, HistoryObjectType } from '@relais/domain';
import { idColumn, tstz } from './common';
import { userRef } from './users';

/** The assistant's activity history (GET /assistants/{id}/logs), one line per thing that happened. */
export const history = pgTable(
  'history',
  {
    id: idColumn(),
    assistantId: userRef('assistant_id'),
    at: tstz('at').notNull(),
    objectType: text('object_type').$type<HistoryObjectType>().notNull(),
    eventType: text('event_type').$type<HistoryEventType>().notNull(),
    objectId: text('object_id'),
    label: text('label').notNull(),
    /** The line's facts (day, dates, client, month...), written as a sentence by the app; null on older lines. */
    details: jsonb('details').$type<HistoryDetails>(),
    /** `historySearchKey` of the label and the details' names: what the search matches (accents and case ignored). */
    searchKey: text('search_key').notNull(),
    /** The staff member who made the change in a support session (helpdesk link); null when the assistant did. */
    actorId: text('actor_id'),
  },
  (t) => [index('history_assistant_at_idx').on(t.assistantId, t.at)],
);
export type HistoryRow = typeof history.$inferSelect;
