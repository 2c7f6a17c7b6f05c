import type { ReportBody } from './report.schema';
import { EXPENSE_AMOUNT_MAX, expenseQuantityMax, FIXED_PRICE_MAX, TASK_MINUTES_MAX } from './report.bounds';

/** `value` inside [min, max]; not a finite number: `fallback`. */
const clamp = (value: unknown, min: number, max: number, fallback: number | null): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;

/** Hours lines count whole minutes: one stored before that rule reads rounded. */
const storedQuantity = (kind: string, quantity: number | null): number | null =>
  quantity === null || kind === 'KM' ? quantity : Math.round(quantity);

/**
 * A stored report's numbers held to the bounds (decisions "Bounds": clamped, not skipped), so a value
 * the server accepted before the bounds existed never makes a later read, price or total fail: a
 * duration, amount or quantity beyond its bound reads as the bound, one that is not a finite number as
 * 0 (or as empty where the field may be empty).
 */
export const boundedStoredReport = (report: ReportBody): ReportBody => {
  const task = (t: ReportBody['reportTaskRequestList'][number]) => ({
    ...t,
    duration: Math.round(clamp(t.duration, 0, TASK_MINUTES_MAX, 0) ?? 0),
  });
  const line = (l: ReportBody['expenseLineRequestList'][number]) => {
    const max = expenseQuantityMax(l.kind);
    return {
      ...l,
      ...(l.amount == null ? {} : { amount: clamp(l.amount, -EXPENSE_AMOUNT_MAX, EXPENSE_AMOUNT_MAX, null) }),
      ...(l.quantity == null ? {} : { quantity: storedQuantity(l.kind, clamp(l.quantity, -max, max, null)) }),
    };
  };
  return {
    ...report,
    reportTaskRequestList: report.reportTaskRequestList.map(task),
    reportPremiumTaskRequestList: report.reportPremiumTaskRequestList.map(task),
    expenseLineRequestList: report.expenseLineRequestList.map(line),
    ...(report.fixedPrice == null ? {} : { fixedPrice: clamp(report.fixedPrice, 0, FIXED_PRICE_MAX, null) }),
  };
};
