import { businessDate } from '@relais/domain/rules';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { now } from '../../../lib/clock';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';

/** The "update your planning" warning: a link to the planning, and a snooze date (today or later). */
export const PlanningSnooze = ({ onSnooze }: { onSnooze: (untilDate: string) => void }) => {
  const today = businessDate(now());
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < today) {
      setError(t('availability.snoozeDateError'));
      return;
    }
    setError(undefined);
    onSnooze(date);
  };

  return (
    <>
      <p className="m-0 font-semibold">{t('availability.warningTitle')}</p>
      <p className="m-0">{t('availability.warningText')}</p>
      <Link to="/availability" className="inline-flex min-h-11 items-center self-start font-semibold text-primary underline">
        {t('dashboard.warnings.openPlanning')}
      </Link>
      <form className="flex flex-col items-stretch gap-2" onSubmit={submit} noValidate>
        <TextField
          type="date"
          label={t('availability.snoozeLabel')}
          min={today}
          value={date}
          error={error}
          onChange={(e) => setDate(e.target.value)}
        />
        <Button type="submit" variant="secondary" className="self-start">
          {t('availability.snoozeSubmit')}
        </Button>
      </form>
    </>
  );
};
