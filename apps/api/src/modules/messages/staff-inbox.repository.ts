import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages, staffConversations } from '../../db/schema/index';
import type { PartyFacts } from './messages.repository';

/** What the team inbox reads of other modules (the users module), given by the wiring root. */
export type StaffInboxReads = {
  staffIdsQuery: (h: Db) => SQLWrapper;
  messagePartiesOf: (h: Db, ids: readonly string[]) => Promise<Map<string, PartyFacts>>;
  inboxTeamOf: (h: Db) => Promise<{ id: string; name: string }[]>;
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

const m = messages;
const sc = staffConversations;
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The team inbox's reads and writes (issue 29): a conversation is every sent message between one
 * assistant and a staff member; its state row (`staff_conversations`) is the messages module's.
 * The list is one query (the conversations grouped from the messages, their state joined, the
 * total as a window count) and one for the page's last messages.
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

  const grouped = (assistantIds: readonly string[] | null, searchKey: string | null) => {
    const tm = db.$with('tm').as(
      db
        .select({
          assistantId:
            sql<string>`CASE WHEN ${senderIsStaff()} THEN ${m.receiverId} ELSE ${m.senderId} END`.as(
              'assistant_id',
            ),
          fromAssistant: sql<boolean>`NOT (${senderIsStaff()})`.as('from_assistant'),
          sentAt: m.sentAt,
          readAt: m.readAt,
          searchKey: m.searchKey,
        })
        .from(m)
        .where(
          and(
            teamMessage(),
            assistantIds
              ? or(inArray(m.senderId, [...assistantIds]), inArray(m.receiverId, [...assistantIds]))
              : undefined,
          ),
        ),
    );
    const conv = db.$with('conv').as(
      db
        .with(tm)
        .select({
          // its own name: staff_conversations has an assistant_id too
          assistantId: sql<string>`${tm.assistantId}`.as('conv_assistant_id'),
          lastAt: sql<Date>`max(${tm.sentAt})`.mapWith(m.sentAt).as('last_at'),
          lastInAt: sql<Date | null>`max(${tm.sentAt}) FILTER (WHERE ${tm.fromAssistant})`
            .mapWith(m.sentAt)
            .as('last_in_at'),
          unread: sql<boolean>`bool_or(${tm.fromAssistant} AND ${tm.readAt} IS NULL)`.as('unread'),
          hit: (searchKey
            ? sql<boolean>`bool_or(${tm.searchKey} LIKE ${`%${likeLiteral(searchKey)}%`} ESCAPE '\\')`
            : sql<boolean>`true`
          ).as('hit'),
        })
        .from(tm)
        .groupBy(tm.assistantId),
    );
    return conv;
  };

  /** Done: marked done and no message of hers since. */
  const doneSql = (conv: ReturnType<typeof grouped>) =>
    sql`(${sc.doneAt} IS NOT NULL AND (${conv.lastInAt} IS NULL OR ${conv.lastInAt} <= ${sc.doneAt}))`;

  const facts = (conv: ReturnType<typeof grouped>) => ({
    assistantId: conv.assistantId,
    lastAt: conv.lastAt,
    lastInAt: conv.lastInAt,
    unread: conv.unread,
    assigneeId: sc.assigneeId,
    doneAt: sc.doneAt,
  });

  return {
    /** One page of a box, newest first, and the box's total. */
    page: async (q: {
      box: InboxBox;
      staffId: string;
      searchKey: string | null;
      limit: number;
      offset: number;
    }): Promise<{ rows: ConversationFacts[]; total: number }> => {
      const conv = grouped(null, q.searchKey);
      const open = sql`NOT ${doneSql(conv)}`;
      const box: Record<InboxBox, SQL | undefined> = {
        unread: sql`${conv.unread}`,
        mine: and(eq(sc.assigneeId, q.staffId), open),
        unassigned: and(isNull(sc.assigneeId), open),
        all: undefined,
      };
      const rows = await db
        .with(conv)
        .select({ ...facts(conv), total: sql<number>`count(*) OVER ()`.mapWith(Number) })
        .from(conv)
        .leftJoin(sc, eq(sc.assistantId, conv.assistantId))
        .where(and(q.searchKey ? sql`${conv.hit}` : undefined, box[q.box]))
        .orderBy(desc(conv.lastAt), conv.assistantId)
        .limit(q.limit)
        .offset(q.offset);
      return { rows, total: rows[0]?.total ?? 0 };
    },

    /** One assistant's conversation, or undefined when she has none with the team. */
    one: async (assistantId: string): Promise<ConversationFacts | undefined> => {
      const conv = grouped([assistantId], null);
      const [row] = await db
        .with(conv)
        .select(facts(conv))
        .from(conv)
        .leftJoin(sc, eq(sc.assistantId, conv.assistantId))
        .where(eq(conv.assistantId, assistantId));
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

    names: (ids: readonly string[]) => reads.messagePartiesOf(db, ids),
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
