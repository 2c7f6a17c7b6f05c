import { sql } from 'drizzle-orm';
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
    // trigrams of the search key: a search anywhere in 20,000 messages (the team inbox) without a scan
    index('messages_search_key_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
  ],
);
export type MessageRow = typeof messages.$inferSelect;

/**
 * The team inbox's state of a conversation (issue 29): one conversation per assistant with the
 * provider's team (every sent message between her and a staff member), so the row is keyed by her.
 * `assignee_id` is the staff member who answers it (none: unassigned); `done_at` is when staff marked
 * it done: it reads done while no message of hers came after (a new message of hers reopens it).
 * No row: open and unassigned. `last_at`, `last_in_at` (hers), `last_message_id` and `unread` (a
 * message of hers the team has not read) summarise the conversation's messages for the inbox list:
 * the trigger `staff_conversation_refresh` (migration 0028) recomputes them on every write to
 * `messages`, whoever writes (the app, the seed, an import), so they never drift from the messages.
 */
export const staffConversations = pgTable(
  'staff_conversations',
  {
    assistantId: text('assistant_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    doneAt: tstz('done_at'),
    lastAt: tstz('last_at'),
    lastInAt: tstz('last_in_at'),
    lastMessageId: text('last_message_id'),
    unread: boolean('unread').notNull().default(false),
    /**
     * Her conversation's messages' search keys, one a line (migration 0033's trigger keeps it): the
     * inbox's search reads one row per conversation, not every message.
     */
    searchDoc: text('search_doc'),
    ...timestamps,
  },
  (t) => [
    index('staff_conversations_assignee_idx').on(t.assigneeId),
    index('staff_conversations_last_idx').on(t.lastAt.desc(), t.assistantId),
    index('staff_conversations_search_trgm_idx').using('gin', sql`${t.searchDoc} gin_trgm_ops`),
  ],
);
