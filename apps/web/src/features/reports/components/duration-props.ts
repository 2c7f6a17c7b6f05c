import { t } from '../../../lib/i18n';
import type { DurationFieldProps } from '../../../ui/duration-field';

/** The inputs of one of the report's durations, named after `label` ("Hours: Visitors"). */
export const durationProps = (label: string): Pick<DurationFieldProps, 'labels' | 'units' | 'input'> => ({
  labels: { hours: t('reports.hoursOf', { label }), minutes: t('reports.minutesOf', { label }) },
  units: { hours: 'h', minutes: 'min' },
  input: { maxLength: 2 },
});
