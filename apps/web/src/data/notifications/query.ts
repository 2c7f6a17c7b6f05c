import { routeTable } from '@relais/contract/routes';
import { NOTIFICATIONS_PAGE_SIZE_DEFAULT, type NotificationPage } from '@relais/domain/rules';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { nextPage } from '../../lib/pages';
import { useUserId } from '../../offline';
import { notificationKeys } from './keys';

/** One page of her notifications, newest first, with her unread count (GET /users/{id}/notifications). */
export const fetchNotificationsPage = (userId: string, page: number): Promise<NotificationPage> =>
  call(routeTable.listNotifications, {
    params: { id: userId },
    query: { page, size: NOTIFICATIONS_PAGE_SIZE_DEFAULT },
  });

/**
 * The list's query, page after page: what the bell, the list screen and a warm-up (prefetch of the
 * first page, `qc.prefetchInfiniteQuery(notificationsQuery(userId))`) share. Persisted with the cache.
 */
export const notificationsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ pageParam }) => fetchNotificationsPage(userId, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });

/** Her notifications (every page read so far); nothing for a client user (`wanted` false). */
export const useNotifications = (wanted = true) => {
  const userId = useUserId() ?? '';
  return useInfiniteQuery({ ...notificationsQuery(userId), enabled: wanted && userId !== '' });
};

/** The bell's count: her unread notifications, as the newest page says (0 before any answer). */
export const useUnreadNotifications = (wanted = true): number => {
  const userId = useUserId() ?? '';
  const query = useInfiniteQuery({
    ...notificationsQuery(userId),
    enabled: wanted && userId !== '',
    // back to the app (a phone's tab brought to the front): a decision made meanwhile shows
    refetchOnWindowFocus: true,
    select: (data) => data.pages[0]?.unread ?? 0,
  });
  return query.data ?? 0;
};
