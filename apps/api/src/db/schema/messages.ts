import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tstz } from './common';
import { userRef, users } from './users';

/**
 * Messages between an assistant and the provider's team (issue 16, the messages module). Archiving
 * and deleting are each party's own: `sender_*` for the one who wrote it, `receiver_*` for the one it
 * went to. A draft (`draft`, `sent_at` null) may have no receiver yet. `search_key` is
 * `messageSearchKey(subject + body words)`, written on every write: the lists search it with LIKE.
 */
export const messages = pgTable(
  'messages',
  {
    id: idColumn(),
    senderId: userRef('sender_id'),
    receiverId: text('receiver_id').references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    searchKey: text('search_key').notNull().default(''),
    draft: boolean('draft').notNull().default(false),
    senderArchived: boolean('sender_archived').notNull().default(false),
    receiverArchived: boolean('receiver_archived').notNull().default(false),
    senderDeletedAt: tstz('sender_deleted_at'),
    receiverDeletedAt: tstz('receiver_deleted_at'),
    sentAt: tstz('sent_at'),
    readAt: tstz('read_at'),
    ...timestamps,
  },
  (t) => [
    index('messages_receiver_sent_idx').on(t.receiverId, t.sentAt),
    index('messages_sender_draft_updated_idx').on(t.senderId, t.draft, t.updatedAt),
    index('messages_sender_draft_sent_idx').on(t.senderId, t.draft, t.sentAt),
  ],
);
export type MessageRow = typeof messages.$inferSelect;
