import { randomUUID } from 'node:crypto';
import {
  boundedNotificationText,
  messageRuleErrors,
  messageSearchKey,
  richTextPlain,
  type Clock,
  type Message,
  type MessageArchiveAction,
  type MessageBody,
  type MessagePage,
  type MessageRecipient,
  type MessagesQuery,
  type MessageType,
  type NewestMessages,
  type QueueSummary,
} from '@relais/domain';
import { accessDenied, notFound, ruleFailure } from '../../plugins/app-error';
import type { Audit } from '../../plugins/types';
import type { MessagesRepository, MessagesTx } from './messages.repository';
import { mine, partyIds, toMessage, toMessages, toSummary } from './message-views';
import { sanitizeRichText } from './rich-text';

/** The messages staff see of one assistant at most (newest first). */
export const STAFF_CONVERSATION_MAX = 200;

type Actor = { userId: string; ip: string };
type Settings = { customerSuccessAllowed: boolean };

const notEditable = () =>
  ruleFailure([{ errorCode: 'message_not_editable', field: 'draft' }], 'A sent message cannot change');
const recipientInvalid = () =>
  ruleFailure(
    [{ errorCode: 'message_recipient_invalid', field: 'receiverId' }],
    'This recipient cannot be written to',
  );

/** The body sanitised (spec 5), then checked by the domain rules on what will be stored. */
const checkedContent = (body: Pick<MessageBody, 'receiverId' | 'subject' | 'content' | 'draft'>): string => {
  const content = sanitizeRichText(body.content);
  const errors = messageRuleErrors({ ...body, content });
  if (errors.length > 0) throw ruleFailure(errors, 'The message is invalid');
  return content;
};

const searchKeyOf = (subject: string, content: string): string =>
  messageSearchKey(`${subject} ${richTextPlain(content)}`);

