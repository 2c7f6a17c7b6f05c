import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';

/** A `YYYY-MM-DD` day in the user's language (read at noon so no time zone moves it). */
export const formatDay = (date: string): string => formatDate(`${date}T12:00:00`, 'PP');

export const formatRange = (startDate: string, endDate: string): string =>
  startDate === endDate
    ? t('absences.oneDay', { date: formatDay(startDate) })
    : t('absences.range', { start: formatDay(startDate), end: formatDay(endDate) });
