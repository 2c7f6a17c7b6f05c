/**
 * Query keys of the notifications (issue 27). One list per user (its pages); the bell reads the
 * unread count from the same cached list, so one invalidation refreshes both.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string | undefined) => ['notifications', 'list', userId] as const,
};
