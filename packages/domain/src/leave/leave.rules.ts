import type { FieldError } from '../errors/error.schema';
import { dateInRange } from '../time/date-range';

export const LEAVE_LABEL_MAX = 100;
export const LEAVE_COMMENT_MAX = 500;
export const LEAVE_REASON_MAX = 500;
export type DateRange = { startDate: string; endDate: string };

/** Inclusive `YYYY-MM-DD` ranges sharing at least one day (adjacent ranges do not overlap). */
export const rangesOverlap = (a: DateRange, b: DateRange): boolean =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;

/** A leave has started once its start date is today or earlier (business zone). */
export const leaveStarted = (leave: DateRange, today: string): boolean => leave.startDate <= today;

/**
 * The rules of a leave being created (`existing` absent) or edited (`existing` = stored dates),
 * against `today` (business zone) and the assistant's OTHER live absences:
 * - end before start: `leave_end_before_start` (endDate);
 * - create, or edit of a leave not started yet: start before today: `date-in-future` (startDate;
 *   today is allowed);
 * - edit of a leave already started: its start cannot change (`leave_already_started`, startDate);
 *   end date, label and comment can;
 * - overlap (one shared day) with another absence: `leave_overlap` (startDate);
 * - a date outside the range: `date-out-of-range` (and nothing else is checked).
 */
export const leaveRuleErrors = (
  input: DateRange,
  ctx: { today: string; existing?: DateRange; others: readonly DateRange[] },
): FieldError[] => {
  const far = (['startDate', 'endDate'] as const).filter((f) => !dateInRange(input[f]));
  if (far.length > 0) return far.map((field) => ({ errorCode: 'date-out-of-range', field }));
  const errors: FieldError[] = [];
  if (input.endDate < input.startDate) errors.push({ errorCode: 'leave_end_before_start', field: 'endDate' });
  if (ctx.existing && leaveStarted(ctx.existing, ctx.today)) {
    if (input.startDate !== ctx.existing.startDate)
      errors.push({ errorCode: 'leave_already_started', field: 'startDate' });
  } else if (input.startDate < ctx.today) {
    errors.push({ errorCode: 'date-in-future', field: 'startDate' });
  }
  if (errors.length === 0 && ctx.others.some((o) => rangesOverlap(input, o)))
    errors.push({ errorCode: 'leave_overlap', field: 'startDate' });
  return errors;
};
