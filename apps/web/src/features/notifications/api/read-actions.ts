import { routeTable } from '@relais/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { markReadInCache, notificationKeys, setUnreadInCache } from '../../../data/notifications';
import { call } from '../../../lib/api-client';
import { defineAction } from '../../../offline';

export type ReadNotificationBody = { userId: string; notificationId: string; at: string };
/** `before`: the newest notification she had when she asked (one that comes later stays unread). */
export type ReadAllNotificationsBody = { userId: string; before: string; at: string };

const answered = (qc: QueryClient, userId: string, result: unknown): void => {
  const unread = (result as { unread?: unknown } | undefined)?.unread;
  if (typeof unread === 'number') setUnreadInCache(qc, userId, unread);
};
const readAgain = (qc: QueryClient, userId: string): void =>
  void qc.invalidateQueries({ queryKey: notificationKeys.list(userId) });

/**
 * PUT /users/{id}/notifications/{notificationId}/read, queued silently when she opens one: the list
 * shows it read and the bell's count drops at once, online or not; the server's count follows.
 */
export const readNotificationAction = defineAction<ReadNotificationBody, 'notifications.read'>({
  type: 'notifications.read',
  send: (body, { idempotencyKey }) =>
    call(routeTable.readNotification, {
      params: { id: body.userId, notificationId: body.notificationId },
      idempotencyKey,
    }),
  apply: (qc, body) => markReadInCache(qc, body.userId, body.at, (n) => n.id === body.notificationId),
  revert: (qc, body) => readAgain(qc, body.userId),
  settled: (qc, body, result) => answered(qc, body.userId, result),
  describe: () => ({ key: 'notifications.describeRead' }),
});

/** PUT /users/{id}/notifications/read: every notification up to `before` read. */
export const readAllNotificationsAction = defineAction<ReadAllNotificationsBody, 'notifications.readAll'>({
  type: 'notifications.readAll',
  send: (body, { idempotencyKey }) =>
    call(routeTable.readAllNotifications, {
      params: { id: body.userId },
      body: { before: body.before },
      idempotencyKey,
    }),
  apply: (qc, body) =>
    markReadInCache(qc, body.userId, body.at, (n) => Date.parse(n.createdAt) <= Date.parse(body.before)),
  revert: (qc, body) => readAgain(qc, body.userId),
  settled: (qc, body, result) => {
    answered(qc, body.userId, result);
    readAgain(qc, body.userId);
  },
  describe: () => ({ key: 'notifications.describeReadAll' }),
});
