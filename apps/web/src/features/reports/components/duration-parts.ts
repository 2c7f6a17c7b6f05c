import { t } from '../../../lib/i18n';
import type { DurationPart } from '../../../ui/duration-field';
import type { DurationEntry } from '../model/report-values';

/** The hours and minutes inputs of one of the report's durations (`DurationField`), named after `label`. */
export const durationParts = (
  label: string,
  value: DurationEntry,
  onChange: (next: DurationEntry) => void,
): { hours: DurationPart; minutes: DurationPart } => ({
  hours: {
    label: t('reports.hoursOf', { label }),
    unit: 'h',
    maxLength: 2,
    value: value.hours,
    onChange: (hours) => onChange({ ...value, hours }),
  },
  minutes: {
    label: t('reports.minutesOf', { label }),
    unit: 'min',
    maxLength: 2,
    value: value.minutes,
    onChange: (minutes) => onChange({ ...value, minutes }),
  },
});
