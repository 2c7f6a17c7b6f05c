import { NavLink } from 'react-router';
import { t } from '../../../lib/i18n';

const TABS = [
  { to: '/loyalty-rewards/programme', label: 'loyalty.tabs.programme' },
  { to: '/loyalty-rewards/historique', label: 'loyalty.tabs.history' },
] as const;

/** The programme and the history as tabs: links (the current one in the URL and marked for screen readers). */
export const LoyaltyTabs = () => (
  <nav aria-label={t('loyalty.tabs.label')}>
    <ul className="m-0 grid list-none grid-cols-2 gap-1 rounded-xl bg-white p-1 shadow-sm">
      {TABS.map((tab) => (
        <li key={tab.to} className="min-w-0">
          <NavLink
            to={tab.to}
            replace
            className={({ isActive }) =>
              `flex min-h-11 items-center justify-center rounded-lg px-1 text-center text-[0.95rem] leading-tight font-semibold no-underline ${
                isActive ? 'bg-primary text-white' : 'text-secondary hover:bg-secondary-soft'
              }`
            }
          >
            {t(tab.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  </nav>
);
