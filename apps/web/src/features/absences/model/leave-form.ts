import { leaveRuleErrors, type DateRange, type Leave, type LeaveBody } from '@relais/domain/rules';

/** What the absence form holds: the user's text for each field of the body, kept as typed whatever the errors. */
export type LeaveFormValues = Record<keyof LeaveBody, string>;
export type LeaveField = keyof LeaveFormValues;
export type LeaveFormError = { code: string; values?: Record<string, string> };
export type LeaveFormErrors = Partial<Record<LeaveField, LeaveFormError>>;

/** The body POST/PUT send (spec 3 Leave), the domain's. */
export type { LeaveBody };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (value: string): boolean =>
  ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`));

export const emptyLeaveForm = (): LeaveFormValues => ({ startDate: '', endDate: '', label: '', comment: '' });

export const formFromLeave = (
  leave: Pick<Leave, 'startDate' | 'endDate' | 'label'> & { comment?: string | null },
): LeaveFormValues => ({
  startDate: leave.startDate,
  endDate: leave.endDate,
  label: leave.label,
  comment: leave.comment ?? '',
});

export const bodyFromForm = (values: LeaveFormValues): LeaveBody => ({
  startDate: values.startDate,
  endDate: values.endDate,
  label: values.label.trim(),
  comment: values.comment.trim() === '' ? null : values.comment.trim(),
});

export type OtherLeave = Pick<Leave, 'startDate' | 'endDate' | 'label'>;

/**
 * The server's rules, checked before sending (the same domain function the API runs): required
 * dates and label, end not before start, start not in the past (today allowed; an absence already
 * started keeps its start), no overlap with another known absence.
 */
export const validateLeaveForm = (
  values: LeaveFormValues,
  ctx: { today: string; existing?: DateRange; others: readonly OtherLeave[] },
): LeaveFormErrors => {
  const errors: LeaveFormErrors = {};
  if (!values.startDate) errors.startDate = { code: 'required-field' };
  else if (!validDate(values.startDate)) errors.startDate = { code: 'invalid_date' };
  if (!values.endDate) errors.endDate = { code: 'required-field' };
  else if (!validDate(values.endDate)) errors.endDate = { code: 'invalid_date' };
  if (!values.label.trim()) errors.label = { code: 'required-field' };
  if (errors.startDate || errors.endDate) return errors;

  const range = { startDate: values.startDate, endDate: values.endDate };
  for (const e of leaveRuleErrors(range, { today: ctx.today, existing: ctx.existing, others: ctx.others })) {
    const field: LeaveField = e.field === 'endDate' ? 'endDate' : 'startDate';
    if (errors[field]) continue;
    if (e.errorCode === 'leave_overlap') {
      const other = ctx.others.find((o) => o.startDate <= range.endDate && range.startDate <= o.endDate);
      errors[field] = other
        ? { code: 'leave_overlap', values: { label: other.label } }
        : { code: 'leave_overlap_generic' };
    } else {
      errors[field] = { code: e.errorCode };
    }
  }
  return errors;
};
