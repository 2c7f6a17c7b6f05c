import { isInRecruitment } from '@relais/domain/rules';
import { useState } from 'react';
import { useMe } from '../../data/assistant';
import { FontSizeControl } from '../../features/preferences';
import { buildInfo } from '../../lib/build-info';
import { formatDate } from '../../lib/format';
import { t } from '../../lib/i18n';
import { Dialog } from '../../ui/dialog';
import { Icon } from '../../ui/icon';
import { Avatar } from './avatar';
import { avatarBadgeVisible, markAvatarBadgeSeen } from './avatar-badge';
import { BenefitsItem } from './menu/benefits-item';
import { FeedbackToggleSlot } from './menu/feedback-slot';
import { ExternalItem, itemClass } from './menu/menu-item';
import { AppItem, ProfileItems } from './menu/profile-items';
import { Submenu } from './menu/submenu';
import { useLogout } from './use-logout';

/**
 * The avatar button and its menu (spec 2): the profile areas, the community and resources submenus
 * and the benefits link (links of the provider's configuration), About, the pending actions, the
 * feedback toggle (the 'menu' build only), Logout, the text-size control and the version footer.
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
            <Submenu label="shellExtras.community" icon="forum">
              <ExternalItem link="forum" label="shellExtras.forum" indent />
              <ExternalItem link="masterclasses" label="shellExtras.masterclasses" indent />
            </Submenu>
            <Submenu label="shellExtras.resources" icon="library">
              <ExternalItem link="installation" label="shellExtras.installation" indent />
              <ExternalItem link="premiumServices" label="shellExtras.premiumServices" indent />
              <ExternalItem link="tutorials" label="shellExtras.tutorials" indent />
            </Submenu>
            {me && !me.isStaff && !me.isClient && <BenefitsItem me={me} />}
            <AppItem to="/about" icon="info" label="menu.about" onPick={close} />
            <AppItem to="/pending-actions" icon="history" label="offline.pendingMenu" onPick={close} />
          </ul>
        </nav>
        <FeedbackToggleSlot />
        <div className="border-t border-edge">
          <FontSizeControl />
        </div>
        <div className="border-t border-edge py-1">
          <button
            type="button"
            className={itemClass}
            onClick={() => {
              close();
              void logout();
            }}
          >
            <Icon name="logout" className="h-5 w-5 text-secondary" />
            {t('menu.logout')}
          </button>
        </div>
        {/* not a <footer>: inside the dialog it would be a content-info landmark that is not top-level */}
        <div className="flex items-center justify-between gap-2 border-t border-edge px-4 py-2 text-[0.92rem] text-muted">
          <span>{t('menu.version', { version: buildInfo.version })}</span>
          <span>{t('menu.deployedOn', { date: formatDate(buildInfo.date, 'P') })}</span>
        </div>
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
