import { businessDate, daysBetween } from '../time/business-time';

/** Professional insurance as the home warnings see it. */
export const INSURANCE_STATES = ['ok', 'expiring', 'expired', 'missing'] as const;
export type InsuranceState = (typeof INSURANCE_STATES)[number];
/** The insurance warning shows this many days before the limit date. */
export const INSURANCE_WARNING_DAYS = 30;

/**
 * `missing` without a date; `expired` once the limit date is past (the limit day itself still
 * covers); `expiring` within the 30 days before it (the limit day included); else `ok`.
 */
export const insuranceState = (limitDate: string | null, now: Date): InsuranceState => {
  if (!limitDate) return 'missing';
  const today = businessDate(now);
  if (limitDate < today) return 'expired';
  const days = daysBetween(now, new Date(`${limitDate}T12:00:00Z`));
  return days <= INSURANCE_WARNING_DAYS ? 'expiring' : 'ok';
};
