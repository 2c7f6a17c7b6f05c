import type {
  Clock,
  NotificationPage,
  NotificationsQuery,
  NotificationsReadAllBody,
  NotificationsUnread,
} from '@relais/domain';
import { notFound } from '../../plugins/app-error';
import type { NotificationsRepository } from './notifications.repository';

/**
 * Her notifications: the list (newest first, with the unread count the bell shows) and their reading.
 * They are written by the decisions' own transactions (`notificationWriterOn`), never here.
 */
export const createNotificationsService = (deps: { repo: NotificationsRepository; clock: Clock }) => {
  const { repo, clock } = deps;
  return {
    list: async (userId: string, query: NotificationsQuery): Promise<NotificationPage> => {
      const { content, total, unread } = await repo.page({
        userId,
        limit: query.size,
        offset: query.page * query.size,
      });
      return {
        content,
        page: query.page,
        size: query.size,
        totalElements: total,
        totalPages: Math.ceil(total / query.size),
        unread,
      };
    },

    /** Someone else's (or no such) notification is 404: nothing tells her it exists. */
    read: async (userId: string, notificationId: string): Promise<NotificationsUnread> => {
      if (!(await repo.markRead(userId, notificationId, clock.now()))) throw notFound('Notification');
      return { unread: await repo.unreadCount(userId) };
    },

    readAll: async (userId: string, body: NotificationsReadAllBody): Promise<NotificationsUnread> => {
      await repo.markAllRead(userId, new Date(body.before), clock.now());
      return { unread: await repo.unreadCount(userId) };
    },
  };
};

export type NotificationsService = ReturnType<typeof createNotificationsService>;
