import {
  centsToEuros,
  effectiveStatus,
  reportAmountCents,
  reportTotals,
  type DashboardKpi,
  type InterventionEvent,
} from '@relais/domain';
import type { DashboardEventRow } from './dashboard.repository';

const submitted = (r: DashboardEventRow): boolean => r.reportSubmittedAt !== null && r.reportContent !== null;

/** The revenue of one submitted report at the rates it names, in cents. */
const reportCents = (r: DashboardEventRow, hourly: Map<string, number>, kmCents: number): number => {
  const content = r.reportContent;
  if (!content) return 0;
  const premiumId = content.assistantPremiumRateId;
  return reportAmountCents(reportTotals(content), {
    standardHourlyCents: hourly.get(content.assistantStandardRateId) ?? 0,
    premiumHourlyCents: premiumId ? (hourly.get(premiumId) ?? null) : null,
    kmCents,
  }).totalCents;
};

/** The month's figures from its interventions (decisions "Dashboard" in docs/decisions.md). */
export const monthKpi = (input: {
  rows: DashboardEventRow[];
  hourlyRates: { id: string; hourlyCents: number }[];
  kmCents: number;
  next: InterventionEvent | null;
  now: Date;
}): DashboardKpi => {
  const { rows, now } = input;
  const hourly = new Map(input.hourlyRates.map((r) => [r.id, r.hourlyCents]));
  const ended = rows.filter((r) => r.startAt.getTime() + r.durationMinutes * 60_000 <= now.getTime());
  const minutesDone = ended.reduce(
    (s, r) => s + (submitted(r) ? (r.reportRealDuration ?? 0) : r.durationMinutes),
    0,
  );
  const status = (r: DashboardEventRow) => effectiveStatus(r.status, r.startAt, r.durationMinutes, now);
  const reportsToWrite = rows.filter((r) => status(r) === 'DONE').length;
  const reportsAwaitingValidation = rows.filter(
    (r) => status(r) === 'TERMINATED' && r.reportStatus === 'PENDING',
  ).length;
  const revenueCents = rows
    .filter((r) => submitted(r) && (r.reportStatus === 'PENDING' || r.reportStatus === 'VALIDATED'))
    .reduce((s, r) => s + reportCents(r, hourly, input.kmCents), 0);
  return {
    minutesDone,
    reportsToWrite,
    reportsAwaitingValidation,
    revenue: centsToEuros(revenueCents),
    nextIntervention: input.next,
  };
};
