import { errorText } from '../../lib/error-message';
import { ApiError } from '../../lib/http';
import { t } from '../../lib/i18n';

/**
 * The wait a refused sign-in (429) announces, in the largest unit that fits, rounded up: the
 * server's waits run from 30 seconds to a day (apps/api signin-throttle.ts).
 */
export const retryText = (seconds: number): string => {
  if (seconds < 60) return t('login.retryInSeconds', { count: Math.ceil(seconds) });
  if (seconds < 3600) return t('login.retryInMinutes', { count: Math.ceil(seconds / 60) });
  return t('login.retryInHours', { count: Math.ceil(seconds / 3600) });
};

/** What a refused call tells the person: the wait before trying again (429), else the error's text. */
export const messageOf = (error: unknown): string =>
  error instanceof ApiError && error.status === 429 && error.retryAfterSeconds
    ? retryText(error.retryAfterSeconds)
    : errorText(error);