export const createMessagesService = (deps: {
  repo: MessagesRepository;
  clock: Clock;
  audit: Audit;
  /** Removes attachments' bytes (the files service's `discardBytes`). */
  discardBytes: (storageKeys: readonly string[]) => Promise<void>;
  settings: Settings;
}) => {
  const { repo, clock, audit } = deps;

  /** Whom `userId` may write to: the team, and her customer-success contact where the provider allows. */
  const recipientsOf = async (q: MessagesTx, userId: string): Promise<MessageRecipient[]> => {
    const contacts = await q.contacts(userId);
    if (!contacts || contacts.role !== 'ASSISTANT') return [];
    const team = contacts.team.map((p) => ({ id: p.id, name: p.name, kind: 'TEAM' as const }));
    const cs = deps.settings.customerSuccessAllowed ? contacts.customerSuccess : null;
    return cs
      ? [...team.filter((p) => p.id !== cs.id), { id: cs.id, name: cs.name, kind: 'CUSTOMER_SUCCESS' }]
      : team;
  };

  /** Sanitised body, checked by the domain rules (on the stored HTML) and the recipient rule. */
  const checkedWrite = async (q: MessagesTx, userId: string, body: MessageBody, archived: boolean) => {
    const receiverId = body.receiverId.trim();
    const content = checkedContent({ ...body, receiverId });
    if (receiverId !== '' && !(await recipientsOf(q, userId)).some((r) => r.id === receiverId)) {
      throw recipientInvalid();
    }
    const now = clock.now();
    return {
      now,
      write: {
        receiverId: receiverId === '' ? null : receiverId,
        subject: body.subject,
        content,
        searchKey: searchKeyOf(body.subject, content),
        draft: body.draft,
        senderArchived: !body.draft && archived,
        sentAt: body.draft ? null : now,
      },
    };
  };

  return {
    newest: async (userId: string): Promise<NewestMessages> => ({ count: await repo.unreadCount(userId) }),

    list: async (userId: string, type: MessageType, query: MessagesQuery): Promise<MessagePage> => {
      const search = query.search ? messageSearchKey(query.search) : '';
      const { rows, total } = await repo.page({
        userId,
        type,
        searchKey: search === '' ? null : search,
        sort: query.sort,
        limit: query.size,
        offset: query.page * query.size,
      });
      const [parties, counts] = await Promise.all([
        repo.parties(partyIds(rows)),
        repo.fileCounts(rows.map((r) => r.id)),
      ]);
      return {
        content: rows.map((row) => toSummary(row, userId, parties, counts)),
        page: query.page,
        size: query.size,
        totalElements: total,
        totalPages: Math.ceil(total / query.size),
      };
    },

    recipients: async (userId: string) => ({ recipients: await recipientsOf(repo, userId) }),

    /** One message of hers; a received one unread is marked read (the badge drops). */
    get: async (userId: string, messageId: string): Promise<Message> => {
      const row = mine(await repo.find(messageId), userId);
      if (row.receiverId === userId && row.senderId !== userId && !row.draft && row.readAt === null) {
        const now = clock.now();
        await repo.markRead(row.id, now);
        return toMessage(repo, { ...row, readAt: now }, userId);
      }
      return toMessage(repo, row, userId);
    },

    create: async (userId: string, body: MessageBody): Promise<Message> =>
      repo.transaction(async (tx) => {
        const { now, write } = await checkedWrite(tx, userId, body, body.archived ?? false);
        return toMessage(tx, await tx.insert(randomUUID(), userId, write, now), userId);
      }),

    /** A draft changes (draft false sends it); a sent message is not editable; someone else's is 404. */
    update: async (userId: string, messageId: string, body: MessageBody): Promise<Message> =>
      repo.transaction(async (tx) => {
        const row = mine(await tx.findForUpdate(messageId), userId);
        if (row.senderId !== userId) throw accessDenied();
        if (!row.draft) throw notEditable();
        const { now, write } = await checkedWrite(tx, userId, body, body.archived ?? false);
        return toMessage(tx, await tx.update(row.id, write, now), userId);
      }),

    /** A draft goes with its attachments (bytes too); a sent or received one leaves her lists only. */
    remove: async (userId: string, messageId: string): Promise<void> => {
      const keys = await repo.transaction(async (tx) => {
        const row = mine(await tx.findForUpdate(messageId), userId);
        const now = clock.now();
        if (row.draft) return tx.deleteDraft(row.id, now);
        await tx.hide(row.id, row.senderId === userId ? 'sender' : 'receiver', now);
        return [];
      });
      await deps.discardBytes(keys);
    },

    /** Every id must be hers (sent or received, not deleted by her): else 404 and nothing changes. */
    archive: async (
      userId: string,
      action: MessageArchiveAction,
      ids: readonly string[],
    ): Promise<{ updated: number }> =>
      repo.transaction(async (tx) => {
        const unique = [...new Set(ids)];
        const rows = await tx.archivable(userId, unique);
        if (rows.length !== unique.length) throw notFound('Message');
        await tx.setArchived(userId, unique, action === 'archive');
        return { updated: unique.length };
      }),

    /** Staff: the team's unanswered messages on the console's home (how many, since when). */
    unansweredByTeam: async (): Promise<QueueSummary> => {
      const { total, oldestAt } = await repo.unansweredByTeam();
      return { total, oldestAt: oldestAt?.toISOString() ?? null };
    },

    /** Staff: the assistant's messages with the team, newest first; hers to the team count as read. */
    staffConversation: async (assistantId: string, actor: Actor): Promise<{ messages: Message[] }> => {
      const contacts = await repo.contacts(assistantId);
      if (!contacts || contacts.role !== 'ASSISTANT') throw notFound('Assistant');
      const now = clock.now();
      await repo.markReadFrom(assistantId, now);
      const rows = await repo.conversation(assistantId, STAFF_CONVERSATION_MAX);
      await audit({
        action: 'staff_messages_read',
        actorId: actor.userId,
        subjectId: assistantId,
        ip: actor.ip,
        detail: { count: rows.length },
      });
      // seen from the team member in each message: her archiving; read is the receiver's reading (true for the sender)
      return {
        messages: await toMessages(repo, rows, (r) =>
          r.senderId === assistantId ? (r.receiverId ?? '') : r.senderId,
        ),
      };
    },

    /** Staff: a message from the calling staff member to the assistant (sanitised like any body). */
    staffSend: async (
      assistantId: string,
      body: { subject: string; content: string; fileIds?: readonly string[] | undefined },
      actor: Actor,
    ): Promise<Message> => {
      const fileIds = body.fileIds ?? [];
      const message = await repo.transaction(async (tx) => {
        const contacts = await tx.contacts(assistantId);
        if (!contacts || contacts.role !== 'ASSISTANT') throw notFound('Assistant');
        const content = checkedContent({ ...body, receiverId: assistantId, draft: false });
        const now = clock.now();
        const row = await tx.insert(
          randomUUID(),
          actor.userId,
          {
            receiverId: assistantId,
            subject: body.subject,
            content,
            searchKey: searchKeyOf(body.subject, content),
            draft: false,
            senderArchived: false,
            sentAt: now,
          },
          now,
        );
        // the member's pending uploads for this conversation, or nothing is sent (404)
        const attached =
          fileIds.length === 0
            ? 0
            : await tx.attachReplyFiles({
                ownerId: actor.userId,
                conversationId: assistantId,
                messageId: row.id,
                fileIds,
                now,
              });
        if (attached !== fileIds.length) throw notFound('File');
        await tx.notify(
          assistantId,
          {
            kind: 'MESSAGE_RECEIVED',
            params: { messageId: row.id, subject: boundedNotificationText(row.subject) },
          },
          now,
        );
        return toMessage(tx, row, actor.userId);
      });
      await audit({
        action: 'staff_message_sent',
        actorId: actor.userId,
        subjectId: assistantId,
        ip: actor.ip,
        detail: { messageId: message.id, files: fileIds.length },
      });
      return message;
    },
  };
};

export type MessagesService = ReturnType<typeof createMessagesService>;
