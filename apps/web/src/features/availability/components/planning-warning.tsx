import { businessDate } from '@relais/domain/rules';
import { useId, useState, type FormEvent } from 'react';
import { now } from '../../../lib/clock';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';

/** The "update your planning" warning with its snooze date (today or later). */
export const PlanningWarning = ({ onSnooze }: { onSnooze: (untilDate: string) => void }) => {
  const today = businessDate(now());
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const titleId = useId();

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
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border-l-4 border-l-primary bg-white p-4 shadow-sm">
      <h2 id={titleId} className="m-0 text-[1.2rem] font-bold">
        {t('availability.warningTitle')}
      </h2>
      <p className="m-0">{t('availability.warningText')}</p>
      <form className="flex flex-col items-stretch gap-2" onSubmit={submit} noValidate>
        <TextField
          className="w-full"
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
    </section>
  );
};
