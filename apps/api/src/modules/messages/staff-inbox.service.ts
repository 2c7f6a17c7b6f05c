import type { Readable } from 'node:stream';
import {
  MESSAGE_PREVIEW_LENGTH,
  MESSAGE_SUBJECT_MAX,
  messageSearchKey,
  richTextPlain,
  type Clock,
} from '@relais/domain';
import type {
  StaffConversationItem,
  StaffConversationThread,
  StaffInboxPage,
  StaffInboxQuery,
  StaffInboxReply,
  StaffConversationState,
} from '@relais/contract';
import type { Message } from '@relais/domain';
import { notFound, ruleFailure } from '../../plugins/app-error';
import type { Audit } from '../../plugins/types';
import type { MessagesRepository } from './messages.repository';
import type { MessagesService } from './messages.service';
import { STAFF_CONVERSATION_MAX } from './messages.service';
import { toMessages } from './message-views';
import type { ConversationFacts, LastMessage, Names, StaffInboxRepository } from './staff-inbox.repository';

type Actor = { userId: string; ip: string };

const stateOf = (f: ConversationFacts): StaffConversationState =>
  f.doneAt !== null && (f.lastInAt === null || f.lastInAt <= f.doneAt) ? 'done' : 'open';

/** 'Re: ' once before her subject, cut to the subject's limit. */
export const replySubject = (subject: string): string =>
  (/^re\s*:/i.test(subject) ? subject : `Re: ${subject}`).slice(0, MESSAGE_SUBJECT_MAX);

/**
 * The team inbox (issue 29): the conversations' list, one thread, a reply (the messages service's
 * staff send: sanitised, notified, audited), the assignee and the state (each change audited).
 */
export const createStaffInboxService = (deps: {
  repo: StaffInboxRepository;
  messagesRepo: MessagesRepository;
  messages: MessagesService;
  /** The bytes behind a storage key (the files service's). */
  bytes: (storageKey: string) => Promise<{ stream: Readable; size: number } | null>;
  clock: Clock;
  audit: Audit;
}) => {
  const { repo, clock, audit } = deps;

  /** The lines of conversations whose last messages and names are known. */
  const lines = (rows: (ConversationFacts & LastMessage & Names)[]): StaffConversationItem[] =>
    rows.map((r) => ({
      id: r.assistantId,
      assistant: { id: r.assistantId, name: r.assistantName },
      subject: r.subject,
      excerpt: richTextPlain(r.content).slice(0, MESSAGE_PREVIEW_LENGTH),
      lastAt: r.lastAt.toISOString(),
      lastFromAssistant: r.fromAssistant,
      assignee: r.assigneeId ? { id: r.assigneeId, name: r.assigneeName ?? '' } : null,
      state: stateOf(r),
      unread: r.unread,
    }));

  const items = async (rows: (ConversationFacts & Names)[]): Promise<StaffConversationItem[]> => {
    const last = await repo.lastMessages(rows.map((r) => r.assistantId));
    return lines(
      rows.map((r) => {
        const l = last.get(r.assistantId);
        return {
          ...r,
          subject: l?.subject ?? '',
          content: l?.content ?? '',
          fromAssistant: l?.fromAssistant ?? false,
        };
      }),
    );
  };

  const itemOf = async (assistantId: string): Promise<StaffConversationItem> => {
    const facts = await repo.one(assistantId);
    if (!facts) throw notFound('Conversation');
    const [item] = await items([facts]);
    if (!item) throw notFound('Conversation');
    return item;
  };

  return {
    list: async (staffId: string, query: StaffInboxQuery): Promise<StaffInboxPage> => {
      const search = query.q ? messageSearchKey(query.q) : '';
      const { rows, total } = await repo.page({
        box: query.box,
        staffId,
        searchKey: search === '' ? null : search,
        limit: query.size,
        offset: query.page * query.size,
      });
      return { items: lines(rows), total, page: query.page, size: query.size };
    },

    /** The thread oldest first; her messages count as read by the team (the route audits the read). */
    thread: async (assistantId: string): Promise<StaffConversationThread> => {
      if (!(await repo.one(assistantId))) throw notFound('Conversation');
      await deps.messagesRepo.markReadFrom(assistantId, clock.now());
      const rows = await deps.messagesRepo.conversation(assistantId, STAFF_CONVERSATION_MAX);
      const messages: Message[] = await toMessages(deps.messagesRepo, rows.reverse(), (r) =>
        r.senderId === assistantId ? (r.receiverId ?? '') : r.senderId,
      );
      const [conversation, team] = await Promise.all([itemOf(assistantId), repo.team()]);
      return { conversation, messages, team };
    },

    /** An attachment of a message of the conversation (hers or the team's): its name, type and bytes. */
    attachment: async (assistantId: string, fileId: string) => {
      const file = await repo.attachment(assistantId, fileId);
      const stored = file ? await deps.bytes(file.storageKey) : null;
      if (!file || !stored) throw notFound('File');
      return { name: file.name, type: file.type, ...stored };
    },

    /**
     * A reply through the messages service's staff send; the subject 'Re: ' her last message's by
     * default; `fileIds` the member's pending uploads for this conversation, attached in its transaction.
     */
    reply: async (assistantId: string, body: StaffInboxReply, actor: Actor): Promise<Message> => {
      const facts = await repo.one(assistantId);
      if (!facts) throw notFound('Conversation');
      const subject = body.subject ?? replySubject(await repo.herLastSubject(assistantId));
      return deps.messages.staffSend(
        assistantId,
        { subject, content: body.content, fileIds: body.fileIds },
        actor,
      );
    },

    /** Whether the conversation exists (the reply files' routes ask before an upload). */
    exists: async (assistantId: string): Promise<boolean> => (await repo.one(assistantId)) !== undefined,

    /** To a team member who answers messages, or nobody; last write wins. */
    assign: async (assistantId: string, assigneeId: string | null, actor: Actor) => {
      if (!(await repo.one(assistantId))) throw notFound('Conversation');
      if (assigneeId !== null && !(await repo.team()).some((t) => t.id === assigneeId)) {
        throw ruleFailure(
          [{ errorCode: 'staff_assignee_invalid', field: 'assigneeId' }],
          'This staff member does not answer messages',
        );
      }
      await repo.assign(assistantId, assigneeId, clock.now());
      await audit({
        action: 'staff_conversation_assigned',
        actorId: actor.userId,
        subjectId: assistantId,
        ip: actor.ip,
        detail: { assigneeId },
      });
      return itemOf(assistantId);
    },

    /** Done now, or open again. */
    setState: async (assistantId: string, state: StaffConversationState, actor: Actor) => {
      if (!(await repo.one(assistantId))) throw notFound('Conversation');
      const now = clock.now();
      await repo.setDone(assistantId, state === 'done' ? now : null, now);
      await audit({
        action: 'staff_conversation_state',
        actorId: actor.userId,
        subjectId: assistantId,
        ip: actor.ip,
        detail: { state },
      });
      return itemOf(assistantId);
    },
  };
};

export type StaffInboxService = ReturnType<typeof createStaffInboxService>;
