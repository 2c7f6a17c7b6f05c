import {
  and,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  min,
  notExists,
  notInArray,
  or,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema/index';
import { toStored, type StoredMessage } from './stored-message';

const m = messages;

/**
 * The messages the provider's team reads of an assistant (the console's record and inbox, its home
 * tile), part of the messages repository (a transaction's handle included).
 */
export const teamQueries = (db: Db, reads: { staffIdsQuery: (h: Db) => SQLWrapper }) => ({
  /** Staff: every sent message the assistant wrote or received, newest first (drafts are hers only). */
  conversation: async (assistantId: string, limit: number): Promise<StoredMessage[]> =>
    (
      await db
        .select()
        .from(m)
        .where(
          and(
            eq(m.draft, false),
            isNotNull(m.sentAt),
            or(eq(m.senderId, assistantId), eq(m.receiverId, assistantId)),
          ),
        )
        .orderBy(desc(m.sentAt), desc(m.id))
        .limit(limit)
    ).map(toStored),

  /**
   * The team's inbox on the console's home: sent messages from an assistant to a staff member with no
   * later message from staff to her (answered by anyone of the team), counted, with the oldest's time.
   */
  unansweredByTeam: async (): Promise<{ total: number; oldestAt: Date | null }> => {
    const staff = reads.staffIdsQuery(db);
    const reply = alias(m, 'reply');
    const [row] = await db
      .select({ total: count(), oldestAt: min(m.sentAt) })
      .from(m)
      .where(
        and(
          eq(m.draft, false),
          isNotNull(m.sentAt),
          inArray(m.receiverId, staff),
          notInArray(m.senderId, staff),
          notExists(
            db
              .select({ one: sql`1` })
              .from(reply)
              .where(
                and(
                  eq(reply.receiverId, m.senderId),
                  eq(reply.draft, false),
                  gt(reply.sentAt, m.sentAt),
                  inArray(reply.senderId, staff),
                ),
              ),
          ),
        ),
      );
    return { total: Number(row?.total ?? 0), oldestAt: row?.oldestAt ?? null };
  },

  /** Staff read the assistant's messages to the team: they count as read. */
  markReadFrom: async (assistantId: string, now: Date): Promise<void> => {
    await db
      .update(m)
      .set({ readAt: now })
      .where(and(eq(m.senderId, assistantId), eq(m.draft, false), isNull(m.readAt)));
  },
});
