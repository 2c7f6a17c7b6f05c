import {
  centsToEuros,
  effectiveStatus,
  reportAmountCents,
  reportTotals,
  type DashboardKpi,
  type InterventionEvent,
} from '@relais/domain';
import type { MonthIntervention } from '../events/events-reader.service';

const submitted = (r: MonthIntervention): boolean => r.reportSubmittedAt !== null && r.content !== null;

/** The reports the revenue counts: submitted, awaiting validation or validated. */
const priced = (rows: MonthIntervention[]): MonthIntervention[] =>
  rows.filter((r) => submitted(r) && (r.reportStatus === 'PENDING' || r.reportStatus === 'VALIDATED'));

/** The assistant rate ids the priced reports name (to load their hourly prices). */
export const pricedRateIds = (rows: MonthIntervention[]): string[] => {
  const ids = new Set<string>();
  for (const r of priced(rows)) {
    if (r.content?.assistantStandardRateId) ids.add(r.content.assistantStandardRateId);
    if (r.content?.assistantPremiumRateId) ids.add(r.content.assistantPremiumRateId);
  }
  return [...ids];
};

/** The revenue of one submitted report at the rates it names, in cents. */
const reportCents = (r: MonthIntervention, hourly: Map<string, number>, kmCents: number): number => {
  const content = r.content;
  if (!content) return 0;
  const premiumId = content.assistantPremiumRateId;
  return reportAmountCents(reportTotals(content), {
    standardHourlyCents: hourly.get(content.assistantStandardRateId) ?? 0,
    premiumHourlyCents: premiumId ? (hourly.get(premiumId) ?? null) : null,
    kmCents,
  }).totalCents;
};

/** The month's figures from its interventions (decisions "Home" in docs/decisions.md). */
export const monthKpi = (input: {
  rows: MonthIntervention[];
  /** Hourly prices (cents) of the rates the priced reports name. */
  hourly: Map<string, number>;
  kmCents: number;
  next: InterventionEvent | null;
  now: Date;
}): DashboardKpi => {
  const { rows, now } = input;
  const ended = rows.filter((r) => r.startAt.getTime() + r.durationMinutes * 60_000 <= now.getTime());
  const minutesDone = ended.reduce(
    (s, r) => s + (submitted(r) ? (r.reportRealDuration ?? 0) : r.durationMinutes),
    0,
  );
  const status = (r: MonthIntervention) => effectiveStatus(r.status, r.startAt, r.durationMinutes, now);
  const reportsToWrite = rows.filter((r) => status(r) === 'DONE').length;
  const reportsAwaitingValidation = rows.filter(
    (r) => status(r) === 'TERMINATED' && r.reportStatus === 'PENDING',
  ).length;
  const revenueCents = priced(rows).reduce((s, r) => s + reportCents(r, input.hourly, input.kmCents), 0);
  return {
    minutesDone,
    reportsToWrite,
    reportsAwaitingValidation,
    revenue: centsToEuros(revenueCents),
    nextIntervention: input.next,
  };
};
