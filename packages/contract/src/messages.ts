import { z } from 'zod';
import {
  messageArchiveBodySchema,
  queueSummarySchema,
  messageArchiveQuerySchema,
  messageArchiveResultSchema,
  messageBodySchema,
  messagePageSchema,
  messageRecipientsSchema,
  messageSchema,
  messagesQuerySchema,
  messageTypeSchema,
  newestMessagesSchema,
  staffConversationSchema,
  staffMessageBodySchema,
} from '@relais/domain';
import { defineRoute, emptyResponse, idParam, ownerRoute } from './route';
import { routeTable } from './routes';

const messageParams = z.object({ id: z.string().min(1), messageId: z.string().min(1) });

export const getNewestMessages = ownerRoute({
  ...routeTable.getNewestMessages,
  summary: 'Count of unread received messages (not archived, not deleted)',
  params: idParam,
  response: newestMessagesSchema,
  errors: [],
});

export const listMessages = ownerRoute({
  ...routeTable.listMessages,
  summary:
    'One list (received, sent, draft, archived), paged, searched in subject and body (accents and case ignored), by date',
  params: z.object({ id: z.string().min(1), type: messageTypeSchema }),
  query: messagesQuerySchema,
  response: messagePageSchema,
  errors: ['validation_failed'],
});

export const getMessageRecipients = ownerRoute({
  ...routeTable.getMessageRecipients,
  summary:
    "Whom the caller may write to: the provider's team, and her customer-success contact where allowed",
  params: idParam,
  response: messageRecipientsSchema,
  errors: [],
});

export const getMessage = ownerRoute({
  ...routeTable.getMessage,
  summary:
    'One message of the caller (sent, received or draft) with its attachments; reading a received one marks it read',
  params: messageParams,
  children: ['messageId'],
  response: messageSchema,
  errors: ['not_found'],
});

export const createMessage = ownerRoute({
  ...routeTable.createMessage,
  summary:
    'Create a message: a draft (draft true) or sent at once (draft false); the body is sanitised to the spec tags',
  params: idParam,
  body: messageBodySchema,
  response: messageSchema,
  errors: ['validation_failed', 'required-field', 'value-out-of-range', 'message_recipient_invalid'],
});

export const updateMessage = ownerRoute({
  ...routeTable.updateMessage,
  summary: 'Update a draft; draft false sends it (spec 4). A sent message cannot change',
  params: messageParams,
  children: ['messageId'],
  body: messageBodySchema,
  response: messageSchema,
  errors: [
    'validation_failed',
    'not_found',
    'required-field',
    'value-out-of-range',
    'message_recipient_invalid',
    'message_not_editable',
  ],
});

export const deleteMessage = ownerRoute({
  ...routeTable.deleteMessage,
  summary:
    "Delete a draft (with its attachments), or take a sent or received message out of the caller's lists",
  params: messageParams,
  children: ['messageId'],
  response: emptyResponse,
  errors: ['not_found'],
});

export const archiveMessages = ownerRoute({
  ...routeTable.archiveMessages,
  summary: "Archive or unarchive several of the caller's sent or received messages at once (action param)",
  params: idParam,
  query: messageArchiveQuerySchema,
  body: messageArchiveBodySchema,
  response: messageArchiveResultSchema,
  errors: ['validation_failed', 'not_found'],
});

export const listStaffConversation = defineRoute({
  ...routeTable.listStaffConversation,
  summary: "Staff: one assistant's messages with the provider's team, newest first (audited)",
  auth: 'staff',
  permission: 'support',
  ownerExempt: 'staff only; every read is written to the audit log',
  params: idParam,
  response: staffConversationSchema,
  errors: ['authentication_required', 'access_denied', 'not_found'],
});

export const sendStaffMessage = defineRoute({
  ...routeTable.sendStaffMessage,
  summary:
    'Staff: send a message (a reply or a new one) to an assistant, from the calling staff member (audited)',
  auth: 'staff',
  permission: 'support',
  ownerExempt: 'staff only; every message sent is written to the audit log',
  params: idParam,
  body: staffMessageBodySchema,
  response: messageSchema,
  errors: ['authentication_required', 'access_denied', 'not_found', 'validation_failed'],
});

export const getStaffUnansweredMessages = defineRoute({
  ...routeTable.getStaffUnansweredMessages,
  summary:
    "Staff: the team's inbox on the console's home: assistants' messages to staff with no later staff message to her, counted, with the oldest's time",
  auth: 'staff',
  permission: 'support',
  response: queueSummarySchema,
  errors: ['authentication_required', 'access_denied'],
});

export const messageRoutes = [
  getStaffUnansweredMessages,
  getNewestMessages,
  listMessages,
  getMessageRecipients,
  getMessage,
  createMessage,
  updateMessage,
  deleteMessage,
  archiveMessages,
  listStaffConversation,
  sendStaffMessage,
] as const;
