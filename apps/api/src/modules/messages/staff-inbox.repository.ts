import {
  and,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages, staffConversations } from '../../db/schema/index';

/** What the team inbox reads of other modules (the users module), given by the wiring root. */
export type StaffInboxReads = {
  messageFileOf: (
    h: Db,
    fileId: string,
  ) => Promise<{ messageId: string; name: string; type: string; storageKey: string } | null>;
  staffIdsQuery: (h: Db) => SQLWrapper;
  inboxTeamOf: (h: Db) => Promise<{ id: string; name: string }[]>;
  /** A user's shown name as SQL on an id column (a page's names read in its one statement). */
  userNameSql: (id: AnyColumn) => SQL<string>;
};

export type InboxBox = 'unread' | 'mine' | 'unassigned' | 'all';

/** A conversation's facts: its times, whether hers wait unread, who answers it, when it was done. */
export type ConversationFacts = {
  assistantId: string;
  lastAt: Date;
  lastInAt: Date | null;
  unread: boolean;
  assigneeId: string | null;
  doneAt: Date | null;
};

/** Its last message (the list's subject and excerpt). */
export type LastMessage = { assistantId: string; subject: string; content: string; fromAssistant: boolean };

/** The shown names of her and of the conversation's assignee (null when unassigned). */
export type Names = { assistantName: string; assigneeName: string | null };

const m = messages;
const sc = staffConversations;
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The team inbox's reads and writes (issue 29): a conversation is every sent message between one
 * assistant and a staff member; its state row (`staff_conversations`) is the messages module's.
 * The list reads the conversations' summary rows (their last message joined, the total as a window
 * count): one statement, however many messages there are.
 */
