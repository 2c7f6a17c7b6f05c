import { routeTable } from '@relais/contract/routes';
import type { MessageArchiveAction, MessageSummary, MessageType } from '@relais/domain/rules';
import type { QueryClient } from '@tanstack/react-query';
import { addToMessageLists, messageKeys, removeFromMessageLists } from '../../../data/messages';
import { call } from '../../../lib/api-client';
import { defineAction } from '../../../offline';
import { destinationOf } from '../model/boxes';

export const ARCHIVE_MESSAGES = 'messages.archive';
export const DELETE_MESSAGE = 'messages.delete';

export type ArchiveMessagesBody = {
  userId: string;
  action: MessageArchiveAction;
  ids: string[];
  /** The lines as the list showed them, so they join the list they go to at once. */
  lines: MessageSummary[];
};

export type DeleteMessageBody = { userId: string; messageId: string; subject: string };

/** The lists, the badge and the messages are read again once the server has answered. */
const refresh = (qc: QueryClient, userId: string): void => {
  void qc.invalidateQueries({ queryKey: messageKeys.lists(userId) });
  void qc.invalidateQueries({ queryKey: messageKeys.newest(userId) });
};

/** The lists an action on these lines takes them out of (the archived lines leave received and sent). */
const fromTypes = (action: MessageArchiveAction): MessageType[] =>
  action === 'archive' ? ['received', 'sent'] : ['archived'];

/** PUT /users/{id}/messages/archive?action=archive|unarchive {ids}: several at once. */
export const archiveMessagesAction = defineAction<ArchiveMessagesBody, typeof ARCHIVE_MESSAGES>({
  type: ARCHIVE_MESSAGES,
  send: (body, { idempotencyKey }) =>
    call(routeTable.archiveMessages, {
      params: { id: body.userId },
      query: { action: body.action },
      body: { ids: body.ids },
      idempotencyKey,
    }),
  apply: (qc, body) => {
    removeFromMessageLists(qc, body.userId, body.ids, fromTypes(body.action));
    for (const type of ['received', 'sent', 'archived'] as const) {
      const lines = body.lines
        .filter((l) => destinationOf(body.action, l, body.userId) === type)
        .map((l) => ({ ...l, archived: body.action === 'archive' }));
      addToMessageLists(qc, body.userId, type, lines);
    }
    for (const id of body.ids)
      qc.setQueryData<{ archived: boolean }>(messageKeys.detail(body.userId, id), (m) =>
        m ? { ...m, archived: body.action === 'archive' } : m,
      );
  },
  revert: (qc, body) => refresh(qc, body.userId),
  settled: (qc, body) => refresh(qc, body.userId),
  describe: (body) => ({
    key: body.action === 'archive' ? 'messaging.describeArchive' : 'messaging.describeUnarchive',
    values: { count: String(body.ids.length) },
  }),
  subjects: (body) => body.ids,
});

/**
 * DELETE /users/{id}/messages/{messageId}: a draft is deleted, a sent or received message leaves the
 * caller's lists (the other party keeps it).
 */
export const deleteMessageAction = defineAction<DeleteMessageBody, typeof DELETE_MESSAGE>({
  type: DELETE_MESSAGE,
  send: (body, { idempotencyKey }) =>
    call(routeTable.deleteMessage, {
      params: { id: body.userId, messageId: body.messageId },
      idempotencyKey,
    }),
  apply: (qc, body) => removeFromMessageLists(qc, body.userId, [body.messageId]),
  revert: (qc, body) => refresh(qc, body.userId),
  settled: (qc, body) => {
    qc.removeQueries({ queryKey: messageKeys.detail(body.userId, body.messageId) });
    refresh(qc, body.userId);
  },
  describe: (body) => ({ key: 'messaging.describeDelete', values: { subject: body.subject } }),
  subjects: (body) => [body.messageId],
});
