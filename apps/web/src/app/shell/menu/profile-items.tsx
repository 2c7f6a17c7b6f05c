import { Link } from 'react-router';
import { t } from '../../../lib/i18n';
import { Icon } from '../../../ui/icon';
import { itemClass } from './menu-item';

/**
 * The profile areas of the menu (spec 2: skills, file, account; and the curriculum, the one profile
 * area the spec's menu leaves out, unreachable otherwise); staff have no profile.
 */
const PROFILE_ITEMS = [
  { to: '/user/skills', icon: 'star', label: 'menu.skills' },
  { to: '/user/file', icon: 'folder', label: 'menu.file' },
  { to: '/user/curriculum', icon: 'description', label: 'menu.curriculum' },
  { to: '/user/account', icon: 'account', label: 'menu.account' },
] as const;

/** A prospect in recruitment also finds her recruitment steps (`/user/newinfo`) there. */
const RECRUITMENT_ITEM = { to: '/user/newinfo', icon: 'history', label: 'menu.recruitment' } as const;

export const ProfileItems = ({ onPick, inRecruitment }: { onPick: () => void; inRecruitment: boolean }) =>
  (inRecruitment ? [RECRUITMENT_ITEM, ...PROFILE_ITEMS] : PROFILE_ITEMS).map((p) => (
    <li key={p.to}>
      <Link to={p.to} className={itemClass} onClick={onPick}>
        <Icon name={p.icon} className="h-5 w-5 text-secondary" />
        {t(p.label)}
      </Link>
    </li>
  ));

/** An entry of the app itself (about, pending actions). */
export const AppItem = ({
  to,
  icon,
  label,
  onPick,
}: {
  to: string;
  icon: 'info' | 'history';
  label: 'menu.about' | 'offline.pendingMenu';
  onPick: () => void;
}) => (
  <li>
    <Link to={to} className={itemClass} onClick={onPick}>
      <Icon name={icon} className="h-5 w-5 text-secondary" />
      {t(label)}
    </Link>
  </li>
);
