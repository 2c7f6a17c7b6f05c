import {
  interventionTimeErrors,
  reportIsDue,
  reportRuleErrors,
  zonedDateTime,
  type PremiumState,
} from '@relais/domain/rules';
import { buildReport, type BuiltReport } from './report-body';
import type { ReportFormValues } from './report-values';

/**
 * Where an error shows: 'tasks', 'premiumTasks', 'publicComment', 'realStart', 'startTime', 'standardRate',
 * 'hours', 'premiumHours', 'km', `task:<taskId>`, `expense:<key>:amount`, `expense:<key>:proof`.
 */
export type ReportField = string;
export type ReportFormError = { code: string };
export type ReportFormErrors = Record<ReportField, ReportFormError>;

export type ReportCheckContext = {
  remote: boolean;
  premiumEnabled: boolean;
  premium: PremiumState;
  /** Hourly price of the chosen standard rate (null when not found). */
  standardRatePrice: number | null;
  /**
   * The form also sets the intervention's start (a remote work): its 6:00 and midnight rules are
   * checked with this duration in minutes, or the report's total when null; with `now`, a start after
   * it is refused (`remote_in_future`: a remote work is reported once done).
   */
  startRule?: { durationMinutes: number | null; now?: Date } | undefined;
};

const fieldOf = (built: BuiltReport, field: string | undefined): ReportField => {
  if (!field) return 'tasks';
  if (field === 'realStartingDate') return 'realStart';
  if (field === 'assistantStandardRateId') return 'standardRate';
  const line = /^expenses\.(\d+)$/.exec(field);
  if (line) {
    const source = built.sources[Number(line[1])];
    if (!source) return 'tasks';
    return source.kind === 'expense' ? `expense:${source.key}:amount` : source.kind;
  }
  return field;
};

/** Whether the premium part of the report is open (offered for the client and approved). */
export const premiumOpen = (ctx: Pick<ReportCheckContext, 'premiumEnabled' | 'premium'>): boolean =>
  ctx.premiumEnabled && ctx.premium === 'APPROVED';

/**
 * The server's rules checked before sending (`reportRuleErrors`, the same domain function), with
 * proofs checked on the picked file (they are uploaded at submission) and malformed durations
 * refused at their task. The first error of a field wins.
 */
export const checkReport = (values: ReportFormValues, ctx: ReportCheckContext): ReportFormErrors => {
  const built = buildReport(values, { premium: premiumOpen(ctx) });
  const errors: ReportFormErrors = {};
  const add = (field: ReportField, code: string) => {
    if (!errors[field]) errors[field] = { code };
  };
  for (const t of [
    ...built.input.reportTaskRequestList,
    ...(built.input.reportPremiumTaskRequestList ?? []),
  ]) {
    if (t.duration < 0) add(`task:${t.taskId}`, 'invalid_duration');
  }
  const found = reportRuleErrors(
    {
      ...built.input,
      reportPremiumTaskRequestList: built.input.reportPremiumTaskRequestList ?? [],
      expenseLineRequestList: built.input.expenseLineRequestList ?? [],
    },
    { ...ctx, checkProofIds: false },
  );
  for (const e of found) {
    // a malformed duration is already shown at its task
    if (e.field === 'tasks' && e.errorCode === 'positive-value-only') continue;
    add(fieldOf(built, e.field), e.errorCode);
  }
  values.expenses.forEach((e) => {
    if (!e.proof) add(`expense:${e.key}:proof`, 'missing_expense_file');
  });
  if (ctx.startRule && values.date && values.time) {
    const tasks = [...built.input.reportTaskRequestList, ...(built.input.reportPremiumTaskRequestList ?? [])];
    const total = tasks.reduce((sum, t) => sum + Math.max(0, t.duration), 0);
    const start = zonedDateTime(values.date, values.time);
    if (!Number.isNaN(start.getTime())) {
      // a remote work is reported once done: planned ahead through the visit form instead
      if (ctx.startRule.now && !reportIsDue(start, ctx.startRule.now)) add('realStart', 'remote_in_future');
      for (const e of interventionTimeErrors(start, ctx.startRule.durationMinutes ?? total))
        add(e.errorCode === 'date-out-of-range' ? 'realStart' : 'startTime', e.errorCode);
    }
  }
  return errors;
};
