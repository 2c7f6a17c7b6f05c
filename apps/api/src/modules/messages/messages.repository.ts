import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { MessageType } from '@relais/domain';
import type { Db } from '../../db/client';
import type { NotificationWriterOn } from '../../lib/notification-writer';
import { messages } from '../../db/schema/index';
import { boundedCount, withTotal } from '../../db/paging';
import { toStored, type StoredMessage } from './stored-message';
import { teamQueries } from './team-messages.queries';

export type { StoredMessage } from './stored-message';

/** A party of a message as the users module's read model gives it. */
export type PartyFacts = { id: string; name: string; role: 'ASSISTANT' | 'STAFF' };
/** An attachment as the files module's read model gives it. */
export type AttachmentFacts = {
  messageId: string;
  id: string;
  index: number;
  name: string;
  type: 'application/pdf' | 'image/jpeg' | 'image/png';
  size: number;
};

/**
 * What the messages repository reads of other modules, given by the wiring root (services.ts): the
 * users module's names and recipients, the files module's attachments.
 */
export type MessagesReads = {
  /** The notifications module's writer (a staff message notifies the assistant in its transaction). */
  notify: NotificationWriterOn<Db>;
  messagePartiesOf: (h: Db, ids: readonly string[]) => Promise<Map<string, PartyFacts>>;
  messageContactsOf: (
    h: Db,
    userId: string,
  ) => Promise<{
    role: 'ASSISTANT' | 'STAFF';
    team: PartyFacts[];
    customerSuccess: PartyFacts | null;
  } | null>;
  messageFilesOf: (h: Db, messageIds: readonly string[]) => Promise<AttachmentFacts[]>;
  messageFileCounts: (h: Db, messageIds: readonly string[]) => Promise<Map<string, number>>;
  discardMessageFiles: (h: Db, messageId: string, now: Date) => Promise<string[]>;
  /** A staff reply's pending uploads attached to its message; answers how many were. */
  attachReplyFiles: (
    h: Db,
    reply: {
      ownerId: string;
      conversationId: string;
      messageId: string;
      fileIds: readonly string[];
      now: Date;
    },
  ) => Promise<number>;
  /** The staff members' ids as a subquery (the users module's read model). */
  staffIdsQuery: (h: Db) => SQLWrapper;
};

export type MessageWrite = {
  receiverId: string | null;
  subject: string;
  content: string;
  searchKey: string;
  draft: boolean;
  senderArchived: boolean;
  sentAt: Date | null;
};

const m = messages;

/** `text` as a LIKE pattern matching itself literally (escape character: backslash). */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Received by `userId`, sent, and not deleted by her. */
const receivedBy = (userId: string): SQL | undefined =>
  and(eq(m.receiverId, userId), eq(m.draft, false), isNull(m.receiverDeletedAt));
/** Sent by `userId` (not a draft) and not deleted by her. */
const sentBy = (userId: string): SQL | undefined =>
  and(eq(m.senderId, userId), eq(m.draft, false), isNull(m.senderDeletedAt));

/** The rows of one list of `userId` (spec 4): each party's own archiving and deletion. */
export const listWhere = (userId: string, type: MessageType): SQL | undefined => {
  switch (type) {
    case 'received':
      return and(receivedBy(userId), eq(m.receiverArchived, false));
    case 'sent':
      return and(sentBy(userId), eq(m.senderArchived, false));
    case 'draft':
      return and(eq(m.senderId, userId), eq(m.draft, true));
    case 'archived':
      return or(
        and(receivedBy(userId), eq(m.receiverArchived, true)),
        and(sentBy(userId), eq(m.senderArchived, true)),
      );
  }
};

