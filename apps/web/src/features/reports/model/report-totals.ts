import { formatDuration, reportTotals, type ReportTotals } from '@relais/domain/rules';
import { formatDecimal, formatMoney } from '../../../lib/format';
import { buildReport } from './report-body';
import type { ReportFormValues } from './report-values';

export type ShownTotals = ReportTotals & { totalMinutes: number };

/** The totals of what is typed so far (malformed entries count as nothing). */
export const totalsOf = (values: ReportFormValues, premium: boolean): ShownTotals => {
  const { input } = buildReport(values, { premium });
  const totals = reportTotals({
    reportTaskRequestList: input.reportTaskRequestList,
    reportPremiumTaskRequestList: input.reportPremiumTaskRequestList ?? [],
    expenseLineRequestList: (input.expenseLineRequestList ?? []).map((l) => ({
      ...l,
      amount: l.amount !== null && l.amount !== undefined && Number.isFinite(l.amount) ? l.amount : null,
      quantity:
        l.quantity !== null && l.quantity !== undefined && Number.isFinite(l.quantity) ? l.quantity : null,
    })),
  });
  return { ...totals, totalMinutes: totals.taskMinutes + totals.premiumMinutes };
};

/** The lines of the totals box, already formatted. */
export const totalsDisplay = (t: ShownTotals) => ({
  tasks: formatDuration(t.taskMinutes),
  premium: formatDuration(t.premiumMinutes),
  total: formatDuration(t.totalMinutes),
  extraHours: formatDuration(t.extraHoursMinutes),
  extraPremium: formatDuration(t.extraPremiumMinutes),
  km: formatDecimal(t.km),
  expenses: formatMoney(t.expensesCents),
});
