import { z } from 'zod';
import { ALLOWED_FILE_TYPES } from '../file/file.rules';
import {
  MESSAGE_ARCHIVE_ACTIONS,
  MESSAGE_ARCHIVE_IDS_MAX,
  MESSAGE_CONTENT_MAX,
  MESSAGE_PAGE_MAX,
  MESSAGE_PAGE_SIZE_DEFAULT,
  MESSAGE_PAGE_SIZE_MAX,
  MESSAGE_SEARCH_MAX,
  MESSAGE_SUBJECT_MAX,
  MESSAGE_TYPES,
} from './message.rules';

/** GET /users/{id}/messages/newest: the unread count shown on the header badge. */
export const newestMessagesSchema = z.object({ count: z.number().int().nonnegative() });
export type NewestMessages = z.infer<typeof newestMessagesSchema>;

export const messageTypeSchema = z.enum(MESSAGE_TYPES);

/** Someone a message goes to or comes from: the provider's team, or the assistant herself. */
export const messagePartySchema = z.object({ id: z.string(), name: z.string() });
export type MessageParty = z.infer<typeof messagePartySchema>;

/** GET /users/{id}/messages/recipients: whom the assistant may write to (decisions "Messaging"). */
export const messageRecipientSchema = messagePartySchema.extend({
  kind: z.enum(['TEAM', 'CUSTOMER_SUCCESS']),
});
export type MessageRecipient = z.infer<typeof messageRecipientSchema>;
export const messageRecipientsSchema = z.object({ recipients: z.array(messageRecipientSchema) });

/** An attachment: a file uploaded by POST /files with messageId and messageFileIndex. */
export const messageFileSchema = z.object({
  id: z.string(),
  index: z.number().int(),
  name: z.string(),
  type: z.enum(ALLOWED_FILE_TYPES),
  size: z.number().int(),
});
export type MessageFile = z.infer<typeof messageFileSchema>;

/**
 * One message as the caller sees it: `archived` and `read` are the caller's own (each party archives
 * for herself; `read` is the receiver's reading, always true for the sender). `sentAt` is null for a
 * draft.
 */
export const messageSchema = z.object({
  id: z.string(),
  subject: z.string(),
  content: z.string(),
  draft: z.boolean(),
  archived: z.boolean(),
  read: z.boolean(),
  sender: messagePartySchema,
  receiver: messagePartySchema.nullable(),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
  files: z.array(messageFileSchema),
});
export type Message = z.infer<typeof messageSchema>;

/** A list line: the message without its body, with the first words of it and its attachment count. */
export const messageSummarySchema = messageSchema.omit({ content: true, files: true }).extend({
  preview: z.string(),
  fileCount: z.number().int(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

/** GET /users/{id}/messages/type/{type}: one page, newest first by default (sorted by sentAt, a draft by updatedAt). */
export const messagesQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(MESSAGE_PAGE_MAX, 'value-out-of-range').default(0),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(MESSAGE_PAGE_SIZE_MAX, 'value-out-of-range')
    .default(MESSAGE_PAGE_SIZE_DEFAULT),
  search: z.string().trim().max(MESSAGE_SEARCH_MAX).optional(),
  sort: z.enum(['desc', 'asc']).default('desc'),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

export const messagePageSchema = z.object({
  content: z.array(messageSummarySchema),
  page: z.number().int(),
  size: z.number().int(),
  /**
   * Counted up to ten pages past this one (server's `PAGES_COUNTED_AHEAD`): exact below that, a lower
   * bound at it, so `page + 1 < totalPages` still says whether a next page exists.
   */
  totalElements: z.number().int(),
  totalPages: z.number().int(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/**
 * POST /users/{id}/messages and PUT /users/{id}/messages/{messageId}: a draft may be incomplete
 * (`receiverId` and `subject` empty); `draft: false` sends it (spec 4). The content is sanitised to
 * the spec's tags by the server before it is stored. `archived` is accepted for the spec's shape.
 */
export const messageBodySchema = z.object({
  receiverId: z.string().max(100).default(''),
  subject: z.string().max(MESSAGE_SUBJECT_MAX, 'value-out-of-range').default(''),
  content: z.string().max(MESSAGE_CONTENT_MAX, 'value-out-of-range').default(''),
  draft: z.boolean(),
  archived: z.boolean().optional(),
});
export type MessageBody = z.infer<typeof messageBodySchema>;

export const messageArchiveQuerySchema = z.object({ action: z.enum(MESSAGE_ARCHIVE_ACTIONS) });
export const messageArchiveBodySchema = z.object({
  ids: z.array(z.string().min(1).max(100)).min(1).max(MESSAGE_ARCHIVE_IDS_MAX, 'value-out-of-range'),
});
export const messageArchiveResultSchema = z.object({ updated: z.number().int() });

/** Staff: one assistant's messages with the provider, newest first (GET /staff/assistants/{id}/messages). */
export const staffConversationSchema = z.object({ messages: z.array(messageSchema) });
/** Staff: a reply or a new message to the assistant (POST /staff/assistants/{id}/messages). */
export const staffMessageBodySchema = z.object({
  subject: z.string().trim().min(1).max(MESSAGE_SUBJECT_MAX, 'value-out-of-range'),
  content: z.string().min(1).max(MESSAGE_CONTENT_MAX, 'value-out-of-range'),
});
