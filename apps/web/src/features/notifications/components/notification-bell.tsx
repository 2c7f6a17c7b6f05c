import { Link } from 'react-router';
import { useUnreadNotifications } from '../../../data/notifications';
import { t } from '../../../lib/i18n';
import { CountBadge } from '../../../ui/count-badge';
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
      <CountBadge count={unread} />
    </Link>
  );
};
