import { formatDistanceStrict } from 'date-fns/formatDistanceStrict';
import { dateLocale } from '../../lib/format';
import { t } from '../../lib/i18n';

export const ageText = (createdAt: number, now: number): string =>
  now - createdAt < 60_000
    ? t('offline.justNow')
    : t('offline.age', { age: formatDistanceStrict(createdAt, now, { locale: dateLocale() }) });
