import { isInRecruitment } from '@relais/domain/rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMe } from '../../data/assistant';
import { FontSizeControl } from '../../features/preferences';
import { buildInfo } from '../../lib/build-info';
import { formatDate } from '../../lib/format';
import { t } from '../../lib/i18n';
import { Dialog } from '../../ui/dialog';
import { Icon } from '../../ui/icon';
import { Avatar } from './avatar';
import { avatarBadgeVisible, markAvatarBadgeSeen } from './avatar-badge';
import { useLogout } from './use-logout';

const item =
  'flex min-h-12 w-full items-center gap-3 px-4 text-left text-[1.08rem] text-ink hover:bg-secondary-soft';

/** The profile areas of the menu (spec 2: skills, file, account); staff have no profile. */
const PROFILE_ITEMS = [
  { to: '/user/skills', icon: 'star', label: 'menu.skills' },
  { to: '/user/file', icon: 'folder', label: 'menu.file' },
  { to: '/user/account', icon: 'account', label: 'menu.account' },
] as const;

/** A prospect in recruitment also finds her recruitment steps (`/user/newinfo`) there. */
const RECRUITMENT_ITEM = { to: '/user/newinfo', icon: 'history', label: 'menu.recruitment' } as const;

const ProfileItems = ({ onPick, inRecruitment }: { onPick: () => void; inRecruitment: boolean }) =>
  (inRecruitment ? [RECRUITMENT_ITEM, ...PROFILE_ITEMS] : PROFILE_ITEMS).map((p) => (
    <li key={p.to}>
      <Link to={p.to} className={item} onClick={onPick}>
        <Icon name={p.icon} className="h-5 w-5 text-secondary" />
        {t(p.label)}
      </Link>
    </li>
  ));

/**
 * The avatar button and its menu: the profile areas, About, the pending actions, Logout, the
 * text-size control and the version footer. Community, resources and benefits come with issue 18.
 */
export const AvatarMenu = () => {
  const me = useMe().data;
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const [badge, setBadge] = useState<boolean | null>(null);
  const showBadge = badge ?? (me ? avatarBadgeVisible(me) : false);

  const openMenu = () => {
    if (me) markAvatarBadgeSeen(me);
    setBadge(false);
    setOpen(true);
  };
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-white hover:bg-white/15"
        aria-label={showBadge ? t('header.accountMenuNew') : t('header.accountMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openMenu}
      >
        <Avatar me={me} />
        {showBadge && (
          <span
            aria-hidden="true"
            className="absolute top-1.5 right-1.5 h-3 w-3 rounded-full border-2 border-primary bg-error"
          />
        )}
      </button>
      <Dialog open={open} title={t('menu.title')} onClose={close} placement="menu" hideTitle>
        {me && (
          <div className="border-b border-edge px-4 py-3">
            <p className="m-0 font-bold">{`${me.firstName} ${me.lastName}`.trim()}</p>
            <p className="m-0 truncate text-muted">{me.loginEmail}</p>
          </div>
        )}
        <nav aria-label={t('menu.title')}>
          <ul className="m-0 list-none p-0 py-1">
            {me && !me.isStaff && !me.isClient && (
              <ProfileItems onPick={close} inRecruitment={isInRecruitment(me.recruitmentStatus)} />
            )}
            <li>
              <Link to="/about" className={item} onClick={close}>
                <Icon name="info" className="h-5 w-5 text-secondary" />
                {t('menu.about')}
              </Link>
            </li>
            <li>
              <Link to="/pending-actions" className={item} onClick={close}>
                <Icon name="history" className="h-5 w-5 text-secondary" />
                {t('offline.pendingMenu')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="border-t border-edge">
          <FontSizeControl />
        </div>
        <div className="border-t border-edge py-1">
          <button
            type="button"
            className={item}
            onClick={() => {
              close();
              void logout();
            }}
          >
            <Icon name="logout" className="h-5 w-5 text-secondary" />
            {t('menu.logout')}
          </button>
        </div>
        <footer className="flex items-center justify-between gap-2 border-t border-edge px-4 py-2 text-[0.92rem] text-muted">
          <span>{t('menu.version', { version: buildInfo.version })}</span>
          <span>{t('menu.deployedOn', { date: formatDate(buildInfo.date, 'P') })}</span>
        </footer>
        <button
          type="button"
          className="sr-only focus:not-sr-only focus:block focus:w-full focus:p-2"
          onClick={close}
        >
          {t('common.close')}
        </button>
      </Dialog>
    </>
  );
};
