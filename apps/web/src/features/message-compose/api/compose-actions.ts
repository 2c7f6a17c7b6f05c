import type { QueryClient } from '@tanstack/react-query';
import {
  richTextPlain,
  MESSAGE_PREVIEW_LENGTH,
  type MessageRecipient,
  type MessageSummary,
} from '@relais/domain/rules';
import {
  addToMessageLists,
  messageKeys,
  patchMessageLists,
  removeFromMessageLists,
} from '../../../data/messages';
import { defineAction, outboxItemId } from '../../../offline';
import { draftStore } from '../../../lib/drafts/draft-store';
import type { ComposeDraft } from '../model/compose-draft';
import type { MessageSyncBody } from '../model/sync-body';
import { deleteServerDraft, syncMessage } from './message-sync';

export const SAVE_MESSAGE_DRAFT = 'messages.saveDraft';
export const SEND_MESSAGE = 'messages.send';
export const DELETE_MESSAGE_DRAFT = 'messages.deleteDraft';

/** Where the server id of a composition is kept once a save was answered (read by its open form). */
export const composedIdKey = (localId: string) => ['messages', 'composed', localId] as const;

/** The id a message shows under while it has no server id (the engine's outbox item id). */
export const pendingMessageId = (actionId: string): string => outboxItemId(actionId);

/** The form of a queued message: its draft's screen (the queued values and files open there). */
export const composePath = (actionId: string, body: { messageId: string | null }): string =>
  body.messageId
    ? `/messaging/edit/${encodeURIComponent(body.messageId)}?action=${encodeURIComponent(actionId)}`
    : `/messaging/create?action=${encodeURIComponent(actionId)}`;

/** The line a message sent from this device shows in the sent list until the server's comes. */
export const sentLine = (
  body: MessageSyncBody,
  id: string,
  receiver: MessageRecipient | undefined,
  at: string,
): MessageSummary => ({
  id,
  subject: body.subject,
  draft: false,
  archived: false,
  read: true,
  sender: { id: body.userId, name: '' },
  receiver: receiver ? { id: receiver.id, name: receiver.name } : { id: body.receiverId, name: '' },
  sentAt: at,
  updatedAt: at,
  preview: richTextPlain(body.content).slice(0, MESSAGE_PREVIEW_LENGTH),
  fileCount: body.slots.length,
});

const recipientOf = (qc: QueryClient, body: MessageSyncBody): MessageRecipient | undefined =>
  qc
    .getQueryData<{ recipients: MessageRecipient[] }>(messageKeys.recipients(body.userId))
    ?.recipients.find((r) => r.id === body.receiverId);

const refresh = (qc: QueryClient, userId: string): void => {
  void qc.invalidateQueries({ queryKey: messageKeys.lists(userId) });
};

/**
 * Once the server answered a composition's first save, its device draft learns the message id (so
 * the edit screen of that draft, sending or deleting it, finds and clears it).
 */
export const rememberMessageId = async (
  qc: QueryClient,
  body: MessageSyncBody,
  result: unknown,
): Promise<void> => {
  const id = (result as { id?: unknown } | null)?.id;
  if (body.messageId || typeof id !== 'string') return;
  qc.setQueryData(composedIdKey(body.localId), id);
  const store = draftStore();
  const draft = await store.load<ComposeDraft>(body.userId, body.draftKey);
  if (draft && draft.localId === body.localId && draft.messageId === null)
    await store.save(body.userId, body.draftKey, { ...draft, messageId: id });
};

/** The draft's line in the drafts list follows what was typed (a draft not on the server yet shows once saved). */
const applyDraft = (qc: QueryClient, body: MessageSyncBody): void => {
  const id = body.messageId;
  if (!id) return;
  const preview = richTextPlain(body.content).slice(0, MESSAGE_PREVIEW_LENGTH);
  patchMessageLists(
    qc,
    body.userId,
    (m) => (m.id === id ? { ...m, subject: body.subject, preview, fileCount: body.slots.length } : m),
    ['draft'],
  );
};

/**
 * Saves the message as a draft on the server (created the first time): queued on a pause in the
 * typing and when the screen is left, one waiting save per message (a newer one replaces it).
 */
export const saveDraftAction = defineAction<MessageSyncBody, typeof SAVE_MESSAGE_DRAFT>({
  type: SAVE_MESSAGE_DRAFT,
  send: (body, ctx) => syncMessage(body, ctx, true),
  apply: (qc, body) => applyDraft(qc, body),
  revert: (qc, body) => refresh(qc, body.userId),
  settled: (qc, body, result) => {
    refresh(qc, body.userId);
    void rememberMessageId(qc, body, result).catch(() => undefined);
  },
  describe: (body) => ({
    key: 'messageCompose.describeDraft',
    values: { subject: body.subject.trim() || '…' },
  }),
  subjects: (body) => (body.messageId ? [body.messageId] : []),
  editPath: composePath,
});

/**
 * Sends the message: creates it when it has no server id yet, uploads each attachment at its index,
 * then PUTs `draft: false`. It leaves the drafts list and shows first in the sent list at once.
 */
export const sendMessageAction = defineAction<MessageSyncBody, typeof SEND_MESSAGE>({
  type: SEND_MESSAGE,
  send: (body, ctx) => syncMessage(body, ctx, false),
  apply: (qc, body, actionId) => {
    if (body.messageId) removeFromMessageLists(qc, body.userId, [body.messageId], ['draft']);
    const line = sentLine(
      body,
      body.messageId ?? pendingMessageId(actionId),
      recipientOf(qc, body),
      new Date().toISOString(),
    );
    addToMessageLists(qc, body.userId, 'sent', [line]);
  },
  revert: (qc, body) => refresh(qc, body.userId),
  settled: (qc, body) => refresh(qc, body.userId),
  describe: (body) => ({ key: 'messageCompose.describeSend', values: { subject: body.subject } }),
  subjects: (body, actionId) => [body.messageId ?? pendingMessageId(actionId)],
  editPath: composePath,
});

export type DeleteDraftBody = { userId: string; localId: string; messageId: string | null; subject: string };

/** Deletes a draft on the server (and its attachments): it leaves the drafts list at once. */
export const deleteDraftAction = defineAction<DeleteDraftBody, typeof DELETE_MESSAGE_DRAFT>({
  type: DELETE_MESSAGE_DRAFT,
  send: (body, ctx) => deleteServerDraft(body, ctx),
  apply: (qc, body) => {
    if (body.messageId) removeFromMessageLists(qc, body.userId, [body.messageId], ['draft']);
  },
  revert: (qc, body) => refresh(qc, body.userId),
  settled: (qc, body) => {
    refresh(qc, body.userId);
    if (body.messageId) qc.removeQueries({ queryKey: messageKeys.detail(body.userId, body.messageId) });
  },
  describe: (body) => ({
    key: 'messageCompose.describeDelete',
    values: { subject: body.subject.trim() || '…' },
  }),
  subjects: (body) => (body.messageId ? [body.messageId] : []),
});
