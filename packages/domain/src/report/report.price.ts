import { eurosToCents, reportAmountCents, type ReportAmount, type ReportRates } from '../money/money.rules';
import { DEFAULT_KM_PACKAGE_ID } from '../reference/reference.rules';
import { reportTotals, type ReportRuleInput } from './report.rules';

/** One extra expense as priced: its label, its amount in cents (a negative or bad one counts 0), its proof. */
export type PricedExpense = { label: string; cents: number; fileId: string | null };

/** A report priced as the pro-forma counts it: the amounts in cents, and the quantities they price. */
export type ReportPrice = ReportAmount & {
  /** Standard minutes: standard tasks and HOURS lines. */
  minutes: number;
  /** Premium minutes: premium tasks and PREMIUM_HOURS lines. */
  premiumMinutes: number;
  km: number;
  expenses: PricedExpense[];
};

/**
 * What one report is worth at the given prices (cents): the one computation of the pro-forma's line
 * (server) and of the report editor's amounts (app), so the assistant sees while writing what her
 * statement will count. Each amount is rounded to the cent; the total is their sum. A premium
 * minute with no premium price is paid at the standard one.
 */
export const reportPrice = (
  report: Pick<
    ReportRuleInput,
    'reportTaskRequestList' | 'reportPremiumTaskRequestList' | 'expenseLineRequestList'
  >,
  rates: ReportRates,
): ReportPrice => {
  const totals = reportTotals(report);
  const expenses = report.expenseLineRequestList
    .filter((l) => l.kind === 'EXPENSE')
    .map((l) => ({
      label: l.label ?? '',
      cents: eurosToCents(Number.isFinite(l.amount) ? Math.max(0, l.amount ?? 0) : 0),
      fileId: l.expenseFileName ?? null,
    }));
  const expensesCents = expenses.reduce((s, x) => s + x.cents, 0);
  return {
    ...reportAmountCents({ ...totals, expensesCents }, rates),
    minutes: totals.taskMinutes + totals.extraHoursMinutes,
    premiumMinutes: totals.premiumMinutes + totals.extraPremiumMinutes,
    km: totals.km,
    expenses,
  };
};

/**
 * The km allowance in cents from the active rates (GET /rates/active): the PROFORMAT_KM rate of the
 * default package (spec 9), 0 when there is none, as the server prices kilometres.
 */
export const kmRateCentsOf = (
  rates: readonly { productType: string; packageId: number | null; price: number }[],
): number => {
  const km = rates.find((r) => r.productType === 'PROFORMAT_KM' && r.packageId === DEFAULT_KM_PACKAGE_ID);
  return km ? eurosToCents(km.price) : 0;
};
