import type { FieldError } from '../errors/error.schema';
import type { PremiumState } from '../intervention/intervention.rules';
import { EXPENSE_AMOUNT_MAX, expenseQuantityMax, FIXED_PRICE_MAX, TASK_MINUTES_MAX } from './report.bounds';
import { instantInRange } from '../time/date-range';

/** Spec 5 / 9 report limits, in minutes. */
export const REPORT_SHORT_VISIT_MINUTES = 180;
export const REPORT_MAX_MINUTES = 12 * 60;
export const REMOTE_REPORT_MIN_MINUTES = 15;
export const REPORT_COMMENT_MAX = 2000;

/** Expense lines: extra expenses (amount + proof) and the optional hours, premium hours and km lines. */
export const EXPENSE_KINDS = ['EXPENSE', 'HOURS', 'PREMIUM_HOURS', 'KM'] as const;
export type ExpenseKind = (typeof EXPENSE_KINDS)[number];

export type ReportTaskInput = { taskId: string; duration: number; comment?: string | null };
export type ExpenseLineInput = {
  index: number;
  kind: ExpenseKind;
  label?: string | null;
  /** EXPENSE: euros. */
  amount?: number | null;
  /** HOURS / PREMIUM_HOURS: minutes; KM: kilometres. */
  quantity?: number | null;
  /** The uploaded proof's file id (EXPENSE lines need one). */
  expenseFileName?: string | null;
};
export type ReportRuleInput = {
  realStartingDate?: string | null;
  reportTaskRequestList: readonly ReportTaskInput[];
  reportPremiumTaskRequestList: readonly ReportTaskInput[];
  expenseLineRequestList: readonly ExpenseLineInput[];
  publicComment?: string | null;
  assistantStandardRateId?: string | null;
  /** euros */
  fixedPrice?: number | null;
};
export type ReportRuleContext = {
  remote: boolean;
  /** Premium offered for this client, and the client's answer. */
  premiumEnabled: boolean;
  premium: PremiumState;
  /** Hourly price (euros) of the chosen standard rate; null when none was chosen or found. */
  standardRatePrice: number | null;
  /** When false, the proof rule is left to after upload (the app checks the picked file instead). */
  checkProofIds?: boolean;
};

/** The intervention's actual duration: its tasks together, premium ones included. */
export const reportTotalMinutes = (
  r: Pick<ReportRuleInput, 'reportTaskRequestList' | 'reportPremiumTaskRequestList'>,
): number =>
  [...r.reportTaskRequestList, ...r.reportPremiumTaskRequestList].reduce(
    (sum, t) => sum + Math.max(0, t.duration),
    0,
  );

const premiumCode = (ctx: ReportRuleContext): FieldError['errorCode'] | null => {
  if (!ctx.premiumEnabled) return 'premium_not_eligible';
  if (ctx.premium === 'APPROVED') return null;
  if (ctx.premium === 'REFUSED') return 'premium_rejected';
  if (ctx.premium === 'WAITING') return 'premium_waiting_client_answer';
  return 'premium_not_eligible';
};

/**
 * Spec 5 report rules, the same on both sides:
 * - at least one service (a task with a duration): `report_no_service`;
 * - a date: `required-field` (realStartingDate); a positive hourly rate: `positive-value-only`;
 * - visits: total under 3 h (179 min) needs a public comment (`report_short_needs_comment`), 3 h does
 *   not; total at most 12 h (`report_over_12_hours` from 12h01);
 * - remote: total at least 15 min (`remote_report_under_15_min` at 14);
 * - premium tasks (and premium-hours lines) only when premium is offered and approved by the client;
 * - expenses: positive amounts and a proof each (`missing_expense_file`); hours, premium hours and km
 *   lines positive;
 * - every number within its bound (`value-out-of-range`, report.bounds.ts), the date in its range
 *   (`date-out-of-range`).
 */
