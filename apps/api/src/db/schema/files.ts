import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ALLOWED_FILE_TYPES } from '@relais/domain';
import { idColumn, timestamps, tstz } from './common';
import { events } from './activity';
import { messages } from './messages';
import { userRef, users } from './users';

/** Uploaded files: bytes live in the file store under `storageKey` (random), never under their name. */
export const files = pgTable(
  'files',
  {
    id: idColumn(),
    ownerId: userRef('owner_id'),
    usage: text('usage', {
      enum: ['EXPENSE', 'INVOICE', 'MESSAGE', 'FOLDER', 'RECRUITMENT', 'CV', 'AVATAR'],
    }).notNull(),
    eventId: text('event_id').references(() => events.id, { onDelete: 'set null' }),
    expenseOrder: integer('expense_order'),
    /** An attachment: its message (a draft of the owner when uploaded) and its place 0..4 in it. */
    messageId: text('message_id').references(() => messages.id, { onDelete: 'set null' }),
    messageFileIndex: integer('message_file_index'),
    /**
     * A staff member's upload for a reply in the team inbox: the conversation (the assistant's id) it
     * was uploaded for. Pending while `message_id` is null; the reply's transaction sets the message.
     */
    conversationId: text('conversation_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name the user gave (checked: no path), shown and used in Content-Disposition. */
    name: text('name').notNull(),
    /** Sniffed from the content: application/pdf, image/jpeg or image/png. */
    type: text('type', { enum: ALLOWED_FILE_TYPES }).notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    deletedAt: tstz('deleted_at'),
    ...timestamps,
  },
  (t) => [
    index('files_owner_idx').on(t.ownerId),
    index('files_event_idx').on(t.eventId),
    index('files_message_idx').on(t.messageId),
    index('files_conversation_idx').on(t.conversationId),
  ],
);
export type FileRow = typeof files.$inferSelect;
