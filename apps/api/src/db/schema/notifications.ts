import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '@relais/domain';
import { idColumn, tstz } from './common';
import { userRef } from './users';

/**
 * The assistant's notifications (issue 27, the notifications module): a decision of the team written
 * in the same transaction as the decision. `params` holds the facts of the text and of the item it
 * opens (`NotificationParams` of its kind); the app writes the sentence. `read_at` null: unread.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    userId: userRef('user_id'),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** The id of the item it opens (event, folder file type, invoice, message): for lookups and tests. */
    targetId: text('target_id').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    createdAt: tstz('created_at').notNull(),
    readAt: tstz('read_at'),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);
export type NotificationRow = typeof notifications.$inferSelect;
