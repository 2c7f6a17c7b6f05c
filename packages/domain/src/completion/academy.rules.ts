import { businessDate, daysBetween } from '../time/business-time';

export const ACADEMY_CYCLE_DAYS = 90;
export const BADGE_WINDOW_DAYS = 7;

export type AcademyState = 'first' | 'review' | 'none';

/** Spec 4 academy state, from the warningRelaisAcademy date. Clients and staff never see it. */
export const academyState = (
  academyDate: string | null,
  now: Date,
  who: { isClient: boolean; isStaff: boolean },
): AcademyState => {
  if (who.isClient || who.isStaff) return 'none';
  if (!academyDate) return 'first';
  const days = daysBetween(new Date(`${academyDate}T12:00:00Z`), now);
  if (days <= BADGE_WINDOW_DAYS) return 'first';
  return days % ACADEMY_CYCLE_DAYS <= BADGE_WINDOW_DAYS ? 'review' : 'none';
};

/**
 * The academy date recorded when the academy is opened or its warning dismissed (spec 4,
 * `updateUserData`): the cycle's start as if the NEW week had just ended, so the state reads 'none'
 * at once (the NEW badge, the diamond and the warning go) and the next review comes
 * ACADEMY_CYCLE_DAYS after that start. Null when nothing shows (nothing to record).
 */
export const academySeenDate = (
  academyDate: string | null,
  now: Date,
  who: { isClient: boolean; isStaff: boolean },
): string | null =>
  academyState(academyDate, now, who) === 'none'
    ? null
    : businessDate(new Date(now.getTime() - (BADGE_WINDOW_DAYS + 1) * 86_400_000));

/** Avatar badge: when the last-shown date is absent or more than 7 days old; never for clients. */
export const showAvatarBadge = (lastShown: string | null, now: Date, isClient: boolean): boolean => {
  if (isClient) return false;
  if (!lastShown) return true;
  return daysBetween(new Date(`${lastShown}T12:00:00Z`), now) > BADGE_WINDOW_DAYS;
};
