import { NavLink } from 'react-router';
import { t } from '../../../lib/i18n';
import { BOXES } from '../model/boxes';

/** The four lists as tabs: links (the current one in the URL and marked for screen readers). */
export const BoxTabs = () => (
  <nav aria-label={t('messaging.tabs.label')}>
    <ul className="m-0 grid list-none grid-cols-4 gap-1 rounded-xl bg-white p-1 shadow-sm">
      {BOXES.map((box) => (
        <li key={box.segment} className="min-w-0">
          <NavLink
            to={`/messaging/${box.segment}`}
            className={({ isActive }) =>
              `flex min-h-11 items-center justify-center rounded-lg px-1 text-center text-[0.95rem] leading-tight font-semibold no-underline ${
                isActive ? 'bg-primary text-white' : 'text-secondary hover:bg-secondary-soft'
              }`
            }
          >
            {t(`messaging.tabs.${box.type}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  </nav>
);
