import {
  centsToEuros,
  effectiveStatus,
  reportPrice,
  withVatCents,
  zonedDateTime,
  type Proforma,
  type ProformaLine,
  type ReportBody,
} from '@relais/domain';
import type { MonthIntervention } from './invoices.repository';

/** `YYYY-MM` shifted by `offset` months. */
export const shiftMonth = (month: string, offset: number): string => {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** The instants [from, to) of a month in the business zone. */
export const monthBounds = (month: string): { from: Date; to: Date } => ({
  from: zonedDateTime(`${month}-01`, '00:00'),
  to: zonedDateTime(`${shiftMonth(month, 1)}-01`, '00:00'),
});

/** A line's and the statement's amounts in cents, before they become euros at the JSON boundary. */
type LineCents = {
  hours: number;
  premium: number;
  km: number;
  expenses: number;
  total: number;
};
export type ProformaCents = {
  taxFree: number;
  vat: number;
  withTax: number;
};

export type ProformaInput = {
  month: string;
  events: MonthIntervention[];
  /** Hourly prices (cents) of the rates the reports name. */
  hourlyCents: Map<string, number>;
  kmCents: number;
  tvaIncluded: boolean;
  /** Now: the status each open intervention shows (DONE once its end has passed). */
  now: Date;
};

/** The rate ids the validated reports of a month name (to load their prices). */
export const rateIdsOf = (events: MonthIntervention[]): string[] => {
  const ids = new Set<string>();
  for (const e of closedWithReport(events)) {
    if (e.content.assistantStandardRateId) ids.add(e.content.assistantStandardRateId);
    if (e.content.assistantPremiumRateId) ids.add(e.content.assistantPremiumRateId);
  }
  return [...ids];
};

type ClosedEvent = MonthIntervention & { content: ReportBody };
const closedWithReport = (events: MonthIntervention[]): ClosedEvent[] =>
  events.filter(
    (e): e is ClosedEvent => e.status === 'CLOSED' && e.reportStatus === 'VALIDATED' && e.content !== null,
  );

/** Interventions of the month not on the statement yet (not CLOSED). */
export const openCount = (events: MonthIntervention[]): number =>
  events.filter((e) => e.status !== 'CLOSED').length;

const lineOf = (e: ClosedEvent, input: ProformaInput): { line: ProformaLine; cents: LineCents } => {
  const premiumId = e.content.assistantPremiumRateId;
  // the same pricing as the report editor's amounts (domain `reportPrice`)
  const price = reportPrice(e.content, {
    standardHourlyCents: input.hourlyCents.get(e.content.assistantStandardRateId ?? '') ?? 0,
    premiumHourlyCents: premiumId ? (input.hourlyCents.get(premiumId) ?? null) : null,
    kmCents: input.kmCents,
  });
  const cents: LineCents = {
    hours: price.hoursCents,
    premium: price.premiumHoursCents,
    km: price.kmCents,
    expenses: price.expensesCents,
    total: price.totalCents,
  };
  return {
    cents,
    line: {
      eventId: e.id,
      startDate: e.startAt.toISOString(),
      clientName: e.clientName,
      label: e.label,
      remote: e.remote,
      minutes: price.minutes,
      premiumMinutes: price.premiumMinutes,
      km: price.km,
      hoursAmount: centsToEuros(cents.hours),
      premiumAmount: centsToEuros(cents.premium),
      kmAmount: centsToEuros(cents.km),
      expenses: price.expenses.map((x) => ({
        label: x.label,
        amount: centsToEuros(x.cents),
        fileId: x.fileId,
      })),
      expensesAmount: centsToEuros(cents.expenses),
      total: centsToEuros(cents.total),
    },
  };
};

/**
 * The statement of a month: one line per validated intervention, each amount rounded to the cent
 * on its line (what the assistant checks against each report); the totals are the sums of the
 * rounded lines, and VAT is computed once, on the tax-free total.
 */
export const computeProforma = (input: ProformaInput): { proforma: Proforma; cents: ProformaCents } => {
  const computed = closedWithReport(input.events).map((e) => lineOf(e, input));
  const sum = (pick: (c: LineCents) => number) => computed.reduce((s, x) => s + pick(x.cents), 0);
  const taxFree = sum((c) => c.total);
  const withTax = withVatCents(taxFree, input.tvaIncluded);
  const round2 = (n: number) => Math.round(n * 100) / 100;
  return {
    cents: { taxFree, vat: withTax - taxFree, withTax },
    proforma: {
      month: input.month,
      lines: computed.map((x) => x.line),
      openInterventions: openCount(input.events),
      open: input.events
        .filter((e) => e.status !== 'CLOSED')
        .map((e) => ({
          eventId: e.id,
          startDate: e.startAt.toISOString(),
          clientName: e.clientName,
          label: e.label,
          remote: e.remote,
          status: effectiveStatus(e.status, e.startAt, e.durationMinutes, input.now),
          reportStatus: e.reportStatus,
        })),
      tvaIncluded: input.tvaIncluded,
      totals: {
        minutes: computed.reduce((s, x) => s + x.line.minutes, 0),
        premiumMinutes: computed.reduce((s, x) => s + x.line.premiumMinutes, 0),
        km: round2(computed.reduce((s, x) => s + x.line.km, 0)),
        hoursAmount: centsToEuros(sum((c) => c.hours)),
        premiumAmount: centsToEuros(sum((c) => c.premium)),
        kmAmount: centsToEuros(sum((c) => c.km)),
        expensesAmount: centsToEuros(sum((c) => c.expenses)),
        taxFree: centsToEuros(taxFree),
        vat: centsToEuros(withTax - taxFree),
        withTax: centsToEuros(withTax),
      },
    },
  };
};
