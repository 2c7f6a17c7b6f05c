import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';
import { inlineTextLink } from '../../../ui/text-link';

/** The "update your planning" warning: a link to the planning, then the snooze form it is given. */
export const PlanningSnooze = ({ children }: { children: ReactNode }) => (
  <>
    <p className="m-0 font-semibold">{t('availability.warningTitle')}</p>
    <p className="m-0">{t('availability.warningText')}</p>
    <Link to="/availability" className={inlineTextLink}>
      {t('dashboard.warnings.openPlanning')}
    </Link>
    {children}
  </>
);
