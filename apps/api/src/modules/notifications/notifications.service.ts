import type {
  Clock,
  NotificationPage,
  NotificationsQuery,
  NotificationsReadAllBody,
  NotificationsUnread,
} from '@relais/domain';
import { accessDenied, notFound } from '../../plugins/app-error';
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

    /** Someone else's notification is 403 (like every child id of another user's), none 404. */
    read: async (userId: string, notificationId: string): Promise<NotificationsUnread> => {
      const outcome = await repo.markRead(userId, notificationId, clock.now());
      if (outcome === 'missing') throw notFound('Notification');
      if (outcome === 'not-hers') throw accessDenied();
      return { unread: await repo.unreadCount(userId) };
    },

    readAll: async (userId: string, body: NotificationsReadAllBody): Promise<NotificationsUnread> => {
      await repo.markAllRead(userId, new Date(body.before), clock.now());
      return { unread: await repo.unreadCount(userId) };
    },
  };
};

export type NotificationsService = ReturnType<typeof createNotificationsService>;
