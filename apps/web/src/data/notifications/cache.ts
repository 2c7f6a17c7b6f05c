import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { NotificationPage } from '@relais/domain/rules';
import { notificationKeys } from './keys';

type Pages = InfiniteData<NotificationPage, number>;

/**
 * Marks read, in her cached list, the notifications `isRead` picks that are still unread (read at
 * `at`) and lowers the unread count by as many: idempotent (applied again after a reload, it finds
 * them read and changes nothing).
 */
export const markReadInCache = (
  qc: QueryClient,
  userId: string,
  at: string,
  picks: (n: { id: string; createdAt: string }) => boolean,
): void => {
  qc.setQueryData<Pages>(notificationKeys.list(userId), (data) => {
    if (!data) return data;
    let flipped = 0;
    const pages = data.pages.map((page) => ({
      ...page,
      content: page.content.map((n) => {
        if (n.readAt !== null || !picks(n)) return n;
        flipped++;
        return { ...n, readAt: at };
      }),
    }));
    if (flipped === 0) return data;
    return { ...data, pages: pages.map((p) => ({ ...p, unread: Math.max(0, p.unread - flipped) })) };
  });
};

/** The unread count the server answered a marking with, on every cached page. */
export const setUnreadInCache = (qc: QueryClient, userId: string, unread: number): void => {
  qc.setQueryData<Pages>(notificationKeys.list(userId), (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, unread })) } : data,
  );
};
