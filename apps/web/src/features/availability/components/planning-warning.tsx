import { useId } from 'react';
import { t } from '../../../lib/i18n';
import { SnoozeForm } from './snooze-form';

/** The "update your planning" warning with its snooze date (today or later). */
export const PlanningWarning = ({ onSnooze }: { onSnooze: (untilDate: string) => void }) => {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border-l-4 border-l-primary bg-white p-4 shadow-sm"
    >
      <h2 id={titleId} className="m-0 text-[1.2rem] font-bold">
        {t('availability.warningTitle')}
      </h2>
      <p className="m-0">{t('availability.warningText')}</p>
      <SnoozeForm onSnooze={onSnooze} />
    </section>
  );
};
