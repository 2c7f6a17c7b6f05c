import { ct } from '../i18n';

/**
 * How long something has waited, from `since` to `now`, in the largest whole unit (minutes, hours,
 * days); under a minute it says so ('0 minute' reads as a fault).
 */
export const ageOf = (since: string, now: Date = new Date()): string => {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
  if (minutes < 1) return ct('age.underMinute');
  if (minutes < 60) return ct('age.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return ct('age.hours', { count: hours });
  return ct('age.days', { count: Math.floor(hours / 24) });
};