export const reportRuleErrors = (r: ReportRuleInput, ctx: ReportRuleContext): FieldError[] => {
  const errors: FieldError[] = [];
  const tasks = [...r.reportTaskRequestList, ...r.reportPremiumTaskRequestList];
  if (tasks.some((t) => t.duration < 0)) errors.push({ errorCode: 'positive-value-only', field: 'tasks' });
  if (tasks.some((t) => t.duration > TASK_MINUTES_MAX))
    errors.push({ errorCode: 'value-out-of-range', field: 'tasks' });
  const total = reportTotalMinutes(r);
  if (!tasks.some((t) => t.duration > 0)) errors.push({ errorCode: 'report_no_service', field: 'tasks' });
  if (!r.realStartingDate) errors.push({ errorCode: 'required-field', field: 'realStartingDate' });
  else if (!instantInRange(r.realStartingDate))
    errors.push({ errorCode: 'date-out-of-range', field: 'realStartingDate' });
  if (ctx.standardRatePrice === null || !(ctx.standardRatePrice > 0)) {
    errors.push({ errorCode: 'positive-value-only', field: 'assistantStandardRateId' });
  }
  if (ctx.remote) {
    if (total < REMOTE_REPORT_MIN_MINUTES)
      errors.push({ errorCode: 'remote_report_under_15_min', field: 'tasks' });
  } else if (total > 0 && total < REPORT_SHORT_VISIT_MINUTES && !r.publicComment?.trim()) {
    errors.push({ errorCode: 'report_short_needs_comment', field: 'publicComment' });
  }
  if (total > REPORT_MAX_MINUTES) errors.push({ errorCode: 'report_over_12_hours', field: 'tasks' });
  const premiumHours = r.expenseLineRequestList.some(
    (l) => l.kind === 'PREMIUM_HOURS' && (l.quantity ?? 0) > 0,
  );
  if (r.reportPremiumTaskRequestList.some((t) => t.duration > 0) || premiumHours) {
    const code = premiumCode(ctx);
    if (code) errors.push({ errorCode: code, field: 'premiumTasks' });
  }
  for (const line of r.expenseLineRequestList) {
    const field = `expenses.${line.index}`;
    if (line.kind === 'EXPENSE') {
      if (!(typeof line.amount === 'number' && line.amount > 0))
        errors.push({ errorCode: 'positive-value-only', field });
      else if (line.amount > EXPENSE_AMOUNT_MAX) errors.push({ errorCode: 'value-out-of-range', field });
      if (ctx.checkProofIds !== false && !line.expenseFileName)
        errors.push({ errorCode: 'missing_expense_file', field });
    } else if (!(typeof line.quantity === 'number' && line.quantity > 0)) {
      errors.push({ errorCode: 'positive-value-only', field });
    } else if (line.quantity > expenseQuantityMax(line.kind)) {
      errors.push({ errorCode: 'value-out-of-range', field });
    } else if (line.kind !== 'KM' && !Number.isInteger(line.quantity)) {
      // hours lines count whole minutes (the pro-forma answers them as integers)
      errors.push({ errorCode: 'validation_failed', field });
    }
  }
  const fixed = r.fixedPrice;
  if (typeof fixed === 'number' && !(fixed >= 0 && fixed <= FIXED_PRICE_MAX))
    errors.push({ errorCode: 'value-out-of-range', field: 'fixedPrice' });
  return errors;
};

/**
 * Spec 9 durations: `2h` (120), `2h15` (135), `45m` (45), `00h00` when empty (0, null, undefined).
 */
export const formatDuration = (minutes: number | null | undefined): string => {
  const m = typeof minutes === 'number' && Number.isFinite(minutes) ? Math.round(minutes) : 0;
  if (m <= 0) return '00h00';
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h === 0) return `${rest}m`;
  return rest === 0 ? `${h}h` : `${h}h${String(rest).padStart(2, '0')}`;
};

/** Totals shown while typing (cents for money). */
export type ReportTotals = {
  taskMinutes: number;
  premiumMinutes: number;
  extraHoursMinutes: number;
  extraPremiumMinutes: number;
  km: number;
  expensesCents: number;
};
export const reportTotals = (
  r: Pick<
    ReportRuleInput,
    'reportTaskRequestList' | 'reportPremiumTaskRequestList' | 'expenseLineRequestList'
  >,
): ReportTotals => {
  const sum = (xs: readonly { duration: number }[]) => xs.reduce((s, t) => s + Math.max(0, t.duration), 0);
  const lines = (kind: ExpenseKind) => r.expenseLineRequestList.filter((l) => l.kind === kind);
  const qty = (kind: ExpenseKind) => lines(kind).reduce((s, l) => s + Math.max(0, l.quantity ?? 0), 0);
  return {
    taskMinutes: sum(r.reportTaskRequestList),
    premiumMinutes: sum(r.reportPremiumTaskRequestList),
    extraHoursMinutes: qty('HOURS'),
    extraPremiumMinutes: qty('PREMIUM_HOURS'),
    km: qty('KM'),
    expensesCents: lines('EXPENSE').reduce((s, l) => s + Math.round(Math.max(0, l.amount ?? 0) * 100), 0),
  };
};
