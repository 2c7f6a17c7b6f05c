import { NavLink } from 'react-router';
import { t } from '../lib/i18n';

const TABS = [
  { to: '/activity/missions', labelKey: 'invoices.tabs.missions' },
  { to: '/activity/invoices', labelKey: 'invoices.tabs.invoices' },
] as const;

/** The activity screens' tab bar (Missions | Invoices): links, the current one marked for screen readers. */
export const ActivityTabs = () => (
  <nav aria-label={t('invoices.tabs.label')} className="-mx-1">
    <ul className="m-0 flex list-none gap-1 rounded-xl bg-white p-1 shadow-sm">
      {TABS.map((tab) => (
        <li key={tab.to} className="flex-1">
          <NavLink
            to={tab.to}
            className={({ isActive }) =>
              `flex min-h-11 items-center justify-center rounded-lg px-3 text-[1.08rem] font-semibold no-underline ${
                isActive ? 'bg-primary text-white' : 'text-secondary hover:bg-secondary-soft'
              }`
            }
          >
            {t(tab.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  </nav>
);
