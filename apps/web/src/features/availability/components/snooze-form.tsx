import { businessDate, DATE_MAX } from '@relais/domain/rules';
import { useState, type FormEvent } from 'react';
import { now } from '../../../lib/clock';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';

/**
 * The planning warning's snooze: 'Remind me later' opens a date, today or later (checked before it
 * is queued). The date field is made only when asked for: a date input is costly to create (tens of
 * ms on a phone, while home loads) and most visits never use it.
 */
export const SnoozeForm = ({ onSnooze }: { onSnooze: (untilDate: string) => void }) => {
  const today = businessDate(now());
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < today) {
      setError(t('availability.snoozeDateError'));
      return;
    }
    if (date > DATE_MAX) {
      setError(t('errors.date-out-of-range'));
      return;
    }
    setError(undefined);
    onSnooze(date);
  };

  if (!open)
    return (
      <Button type="button" variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        {t('availability.snoozeOpen')}
      </Button>
    );

  return (
    <form className="flex flex-col items-stretch gap-2" onSubmit={submit} noValidate>
      <TextField
        // opened by a tap on 'Remind me later': the field that tap asked for takes the focus
        autoFocus
        className="w-full"
        type="date"
        label={t('availability.snoozeLabel')}
        min={today}
        max={DATE_MAX}
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