const queries = (db: Db, reads: MessagesReads) => ({
  parties: (ids: readonly string[]) => reads.messagePartiesOf(db, ids),
  contacts: (userId: string) => reads.messageContactsOf(db, userId),
  files: (messageIds: readonly string[]) => reads.messageFilesOf(db, messageIds),
  fileCounts: (messageIds: readonly string[]) => reads.messageFileCounts(db, messageIds),
  attachReplyFiles: (reply: Parameters<MessagesReads['attachReplyFiles']>[1]) =>
    reads.attachReplyFiles(db, reply),
  /** The receiver's notification of a message from the team, on the same handle (it commits with it). */
  notify: reads.notify(db),

  /** One page of a list and the list's total (bounded), newest first by default (drafts by updatedAt). */
  page: async (q: {
    userId: string;
    type: MessageType;
    searchKey: string | null;
    sort: 'asc' | 'desc';
    limit: number;
    offset: number;
  }): Promise<{ rows: StoredMessage[]; total: number }> => {
    const where = and(
      listWhere(q.userId, q.type),
      q.searchKey ? sql`${m.searchKey} LIKE ${`%${likeLiteral(q.searchKey)}%`} ESCAPE '\\'` : undefined,
    );
    const at = q.type === 'draft' ? m.updatedAt : m.sentAt;
    const dir = q.sort === 'asc' ? asc : desc;
    const total = boundedCount(db, m, where, q);
    const found = await db
      .select({ ...getTableColumns(m), boundedTotal: total.as('bounded_total') })
      .from(m)
      .where(where)
      .orderBy(dir(at), dir(m.id))
      .limit(q.limit)
      .offset(q.offset);
    const page = await withTotal(db, found, m, total);
    return { rows: page.rows.map(toStored), total: page.total };
  },

  /** Any message by id, locked in a transaction (whose it is is the service's check). */
  findForUpdate: async (messageId: string): Promise<StoredMessage | undefined> => {
    const [row] = await db.select().from(m).where(eq(m.id, messageId)).for('update');
    return row ? toStored(row) : undefined;
  },

  /** Any message by id (whose it is is the service's check). */
  find: async (messageId: string): Promise<StoredMessage | undefined> => {
    const [row] = await db.select().from(m).where(eq(m.id, messageId));
    return row ? toStored(row) : undefined;
  },

  markRead: async (messageId: string, now: Date): Promise<void> => {
    await db
      .update(m)
      .set({ readAt: now })
      .where(and(eq(m.id, messageId), isNull(m.readAt)));
  },

  insert: async (id: string, senderId: string, w: MessageWrite, now: Date): Promise<StoredMessage> => {
    const [row] = await db
      .insert(m)
      .values({ id, senderId, ...w, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('message insert returned no row');
    return toStored(row);
  },

  update: async (id: string, w: MessageWrite, now: Date): Promise<StoredMessage> => {
    const [row] = await db
      .update(m)
      .set({ ...w, updatedAt: now })
      .where(eq(m.id, id))
      .returning();
    if (!row) throw new Error('message update returned no row');
    return toStored(row);
  },

  /** Deletes a draft and marks its attachments deleted: answers their storage keys. */
  deleteDraft: async (id: string, now: Date): Promise<string[]> => {
    const keys = await reads.discardMessageFiles(db, id, now);
    await db.delete(m).where(and(eq(m.id, id), eq(m.draft, true)));
    return keys;
  },

  /** Takes a sent or received message out of one party's lists. */
  hide: async (id: string, side: 'sender' | 'receiver', now: Date): Promise<void> => {
    await db
      .update(m)
      .set(side === 'sender' ? { senderDeletedAt: now } : { receiverDeletedAt: now })
      .where(eq(m.id, id));
  },

  /** Of `ids`, those `userId` can archive (sent or received by her, not deleted by her). */
  archivable: async (userId: string, ids: readonly string[]): Promise<StoredMessage[]> =>
    (
      await db
        .select()
        .from(m)
        .where(and(inArray(m.id, [...ids]), or(sentBy(userId), receivedBy(userId))))
        .for('update')
    ).map(toStored),

  setArchived: async (userId: string, ids: readonly string[], archived: boolean): Promise<void> => {
    await db
      .update(m)
      .set({ senderArchived: archived })
      .where(and(inArray(m.id, [...ids]), eq(m.senderId, userId)));
    await db
      .update(m)
      .set({ receiverArchived: archived })
      .where(and(inArray(m.id, [...ids]), eq(m.receiverId, userId)));
  },

  /** The unread count of the header badge. */
  unreadCount: async (userId: string): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(m)
      .where(and(receivedBy(userId), eq(m.receiverArchived, false), isNull(m.readAt)));
    return Number(row?.n ?? 0);
  },

  ...teamQueries(db, reads),
});

export type MessagesTx = ReturnType<typeof queries>;

export const createMessagesRepository = (db: Db, reads: MessagesReads) => ({
  ...queries(db, reads),
  /** Runs `fn` in one transaction with the same repository bound to it. */
  transaction: async <T>(fn: (tx: MessagesTx) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => fn(queries(tx, reads))),
});

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
