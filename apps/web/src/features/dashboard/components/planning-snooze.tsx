import { Link } from 'react-router';
import { t } from '../../../lib/i18n';
import { SnoozeForm } from '../../availability';

/** The "update your planning" warning: a link to the planning, and a snooze date (today or later). */
export const PlanningSnooze = ({ onSnooze }: { onSnooze: (untilDate: string) => void }) => (
  <>
    <p className="m-0 font-semibold">{t('availability.warningTitle')}</p>
    <p className="m-0">{t('availability.warningText')}</p>
    <Link
      to="/availability"
      className="inline-flex min-h-11 items-center self-start font-semibold text-primary underline"
    >
      {t('dashboard.warnings.openPlanning')}
    </Link>
    <SnoozeForm onSnooze={onSnooze} />
  </>
);
