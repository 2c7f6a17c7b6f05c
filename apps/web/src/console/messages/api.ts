import { routeTable } from '@relais/contract/routes';
import type { StaffInboxBox, StaffInboxReply } from '@relais/contract';
import { call, callBlob, callMultipart } from '../../lib/api-client';

/** What the inbox shows: its box, its search and its page (all kept in the URL). */
export type InboxSearch = { box: StaffInboxBox; q?: string; page: number };

export const INBOX_PAGE_SIZE = 25;

/** The inbox's query keys (the console's own client: nothing of it is persisted). */
export const staffInboxKeys = {
  all: ['staff', 'messages'] as const,
  list: (search: InboxSearch) => ['staff', 'messages', 'list', search] as const,
  thread: (id: string) => ['staff', 'messages', 'thread', id] as const,
};

export const listInbox = (search: InboxSearch) =>
  call(routeTable.listStaffInbox, { query: { ...search, size: INBOX_PAGE_SIZE } });

export const getConversation = (conversationId: string) =>
  call(routeTable.getStaffInboxConversation, { params: { conversationId } });

export const replyToConversation = (conversationId: string, body: StaffInboxReply) =>
  call(routeTable.replyStaffInboxConversation, { params: { conversationId }, body });

export const assignConversation = (conversationId: string, assigneeId: string | null) =>
  call(routeTable.assignStaffInboxConversation, { params: { conversationId }, body: { assigneeId } });

export const setConversationState = (conversationId: string, state: 'open' | 'done') =>
  call(routeTable.setStaffInboxConversationState, { params: { conversationId }, body: { state } });

/** The bytes of an attachment of the conversation (hers or the team's; the read is audited). */
export const attachmentBlob = async (conversationId: string, fileId: string): Promise<Blob> =>
  (await callBlob(routeTable.getStaffInboxFileContent, { params: { conversationId, fileId } })).blob;

/** A file for a reply, uploaded at once (her compose's checks); pending, the caller's, until sent. */
export const uploadReplyFile = (
  conversationId: string,
  file: { name: string; type: string; data: ArrayBuffer },
) => {
  const form = new FormData();
  form.append('file', new File([file.data], file.name, { type: file.type }), file.name);
  return callMultipart(routeTable.uploadStaffReplyFile, form, { params: { conversationId } });
};

/** Removes a pending upload of the caller's reply (a file taken off the list). */
export const removeReplyFile = (conversationId: string, fileId: string) =>
  call(routeTable.deleteStaffReplyFile, { params: { conversationId, fileId } });
