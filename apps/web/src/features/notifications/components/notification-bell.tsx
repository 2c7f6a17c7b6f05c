import { Link } from 'react-router';
import { useUnreadNotifications } from '../../../data/notifications';
import { t } from '../../../lib/i18n';
import { Icon } from '../../../ui/icon';

/**
 * The header's bell (issue 27): opens /notifications, shows her unread count and says it in its
 * accessible name. The only part of the feature in the shell's chunk (the list is a lazy screen).
 */
export const NotificationBell = ({ className }: { className: string }) => {
  const unread = useUnreadNotifications();
  return (
    <Link
      to="/notifications"
      className={className}
      aria-label={unread > 0 ? t('header.notificationsUnread', { count: unread }) : t('header.notifications')}
    >
      <Icon name="bell" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-error px-1 text-center text-[0.85rem] leading-5 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
};
