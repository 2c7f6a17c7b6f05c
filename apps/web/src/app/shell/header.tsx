import { useEffect } from 'react';
import { Link, useLocation, useMatches, useNavigate } from 'react-router';
import { useMe } from '../../data/assistant';
import { useUnreadCount } from '../../data/messages';
import { t } from '../../lib/i18n';
import { isClientSession } from '../../lib/session';
import { CountBadge } from '../../ui/count-badge';
import { Icon } from '../../ui/icon';
import { isRouteHandle, type RouteHandle } from '../route-handle';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { AvatarMenu } from './avatar-menu';

const iconButton =
  'relative inline-flex h-11 w-11 items-center justify-center rounded-full text-white hover:bg-white/15';

const useRouteHandle = (): RouteHandle => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return {};
};

/**
 * Spec 2 header: back, title, loyalty, notifications and messages with their unread badges, help
 * drawer, avatar menu.
 */
export const Header = ({ onOpenDrawer }: { onOpenDrawer: () => void }) => {
  const handle = useRouteHandle();
  const navigate = useNavigate();
  // the first screen of this visit (opened by a link, a bookmark, a reload of it) has nothing of the
  // app behind it: back goes home rather than out of the app
  const firstScreen = useLocation().key === 'default';
  // a client user's header: no loyalty nor messaging, an assistant's (decisions "Quotes and client users")
  const isClient = useMe().data?.isClient ?? isClientSession();
  const unread = useUnreadCount(!isClient).data ?? 0;
  const title = handle.titleKey ? t(handle.titleKey) : t('app.name');

  useEffect(() => {
    document.title = `${title} – ${t('app.name')}`;
  }, [title]);

  return (
    <header className="sticky top-0 z-30 bg-primary pt-[env(safe-area-inset-top)] text-white shadow">
      <div className="mx-auto flex h-14 max-w-3xl items-center gap-1 px-1">
        {handle.back && (
          <button
            type="button"
            className={iconButton}
            aria-label={t('header.back')}
            onClick={() => void (firstScreen ? navigate('/home') : navigate(-1))}
          >
            <Icon name="back" />
          </button>
        )}
        <h1 className={`m-0 flex-1 truncate text-[1.3rem] font-bold ${handle.back ? '' : 'pl-3'}`}>
          {title}
        </h1>
        {!isClient && (
          <Link to="/loyalty-rewards" className={iconButton} aria-label={t('header.loyalty')}>
            <Icon name="gift" />
          </Link>
        )}
        {!isClient && <NotificationBell className={iconButton} />}
        {!isClient && (
          <Link
            to="/messaging"
            className={iconButton}
            aria-label={unread > 0 ? t('header.messagesUnread', { count: unread }) : t('header.messages')}
          >
            <Icon name="mail" />
            <CountBadge count={unread} />
          </Link>
        )}
        <button
          type="button"
          className={iconButton}
          aria-label={t('header.help')}
          aria-haspopup="dialog"
          onClick={onOpenDrawer}
        >
          <Icon name="phone" />
        </button>
        <AvatarMenu />
      </div>
    </header>
  );
};
