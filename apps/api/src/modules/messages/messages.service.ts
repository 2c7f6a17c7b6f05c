import { randomUUID } from 'node:crypto';
import {
  MESSAGE_PREVIEW_LENGTH,
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
  type MessageSummary,
  type MessageType,
  type NewestMessages,
} from '@relais/domain';
import { notFound, ruleFailure } from '../../plugins/app-error';
import type { Audit } from '../../plugins/types';
import type { MessagesRepository, MessagesTx, PartyFacts, StoredMessage } from './messages.repository';
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

const searchKeyOf = (subject: string, content: string): string =>
  messageSearchKey(`${subject} ${richTextPlain(content)}`);

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export const createMessagesService = (deps: {
  repo: MessagesRepository;
  clock: Clock;
  audit: Audit;
  /** Removes attachments' bytes (the files service's `discardBytes`). */
  discardBytes: (storageKeys: readonly string[]) => Promise<void>;
  settings: Settings;
}) => {
  const { repo, clock, audit } = deps;

  const party = (parties: Map<string, PartyFacts>, id: string | null) => {
    if (id === null) return null;
    const p = parties.get(id);
    return { id, name: p?.name ?? '' };
  };

  /** `viewer`'s side: archived is hers, read is the receiver's reading (always true for the sender). */
  const perspective = (row: StoredMessage, viewer: string) => ({
    archived: row.senderId === viewer ? row.senderArchived : row.receiverArchived,
    read: row.senderId === viewer ? true : row.readAt !== null,
  });

  const toMessages = async (
    q: MessagesTx,
    rows: StoredMessage[],
    viewerOf: (row: StoredMessage) => string,
  ): Promise<Message[]> => {
    const parties = await q.parties(rows.flatMap((r) => [r.senderId, r.receiverId ?? r.senderId]));
    const files = await q.files(rows.map((r) => r.id));
    return rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      content: row.content,
      draft: row.draft,
      ...perspective(row, viewerOf(row)),
      sender: party(parties, row.senderId) ?? { id: row.senderId, name: '' },
      receiver: party(parties, row.receiverId),
      sentAt: iso(row.sentAt),
      updatedAt: row.updatedAt.toISOString(),
      files: files
        .filter((f) => f.messageId === row.id)
        .map((f) => ({ id: f.id, index: f.index, name: f.name, type: f.type, size: f.size })),
    }));
  };

  const one = async (q: MessagesTx, row: StoredMessage, viewer: string): Promise<Message> => {
    const [message] = await toMessages(q, [row], () => viewer);
    if (!message) throw new Error('message mapping lost its row');
    return message;
  };

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
    const content = sanitizeRichText(body.content);
    const receiverId = body.receiverId.trim();
    const errors = messageRuleErrors({ ...body, receiverId, content });
    if (errors.length > 0) throw ruleFailure(errors, 'The message is invalid');
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
        repo.parties(rows.flatMap((r) => [r.senderId, r.receiverId ?? r.senderId])),
        repo.fileCounts(rows.map((r) => r.id)),
      ]);
      const content: MessageSummary[] = rows.map((row) => ({
        id: row.id,
        subject: row.subject,
        draft: row.draft,
        ...perspective(row, userId),
        sender: party(parties, row.senderId) ?? { id: row.senderId, name: '' },
        receiver: party(parties, row.receiverId),
        sentAt: iso(row.sentAt),
        updatedAt: row.updatedAt.toISOString(),
        preview: richTextPlain(row.content).slice(0, MESSAGE_PREVIEW_LENGTH),
        fileCount: counts.get(row.id) ?? 0,
      }));
      return {
        content,
        page: query.page,
        size: query.size,
        totalElements: total,
        totalPages: Math.ceil(total / query.size),
      };
    },

    recipients: async (userId: string) => ({ recipients: await recipientsOf(repo, userId) }),

    /** One message of hers; a received one unread is marked read (the badge drops). */
    get: async (userId: string, messageId: string): Promise<Message> => {
      const row = await repo.visible(userId, messageId);
      if (!row) throw notFound('Message');
      if (row.receiverId === userId && row.senderId !== userId && !row.draft && row.readAt === null) {
        const now = clock.now();
        await repo.markRead(row.id, now);
        return one(repo, { ...row, readAt: now }, userId);
      }
      return one(repo, row, userId);
    },

    create: async (userId: string, body: MessageBody): Promise<Message> =>
      repo.transaction(async (tx) => {
        const { now, write } = await checkedWrite(tx, userId, body, body.archived ?? false);
        return one(tx, await tx.insert(randomUUID(), userId, write, now), userId);
      }),

    /** A draft changes (draft false sends it); a sent message is not editable; someone else's is 404. */
    update: async (userId: string, messageId: string, body: MessageBody): Promise<Message> =>
      repo.transaction(async (tx) => {
        const row = await tx.ownForUpdate(userId, messageId);
        if (!row || (!row.draft && row.senderDeletedAt)) throw notFound('Message');
        if (!row.draft) throw notEditable();
        const { now, write } = await checkedWrite(tx, userId, body, body.archived ?? false);
        return one(tx, await tx.update(row.id, write, now), userId);
      }),

    /** A draft goes with its attachments (bytes too); a sent or received one leaves her lists only. */
    remove: async (userId: string, messageId: string): Promise<void> => {
      const keys = await repo.transaction(async (tx) => {
        const row = await tx.visible(userId, messageId);
        if (!row) throw notFound('Message');
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
      // the team's side: the assistant's reading of the team's messages, the team's archiving
      return {
        messages: await toMessages(repo, rows, (r) =>
          r.senderId === assistantId ? (r.receiverId ?? '') : r.senderId,
        ),
      };
    },

    /** Staff: a message from the calling staff member to the assistant (sanitised like any body). */
    staffSend: async (
      assistantId: string,
      body: { subject: string; content: string },
      actor: Actor,
    ): Promise<Message> => {
      const message = await repo.transaction(async (tx) => {
        const contacts = await tx.contacts(assistantId);
        if (!contacts || contacts.role !== 'ASSISTANT') throw notFound('Assistant');
        const content = sanitizeRichText(body.content);
        const errors = messageRuleErrors({
          receiverId: assistantId,
          subject: body.subject,
          content,
          draft: false,
        });
        if (errors.length > 0) throw ruleFailure(errors, 'The message is invalid');
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
        return one(tx, row, actor.userId);
      });
      await audit({
        action: 'staff_message_sent',
        actorId: actor.userId,
        subjectId: assistantId,
        ip: actor.ip,
        detail: { messageId: message.id },
      });
      return message;
    },
  };
};

export type MessagesService = ReturnType<typeof createMessagesService>;