export const createStaffInboxRepository = (db: Db, reads: StaffInboxReads) => {
  const staff = () => reads.staffIdsQuery(db);
  const senderIsStaff = () => sql`${m.senderId} IN (${staff()})`;
  /** Sent, and between an assistant and a staff member (one side staff, the other not). */
  const teamMessage = (): SQL =>
    and(
      eq(m.draft, false),
      isNotNull(m.sentAt),
      isNotNull(m.receiverId),
      sql`(${m.senderId} IN (${staff()})) <> (${m.receiverId} IN (${staff()}))`,
    ) as SQL;

  /** A conversation's facts, read from its summary row (kept by the trigger, migration 0028). */
  const facts = {
    assistantId: sc.assistantId,
    lastMessageId: sc.lastMessageId,
    lastAt: sql<Date>`${sc.lastAt}`.mapWith(sc.lastAt).as('last_at'),
    lastInAt: sc.lastInAt,
    unread: sc.unread,
    assigneeId: sc.assigneeId,
    doneAt: sc.doneAt,
  };
  /** Done: marked done and no message of hers since. */
  const done = sql`(${sc.doneAt} IS NOT NULL AND (${sc.lastInAt} IS NULL OR ${sc.lastInAt} <= ${sc.doneAt}))`;
  return {
    /**
     * One page of a box, newest first, with the box's total (a window count) and each line's last
     * message (joined): one statement.
     */
    page: async (q: {
      box: InboxBox;
      staffId: string;
      searchKey: string | null;
      limit: number;
      offset: number;
    }): Promise<{ rows: (ConversationFacts & LastMessage & Names)[]; total: number }> => {
      const open = sql`NOT ${done}`;
      const box: Record<InboxBox, SQL | undefined> = {
        unread: eq(sc.unread, true),
        mine: and(eq(sc.assigneeId, q.staffId), open),
        unassigned: and(isNull(sc.assigneeId), open),
        all: undefined,
      };
      const where = and(
        isNotNull(sc.lastAt),
        // a team message's folded subject and body hold it: read off the conversation's search document
        q.searchKey ? sql`${sc.searchDoc} LIKE ${`%${likeLiteral(q.searchKey)}%`} ESCAPE '\\'` : undefined,
        box[q.box],
      );
      // the box paged narrow (its total a window count when searched, so the search runs once, else
      // counted off the index), then the page's last messages and names joined
      const total = q.searchKey
        ? sql<number>`count(*) OVER ()`
        : sql<number>`(SELECT count(*) FROM ${sc} WHERE ${where})`;
      const paged = db
        .select({ ...facts, total: total.mapWith(Number).as('total') })
        .from(sc)
        .where(where)
        // NULLS LAST as the index has it (staff_conversations_last_idx): the page is read off the index
        .orderBy(sql`${sc.lastAt} DESC NULLS LAST`, sc.assistantId)
        .limit(q.limit)
        .offset(q.offset)
        .as('paged');
      const rows = await db
        .select({
          assistantId: paged.assistantId,
          lastAt: paged.lastAt,
          lastInAt: paged.lastInAt,
          unread: paged.unread,
          assigneeId: paged.assigneeId,
          doneAt: paged.doneAt,
          subject: m.subject,
          content: m.content,
          fromAssistant: sql<boolean>`${m.senderId} = ${paged.assistantId}`,
          assistantName: reads.userNameSql(paged.assistantId),
          assigneeName: sql<string | null>`${reads.userNameSql(paged.assigneeId)}`,
          total: paged.total,
        })
        .from(paged)
        .innerJoin(m, eq(m.id, paged.lastMessageId))
        .orderBy(desc(paged.lastAt), paged.assistantId);
      return { rows, total: rows[0]?.total ?? 0 };
    },

    /** One assistant's conversation, or undefined when she has none with the team. */
    one: async (assistantId: string): Promise<(ConversationFacts & Names) | undefined> => {
      const [row] = await db
        .select({
          ...facts,
          assistantName: reads.userNameSql(sc.assistantId),
          assigneeName: sql<string | null>`${reads.userNameSql(sc.assigneeId)}`,
        })
        .from(sc)
        .where(and(eq(sc.assistantId, assistantId), isNotNull(sc.lastAt)));
      return row;
    },

    /** The last message of each conversation named. */
    lastMessages: async (assistantIds: readonly string[]): Promise<Map<string, LastMessage>> => {
      if (assistantIds.length === 0) return new Map();
      const ids = [...assistantIds];
      const last = db.$with('last').as(
        db
          .select({
            assistantId:
              sql<string>`CASE WHEN ${senderIsStaff()} THEN ${m.receiverId} ELSE ${m.senderId} END`.as(
                'last_assistant_id',
              ),
            id: m.id,
            sentAt: m.sentAt,
            subject: m.subject,
            content: m.content,
            fromAssistant: sql<boolean>`NOT (${senderIsStaff()})`.as('last_from_assistant'),
          })
          .from(m)
          .where(and(teamMessage(), or(inArray(m.senderId, ids), inArray(m.receiverId, ids)))),
      );
      const rows = await db
        .with(last)
        .selectDistinctOn([last.assistantId], {
          assistantId: last.assistantId,
          subject: last.subject,
          content: last.content,
          fromAssistant: last.fromAssistant,
        })
        .from(last)
        .orderBy(last.assistantId, desc(last.sentAt), desc(last.id));
      return new Map(rows.map((r) => [r.assistantId, r]));
    },

    /** The subject of her last message to the team ('' when she never wrote to it). */
    herLastSubject: async (assistantId: string): Promise<string> => {
      const [row] = await db
        .select({ subject: m.subject })
        .from(m)
        .where(and(teamMessage(), eq(m.senderId, assistantId)))
        .orderBy(desc(m.sentAt), desc(m.id))
        .limit(1);
      return row?.subject ?? '';
    },

    /** An attachment of a sent message between the assistant and the team, or null. */
    attachment: async (assistantId: string, fileId: string) => {
      const file = await reads.messageFileOf(db, fileId);
      if (!file) return null;
      const [inConversation] = await db
        .select({ id: m.id })
        .from(m)
        .where(
          and(
            eq(m.id, file.messageId),
            teamMessage(),
            or(eq(m.senderId, assistantId), eq(m.receiverId, assistantId)),
          ),
        );
      return inConversation ? file : null;
    },

    team: () => reads.inboxTeamOf(db),

    /** Assigns (null: nobody); last write wins. */
    assign: async (assistantId: string, assigneeId: string | null, now: Date): Promise<void> => {
      await db
        .insert(sc)
        .values({ assistantId, assigneeId, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: sc.assistantId, set: { assigneeId, updatedAt: now } });
    },

    /** Marks done at `now` (null: open again). */
    setDone: async (assistantId: string, doneAt: Date | null, now: Date): Promise<void> => {
      await db
        .insert(sc)
        .values({ assistantId, doneAt, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: sc.assistantId, set: { doneAt, updatedAt: now } });
    },
  };
};

export type StaffInboxRepository = ReturnType<typeof createStaffInboxRepository>;
