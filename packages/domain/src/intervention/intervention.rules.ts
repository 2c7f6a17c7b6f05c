import type { FieldError } from '../errors/error.schema';
import {
  BUSINESS_TIME_ZONE,
  businessDate,
  businessMonth,
  wallClockOf,
  zonedDateTime,
} from '../time/business-time';
import { addDays, DATE_MAX, dateInRange, instantMsInRange } from '../time/date-range';

/** Spec 3 intervention statuses. DONE is derived on read from SCHEDULED once the end has passed. */
export const EVENT_STATUSES = ['SCHEDULED', 'DONE', 'TERMINATED', 'CLOSED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Provider's answer on a submitted report. */
export const REPORT_STATUSES = ['PENDING', 'VALIDATED', 'REJECTED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Spec 4: premium services refused, waiting or approved by the client; NONE when never asked. */
export const PREMIUM_STATES = ['NONE', 'WAITING', 'APPROVED', 'REFUSED'] as const;
export type PremiumState = (typeof PREMIUM_STATES)[number];

/** Spec 3 recurrence (until date carried apart). */
export const RECURRENCE_KINDS = ['WORKING_DAYS', 'WEEKLY', 'BIWEEKLY', 'MONTHLY'] as const;
export type RecurrenceKind = (typeof RECURRENCE_KINDS)[number];

export const INTERVENTION_EARLIEST_START = '06:00';
/** Last minute an intervention may end at (decisions: "end not after 23:59 on the same day"). */
export const INTERVENTION_LATEST_END_MINUTE = 23 * 60 + 59;
export const INTERVENTION_DELETE_NOTICE_HOURS = 48;
export const INTERVENTION_MIN_DURATION = 15;
export const INTERVENTION_MAX_DURATION = 12 * 60;
/** At most this many days from the first date to the last (the cap is the same date a year later: 365 or 366). */
export const RECURRENCE_MAX_DAYS = 366;
export const LABEL_MAX = 100;
export const NOTES_MAX = 2000;
export const REASON_MAX = 500;

const minuteOfDay = (instant: Date, zone: string): number => {
  const w = wallClockOf(instant, zone);
  return w.hours * 60 + w.minutes;
};

/**
 * Spec 5: start not before 6am; end before midnight, on the same day (business zone).
 * 05:59 is refused, 06:00 accepted; an end at 23:59 is accepted, 00:00 the next day refused.
 * A start outside the date range (`date-out-of-range`) is not checked further.
 */
export const interventionTimeErrors = (
  start: Date,
  durationMinutes: number,
  zone: string = BUSINESS_TIME_ZONE,
): FieldError[] => {
  if (!instantMsInRange(start.getTime())) return [{ errorCode: 'date-out-of-range', field: 'startDate' }];
  const errors: FieldError[] = [];
  const startMinute = minuteOfDay(start, zone);
  if (startMinute < 6 * 60) errors.push({ errorCode: 'start_before_6am', field: 'startDate' });
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  const sameDay = businessDate(end, zone) === businessDate(start, zone);
  if (!sameDay || minuteOfDay(end, zone) > INTERVENTION_LATEST_END_MINUTE) {
    errors.push({ errorCode: 'end_after_midnight', field: 'duration' });
  }
  return errors;
};

/**
 * A visit is planned ahead (decisions "Visits and remote work"): created, or moved, its start may not
 * be in the past: once started it could no longer be deleted nor moved. A remote work already done is
 * declared with its report instead; an on-site visit already done is added by the provider's team.
 */
export const startInPastErrors = (start: Date, now: Date): FieldError[] =>
  start.getTime() < now.getTime() ? [{ errorCode: 'intervention_start_in_past', field: 'startDate' }] : [];

/** Deletion needs the start to be MORE than 48 hours away (exactly 48 h is refused). */
export const canDeleteIntervention = (start: Date, now: Date): boolean =>
  start.getTime() - now.getTime() > INTERVENTION_DELETE_NOTICE_HOURS * 3_600_000;

/** An intervention of the current month (business zone) needs a reason to be deleted. */
export const deletionNeedsReason = (start: Date, now: Date, zone: string = BUSINESS_TIME_ZONE): boolean =>
  businessMonth(start, 0, zone) === businessMonth(now, 0, zone);

/** The deletion rules: `intervention_delete_under_48h`, then `deletion_in_month_must_be_explained`. */
export const deletionErrors = (
  start: Date,
  now: Date,
  reason: string | null | undefined,
  zone: string = BUSINESS_TIME_ZONE,
): FieldError[] => {
  if (!canDeleteIntervention(start, now))
    return [{ errorCode: 'intervention_delete_under_48h', field: 'startDate' }];
  if (deletionNeedsReason(start, now, zone) && !reason?.trim()) {
    return [{ errorCode: 'deletion_in_month_must_be_explained', field: 'reason' }];
  }
  return [];
};

/**
 * Spec 5: an intervention of the current month is never moved to another month (the app offers to
 * delete it and create a new one instead).
 */
export const movesOutOfCurrentMonth = (
  previousStart: Date,
  nextStart: Date,
  now: Date,
  zone: string = BUSINESS_TIME_ZONE,
): boolean => {
  const current = businessMonth(now, 0, zone);
  return businessMonth(previousStart, 0, zone) === current && businessMonth(nextStart, 0, zone) !== current;
};

/** The status shown: a SCHEDULED intervention whose end has passed is DONE (awaiting its report). */
export const effectiveStatus = (
  stored: EventStatus,
  start: Date,
  durationMinutes: number,
  now: Date,
): EventStatus =>
  stored === 'SCHEDULED' && start.getTime() + durationMinutes * 60_000 <= now.getTime() ? 'DONE' : stored;

/** A report may be written once the intervention has started. */
export const reportIsDue = (start: Date, now: Date): boolean => start.getTime() <= now.getTime();

/** Spec 4 report icons; `awaiting_connection` is the app's own (a queued change). */
export const REPORT_ICONS = [
  'none',
  'needed',
  'awaiting_validation',
  'validated',
  'error',
  'awaiting_connection',
] as const;
export type ReportIcon = (typeof REPORT_ICONS)[number];

export const reportIcon = (
  event: { status: EventStatus; reportStatus: ReportStatus | null },
  pendingChange = false,
): ReportIcon => {
  if (pendingChange) return 'awaiting_connection';
  if (event.reportStatus === 'REJECTED') return 'error';
  if (event.status === 'CLOSED' || event.reportStatus === 'VALIDATED') return 'validated';
  if (event.status === 'TERMINATED') return 'awaiting_validation';
  if (event.status === 'DONE') return 'needed';
  return 'none';
};

const addMonthsClamped = (date: string, months: number): string | null => {
  const [y, m, day] = date.split('-').map(Number);
  const total = (y ?? 1970) * 12 + (m ?? 1) - 1 + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if ((day ?? 1) > last) return null; // no 31st in that month: skipped
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** The same date one calendar year later (29 February gives 28 February). */
const oneYearLater = (date: string): string => {
  const [y, m, d] = date.split('-').map(Number);
  const year = (y ?? 1970) + 1;
  const last = new Date(Date.UTC(year, m ?? 1, 0)).getUTCDate();
  return `${year}-${String(m ?? 1).padStart(2, '0')}-${String(Math.min(d ?? 1, last)).padStart(2, '0')}`;
};

/**
 * The dates of a recurring visit up to `until` (inclusive) and at most one calendar year after the
 * first (the same date next year included). WORKING_DAYS: Monday to Friday; WEEKLY / BIWEEKLY: same
 * weekday every one / two weeks; MONTHLY: same day of the month (months without that day are skipped).
 * The first date is included when it fits the kind: none at all when `until` is before it (the API
 * answers 400 on `recurrence.until`), and a Saturday or Sunday first date is skipped for WORKING_DAYS.
 * Nothing is made outside the date range (`DATE_MIN`..`DATE_MAX`).
 */
export const recurrenceDates = (first: string, kind: RecurrenceKind, until: string): string[] => {
  // Outside the date range no date is made: every date below stays a four-digit year, so the text
  // comparisons hold and the expansion cannot run past year 9999.
  if (!dateInRange(first)) return [];
  const limit = [until, oneYearLater(first), DATE_MAX].sort()[0] ?? until;
  const out: string[] = [];
  if (kind === 'MONTHLY') {
    for (let i = 0; i <= 12; i += 1) {
      const d = addMonthsClamped(first, i);
      if (d === null) continue;
      if (d > limit) break;
      out.push(d);
    }
    return out;
  }
  const step = kind === 'WEEKLY' ? 7 : kind === 'BIWEEKLY' ? 14 : 1;
  for (let d = first; d <= limit; d = addDays(d, step)) {
    if (kind === 'WORKING_DAYS') {
      const wd = new Date(`${d}T12:00:00Z`).getUTCDay();
      if (wd === 0 || wd === 6) continue;
    }
    out.push(d);
  }
  return out;
};

/** Same wall-clock time on another date (business zone): used to place each recurring visit. */
export const atSameTime = (start: Date, date: string, zone: string = BUSINESS_TIME_ZONE): Date => {
  const w = wallClockOf(start, zone);
  const hhmm = `${String(w.hours).padStart(2, '0')}:${String(w.minutes).padStart(2, '0')}`;
  return zonedDateTime(date, hhmm, zone);
};
