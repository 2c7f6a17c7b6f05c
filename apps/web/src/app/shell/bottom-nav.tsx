import { Link, useLocation } from 'react-router';
import { t } from '../../lib/i18n';
import { Icon } from '../../ui/icon';
import { isNavItemActive, NAV_ITEMS } from './nav-rules';

export const BottomNav = () => {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-edge bg-white pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="m-0 mx-auto flex max-w-3xl list-none p-0">
        {NAV_ITEMS.map((item) => {
          const active = isNavItemActive(item, pathname);
          return (
            <li key={item.to} className="flex-1">
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-14 flex-col items-center justify-center gap-0.5 text-[0.95rem] ${
                  active ? 'font-bold text-primary' : 'text-muted hover:text-ink'
                }`}
              >
                <Icon name={item.icon} />
                <span>{t(item.labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
