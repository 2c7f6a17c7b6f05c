import { businessDate } from '@relais/domain/rules';
import { useState, type FormEvent } from 'react';
import { now } from '../../../lib/clock';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';

/** The planning warning's snooze: a date, today or later (checked before it is queued). */
export const SnoozeForm = ({ onSnooze }: { onSnooze: (untilDate: string) => void }) => {
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
  );
};
