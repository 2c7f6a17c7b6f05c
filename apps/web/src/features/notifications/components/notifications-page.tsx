import type { Notification } from '@relais/domain/rules';
import { Link } from 'react-router';
import { useNotifications } from '../../../data/notifications';
import { now } from '../../../lib/clock';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { enqueue, useConnectivity, useUserId } from '../../../offline';
import { Button } from '../../../ui/button';
import { cardClass } from '../../../ui/card-section';
import { LoadMore } from '../../../ui/load-more';
import { QueryState } from '../../../ui/query-state';
import { readAllNotificationsAction, readNotificationAction } from '../api/read-actions';
import { notificationPath, notificationText } from '../model/notification-view';

const Row = ({ n, onOpen }: { n: Notification; onOpen: (n: Notification) => void }) => {
  const unread = n.readAt === null;
  const { title, detail } = notificationText(n);
  return (
    <li className="border-b border-edge last:border-b-0">
      <Link
        to={notificationPath(n)}
        onClick={() => onOpen(n)}
        className="flex min-h-11 items-start gap-3 py-3 text-ink no-underline"
      >
        <span
          aria-hidden="true"
          className={`mt-2 h-2.5 w-2.5 shrink-0 rounded-full ${unread ? 'bg-primary' : 'bg-transparent'}`}
        />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className={unread ? 'font-bold text-primary' : 'font-semibold'}>
            {unread && <span className="sr-only">{t('notifications.unread')} </span>}
            {title}
          </span>
          <span className="truncate">{detail}</span>
          <time className="text-sm text-muted" dateTime={n.createdAt}>
            {formatDate(n.createdAt, 'PPp')}
          </time>
        </span>
      </Link>
    </li>
  );
};

/**
 * /notifications (issue 27): the team's decisions, newest first, page after page; each opens its
 * item and is marked read (an offline action: the mark waits in the outbox without a network).
 * Read from the persisted cache offline.
 */
export const NotificationsPage = () => {
  const userId = useUserId() ?? '';
  const list = useNotifications();
  const { offline } = useConnectivity();
  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((p) => p.content);
  const unread = pages[0]?.unread ?? 0;

  const open = (n: Notification) => {
    if (n.readAt !== null || userId === '') return;
    void enqueue(readNotificationAction, { userId, notificationId: n.id, at: now().toISOString() });
  };
  const readAll = () => {
    const newest = items[0];
    if (!newest || userId === '') return;
    void enqueue(readAllNotificationsAction, {
      userId,
      before: newest.createdAt,
      at: now().toISOString(),
    });
  };

  return (
    <section className={cardClass} aria-labelledby="notifications-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="notifications-heading" className="m-0 text-[1.12rem] font-bold">
          {unread > 0 ? t('notifications.heading', { count: unread }) : t('notifications.headingNone')}
        </h2>
        {unread > 0 && (
          <Button variant="secondary" onClick={readAll}>
            {t('notifications.readAll')}
          </Button>
        )}
      </div>
      {list.data === undefined ? (
        <QueryState
          query={
            offline
              ? { isError: false, fetchStatus: 'paused', refetch: list.refetch }
              : { isError: list.isError, fetchStatus: list.fetchStatus, refetch: list.refetch }
          }
          area="notifications"
        />
      ) : items.length === 0 ? (
        <p className="m-0 text-muted">{t('notifications.empty')}</p>
      ) : (
        <>
          <ul className="m-0 list-none p-0" aria-label={t('notifications.listLabel')}>
            {items.map((n) => (
              <Row key={n.id} n={n} onOpen={open} />
            ))}
          </ul>
          {list.hasNextPage && (
            <LoadMore
              loading={list.isFetchingNextPage}
              onMore={() => void list.fetchNextPage()}
              label={t('notifications.more')}
              loadingLabel={t('notifications.loadingMore')}
              margin={400}
            />
          )}
        </>
      )}
    </section>
  );
};
