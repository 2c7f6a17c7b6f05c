import type { Notification, NotificationPage } from '@relais/domain/rules';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from '../../../data/notifications';

const api = vi.hoisted(() => ({
  calls: [] as { what: string; key: string | undefined; params?: unknown; body?: unknown }[],
  unread: 0,
}));
vi.mock('../../../lib/api-client', () => ({
  call: (
    ep: { method: string; path: string },
    opts: { idempotencyKey?: string; body?: unknown; params?: unknown },
  ) => {
    api.calls.push({
      what: `${ep.method} ${ep.path}`,
      key: opts.idempotencyKey,
      params: opts.params,
      body: opts.body,
    });
    return Promise.resolve({ unread: api.unread });
  },
}));

const { readAllNotificationsAction, readNotificationAction } = await import('./read-actions');

const KEY = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const message = (id: string, createdAt: string, readAt: string | null = null): Notification => ({
  id,
  kind: 'MESSAGE_RECEIVED',
  params: { messageId: `m-${id}`, subject: id },
  createdAt,
  readAt,
});
const page = (content: Notification[], unread: number, pageNo = 0): NotificationPage => ({
  content,
  page: pageNo,
  size: 2,
  totalElements: 3,
  totalPages: 2,
  unread,
});

/** A cached list of two pages: n3 and n2 unread, n1 already read. */
const cached = () => {
  const qc = new QueryClient();
  qc.setQueryData<InfiniteData<NotificationPage, number>>(notificationKeys.list('u1'), {
    pages: [
      page([message('n3', '2026-03-11T10:02:00.000Z'), message('n2', '2026-03-11T10:01:00.000Z')], 2),
      page([message('n1', '2026-03-11T10:00:00.000Z', '2026-03-11T10:05:00.000Z')], 2, 1),
    ],
    pageParams: [0, 1],
  });
  return qc;
};
const shown = (qc: QueryClient) => {
  const data = qc.getQueryData<InfiniteData<NotificationPage, number>>(notificationKeys.list('u1'));
  return {
    unread: data?.pages.map((p) => p.unread),
    readAt: Object.fromEntries(data?.pages.flatMap((p) => p.content.map((n) => [n.id, n.readAt])) ?? []),
  };
};
const AT = '2026-03-11T11:00:00.000Z';

describe('notification actions', () => {
  beforeEach(() => {
    api.calls = [];
  });

  it('marking one read: sent once with the action key; shown read and counted down at once, idempotently', async () => {
    const qc = cached();
    const body = { userId: 'u1', notificationId: 'n2', at: AT };
    readNotificationAction.apply?.(qc, body, 'a1');
    readNotificationAction.apply?.(qc, body, 'a1'); // re-applied after a reload: no second decrement
    expect(shown(qc)).toEqual({
      unread: [1, 1],
      readAt: { n3: null, n2: AT, n1: '2026-03-11T10:05:00.000Z' },
    });
    await readNotificationAction.send(body, { idempotencyKey: KEY, files: [] });
    expect(api.calls).toEqual([
      {
        what: 'PUT /users/:id/notifications/:notificationId/read',
        key: KEY,
        params: { id: 'u1', notificationId: 'n2' },
        body: undefined,
      },
    ]);
    // the server's count wins (a decision came meanwhile)
    readNotificationAction.settled?.(qc, body, { unread: 4 });
    expect(shown(qc).unread).toEqual([4, 4]);
  });

  it('marking all read: only those up to `before` (one that came later stays unread)', async () => {
    const qc = cached();
    const body = { userId: 'u1', before: '2026-03-11T10:01:00.000Z', at: AT };
    readAllNotificationsAction.apply?.(qc, body, 'a2');
    expect(shown(qc)).toEqual({
      unread: [1, 1],
      readAt: { n3: null, n2: AT, n1: '2026-03-11T10:05:00.000Z' },
    });
    await readAllNotificationsAction.send(body, { idempotencyKey: KEY, files: [] });
    expect(api.calls).toEqual([
      {
        what: 'PUT /users/:id/notifications/read',
        key: KEY,
        params: { id: 'u1' },
        body: { before: '2026-03-11T10:01:00.000Z' },
      },
    ]);
  });

  it('names itself on the pending-actions screen', () => {
    expect(readNotificationAction.describe({ userId: 'u1', notificationId: 'n1', at: AT })).toEqual({
      key: 'notifications.describeRead',
    });
    expect(readAllNotificationsAction.describe({ userId: 'u1', before: AT, at: AT })).toEqual({
      key: 'notifications.describeReadAll',
    });
  });
});
