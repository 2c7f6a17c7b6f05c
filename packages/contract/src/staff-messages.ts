import { z } from 'zod';
import {
  MESSAGE_CONTENT_MAX,
  MESSAGE_FILES_MAX,
  MESSAGE_SUBJECT_MAX,
  fileSchema,
  messageSchema,
  type ErrorCode,
} from '@relais/domain';
import { defineRoute, emptyResponse, signedInErrors } from './route';
import { routeTable } from './routes';

/*
 * The provider console's team inbox (issue 29). A conversation is one assistant's exchange with the
 * provider's team (every sent message between her and a staff member, both ways): its id is hers.
 * Staff assign it (last write wins) and mark it done; a new message of hers reopens it.
 */

const who = z.object({ id: z.string(), name: z.string() });

export const STAFF_INBOX_BOXES = ['unread', 'mine', 'unassigned', 'all'] as const;
export type StaffInboxBox = (typeof STAFF_INBOX_BOXES)[number];
export const STAFF_CONVERSATION_STATES = ['open', 'done'] as const;
export type StaffConversationState = (typeof STAFF_CONVERSATION_STATES)[number];

/** GET /staff/messages: the box, a search in subjects and bodies, paging (0-based, size 1..100, 25). */
export const staffInboxQuerySchema = z.object({
  box: z.enum(STAFF_INBOX_BOXES).default('all'),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffInboxQuery = z.infer<typeof staffInboxQuerySchema>;

/** A conversation as the inbox lists it: its last message, who answers it, its state. */
export const staffConversationItemSchema = z.object({
  id: z.string(),
  assistant: who,
  subject: z.string(),
  /** The start of the last message as plain text. */
  excerpt: z.string(),
  lastAt: z.iso.datetime({ offset: true }),
  /** Whether the last message is hers (waiting for the team) rather than the team's. */
  lastFromAssistant: z.boolean(),
  assignee: who.nullable(),
  state: z.enum(STAFF_CONVERSATION_STATES),
  /** A message of hers not read by the team yet. */
  unread: z.boolean(),
});
export type StaffConversationItem = z.infer<typeof staffConversationItemSchema>;

export const staffInboxPageSchema = z.object({
  items: z.array(staffConversationItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type StaffInboxPage = z.infer<typeof staffInboxPageSchema>;

/** One conversation: its line, the thread oldest first, and the team one may assign it to. */
export const staffConversationThreadSchema = z.object({
  conversation: staffConversationItemSchema,
  messages: z.array(messageSchema),
  team: z.array(who),
});
export type StaffConversationThread = z.infer<typeof staffConversationThreadSchema>;

/**
 * A reply: rich text (sanitised like every message); the subject defaults to 'Re: ' her last one.
 * `fileIds`: the calling member's pending uploads for this conversation (POST .../files), attached in
 * this order (at most MESSAGE_FILES_MAX, as her compose).
 */
export const staffInboxReplySchema = z.object({
  subject: z.string().trim().min(1).max(MESSAGE_SUBJECT_MAX, 'value-out-of-range').optional(),
  content: z.string().min(1).max(MESSAGE_CONTENT_MAX, 'value-out-of-range'),
  fileIds: z.array(z.string().min(1).max(100)).max(MESSAGE_FILES_MAX, 'value-out-of-range').optional(),
});
export type StaffInboxReply = z.infer<typeof staffInboxReplySchema>;

export const staffAssigneeBodySchema = z.object({ assigneeId: z.string().min(1).max(100).nullable() });
export const staffConversationStateBodySchema = z.object({ state: z.enum(STAFF_CONVERSATION_STATES) });

const conversationParams = z.object({ conversationId: z.string().min(1).max(100) });
const writeErrors = [
  ...signedInErrors,
  'not_found',
  'validation_failed',
] as const satisfies readonly ErrorCode[];

export const listStaffInbox = defineRoute({
  ...routeTable.listStaffInbox,
  summary:
    "Staff: the team inbox: assistants' conversations with the team, newest first, by box (unread, mine, unassigned, all) and search",
  auth: 'staff',
  permission: 'support',
  query: staffInboxQuerySchema,
  response: staffInboxPageSchema,
  errors: [...signedInErrors, 'validation_failed'],
});

export const getStaffInboxConversation = defineRoute({
  ...routeTable.getStaffInboxConversation,
  summary: 'Staff: one conversation of the team inbox, the whole thread; hers count as read (audited)',
  auth: 'staff',
  permission: 'support',
  ownerExempt: 'staff only; every read is written to the audit log',
  params: conversationParams,
  response: staffConversationThreadSchema,
  errors: [...signedInErrors, 'not_found'],
});

export const replyStaffInboxConversation = defineRoute({
  ...routeTable.replyStaffInboxConversation,
  summary: 'Staff: reply to a conversation from the calling staff member (sanitised, notified, audited)',
  auth: 'staff',
  permission: 'support',
  ownerExempt: 'staff only; every message sent is written to the audit log',
  params: conversationParams,
  body: staffInboxReplySchema,
  response: messageSchema,
  errors: writeErrors,
});

export const assignStaffInboxConversation = defineRoute({
  ...routeTable.assignStaffInboxConversation,
  summary:
    'Staff: assign a conversation to a team member who answers messages, or to nobody (last write wins; audited)',
  auth: 'staff',
  permission: 'support',
  ownerExempt: 'staff only; every change is written to the audit log',
  params: conversationParams,
  body: staffAssigneeBodySchema,
  response: staffConversationItemSchema,
  errors: writeErrors,
});

export const setStaffInboxConversationState = defineRoute({
  ...routeTable.setStaffInboxConversationState,
  summary: 'Staff: mark a conversation done or open again (a new message of hers reopens it; audited)',
  auth: 'staff',
  permission: 'support',
  ownerExempt: 'staff only; every change is written to the audit log',
  params: conversationParams,
  body: staffConversationStateBodySchema,
  response: staffConversationItemSchema,
  errors: writeErrors,
});

export const getStaffInboxFileContent = defineRoute({
  ...routeTable.getStaffInboxFileContent,
  summary:
    "Staff: the bytes of an attachment of a message in a conversation of the team inbox (hers or the team's; audited)",
  auth: 'staff',
  permission: 'support',
  ownerExempt: 'staff only; every read is written to the audit log',
  params: conversationParams.extend({ fileId: z.string().min(1).max(100) }),
  raw: true,
  response: z.unknown(),
  errors: [...signedInErrors, 'not_found'],
});

const replyFileParams = conversationParams.extend({ fileId: z.string().min(1).max(100) });

export const uploadStaffReplyFile = defineRoute({
  ...routeTable.uploadStaffReplyFile,
  summary:
    "Staff: upload a file for a reply to a conversation (multipart: file; her compose's checks); pending, the calling member's, until a reply names it (audited)",
  auth: 'staff',
  permission: 'support',
  ownerExempt: 'staff only; the upload is the calling member’s and written to the audit log',
  params: conversationParams,
  multipart: true,
  response: fileSchema,
  errors: [
    ...signedInErrors,
    'not_found',
    'validation_failed',
    'required-field',
    'file_name_not_allowed',
    'image_too_big',
    'file_content_type_not_allowed',
    'file_content_invalid',
    'pdf_active_content',
    'file_too_complex',
    'file_quota_exceeded',
    'too_many_uploads',
  ],
});

export const deleteStaffReplyFile = defineRoute({
  ...routeTable.deleteStaffReplyFile,
  summary: "Staff: remove one of the calling member's pending uploads for a reply (audited)",
  auth: 'staff',
  permission: 'support',
  ownerExempt: 'staff only; only the calling member’s pending upload; written to the audit log',
  params: replyFileParams,
  response: emptyResponse,
  errors: [...signedInErrors, 'not_found'],
});

export const staffMessageRoutes = [
  listStaffInbox,
  getStaffInboxConversation,
  replyStaffInboxConversation,
  assignStaffInboxConversation,
  setStaffInboxConversationState,
  getStaffInboxFileContent,
  uploadStaffReplyFile,
  deleteStaffReplyFile,
] as const;
