import {
  eurosToCents,
  formatDuration,
  reportPrice,
  reportTotals,
  type AssistantRate,
  type ReportPrice,
  type ReportTotals,
} from '@relais/domain/rules';
import { formatDecimal, formatMoney } from '../../../lib/format';
import { buildReport } from './report-body';
import type { ReportFormValues } from './report-values';

export type ShownTotals = ReportTotals & { totalMinutes: number };

/** What is typed so far as the rules read it (malformed entries count as nothing). */
const typedReport = (values: ReportFormValues, premium: boolean) => {
  const { input } = buildReport(values, { premium });
  return {
    reportTaskRequestList: input.reportTaskRequestList,
    reportPremiumTaskRequestList: input.reportPremiumTaskRequestList ?? [],
    expenseLineRequestList: (input.expenseLineRequestList ?? []).map((l) => ({
      ...l,
      amount: l.amount !== null && l.amount !== undefined && Number.isFinite(l.amount) ? l.amount : null,
      quantity:
        l.quantity !== null && l.quantity !== undefined && Number.isFinite(l.quantity) ? l.quantity : null,
    })),
  };
};

/** The totals of what is typed so far (malformed entries count as nothing). */
export const totalsOf = (values: ReportFormValues, premium: boolean): ShownTotals => {
  const totals = reportTotals(typedReport(values, premium));
  return { ...totals, totalMinutes: totals.taskMinutes + totals.premiumMinutes };
};

/**
 * What the report is worth as the pro-forma will count it (domain `reportPrice`, the statement's own
 * computation), at the chosen rates of hers with this client and the active km rate; null while a
 * price is not at hand (no rate chosen, the reference not loaded).
 */
export const amountsOf = (
  values: ReportFormValues,
  premium: boolean,
  rates: readonly AssistantRate[],
  kmCents: number | null,
): ReportPrice | null => {
  const standard = rates.find((r) => r.id === values.standardRateId);
  if (!standard || kmCents === null) return null;
  const premiumRate = premium ? rates.find((r) => r.id === values.premiumRateId) : undefined;
  return reportPrice(typedReport(values, premium), {
    standardHourlyCents: eurosToCents(standard.hourlyRate),
    premiumHourlyCents: premiumRate ? eurosToCents(premiumRate.hourlyRate) : null,
    kmCents,
  });
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
