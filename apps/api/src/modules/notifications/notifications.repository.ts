import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull, lte } from 'drizzle-orm';
import { notificationSchema, type Notification, type NotificationDraft } from '@relais/domain';
import type { Db } from '../../db/client';
import type { NotificationWriterOn } from '../../lib/notification-writer';
import { notifications, type NotificationRow } from '../../db/schema/index';

/** The targets' ids, by kind: what the notification opens (kept in a column for lookups). */
const targetOf = (draft: NotificationDraft): string => {
  switch (draft.kind) {
    case 'REPORT_REJECTED':
    case 'REPORT_VALIDATED':
    case 'INTERVENTION_CANCELLED':
      return draft.params.eventId;
    case 'DOCUMENT_REFUSED':
      return draft.params.fileType;
    case 'INVOICE_STATUS':
      return draft.params.invoiceId;
    case 'MESSAGE_RECEIVED':
      return draft.params.messageId;
  }
};

/** Written by the decisions' repositories on their transaction's handle (services.ts gives it to them). */
export const notificationWriterOn: NotificationWriterOn<Db> = (handle) => async (userId, draft, at) => {
  await handle.insert(notifications).values({
    id: randomUUID(),
    userId,
    kind: draft.kind,
    targetId: targetOf(draft),
    params: draft.params,
    createdAt: at,
    readAt: null,
  });
};

/** A row as the API answers it; a row whose parameters no longer parse (an older shape) is left out. */
const toNotification = (r: NotificationRow): Notification | null => {
  const parsed = notificationSchema.safeParse({
    id: r.id,
    kind: r.kind,
    params: r.params,
    createdAt: r.createdAt.toISOString(),
    readAt: r.readAt?.toISOString() ?? null,
  });
  return parsed.success ? parsed.data : null;
};

const unreadOf = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

export const createNotificationsRepository = (db: Db) => {
  const unreadCount = async (userId: string): Promise<number> => {
    const [row] = await db.select({ n: count() }).from(notifications).where(unreadOf(userId));
    return Number(row?.n ?? 0);
  };

  return {
    unreadCount,

    /** One page of hers, newest first (then id, for a stable order), her total and unread count. */
    page: async (q: {
      userId: string;
      limit: number;
      offset: number;
    }): Promise<{ content: Notification[]; total: number; unread: number }> => {
      const [rows, totals, unread] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, q.userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(q.limit)
          .offset(q.offset),
        db.select({ n: count() }).from(notifications).where(eq(notifications.userId, q.userId)),
        unreadCount(q.userId),
      ]);
      return {
        content: rows.map(toNotification).filter((n): n is Notification => n !== null),
        total: Number(totals[0]?.n ?? 0),
        unread,
      };
    },

    /**
     * Marks one of hers read (an already read one keeps its time): 'missing' when there is no such
     * notification, 'not-hers' when it is someone else's (nothing changes).
     */
    markRead: async (
      userId: string,
      notificationId: string,
      now: Date,
    ): Promise<'read' | 'missing' | 'not-hers'> => {
      const [row] = await db
        .select({ userId: notifications.userId, readAt: notifications.readAt })
        .from(notifications)
        .where(eq(notifications.id, notificationId));
      if (!row) return 'missing';
      if (row.userId !== userId) return 'not-hers';
      if (row.readAt === null) {
        await db
          .update(notifications)
          .set({ readAt: now })
          .where(and(eq(notifications.id, notificationId), isNull(notifications.readAt)));
      }
      return 'read';
    },

    /** Marks read every unread one of hers created up to `before`. */
    markAllRead: async (userId: string, before: Date, now: Date): Promise<void> => {
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(unreadOf(userId), lte(notifications.createdAt, before)));
    },
  };
};

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
