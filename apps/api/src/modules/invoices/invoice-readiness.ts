import {
  businessDate,
  businessMonth,
  effectiveStatus,
  INVOICE_HOLDS_MONTH,
  INVOICE_MAX_MONTHS_BACK,
  invoicingBlockers,
  nextSubmissionDay,
  type FolderReminder,
  type Readiness,
} from '@relais/domain';
import type { AssistantFacts, InvoiceRecord, MonthCount, MonthIntervention } from './invoices.repository';

/** Whether an invoice other than `exceptId` holds the month (PROPOSED, ACCEPTED, PAYED, LATE). */
export const monthHeld = (invoices: InvoiceRecord[], month: string, exceptId?: string): boolean =>
  invoices.some((i) => i.month === month && i.id !== exceptId && INVOICE_HOLDS_MONTH.includes(i.status));

/** The latest invoice of a month when it is INVALID (to send again), else null. */
export const invalidatedOf = (invoices: InvoiceRecord[], month: string): InvoiceRecord | null => {
  const latest = invoices
    .filter((i) => i.month === month)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
  return latest?.status === 'INVALID' ? latest : null;
};

/** Months whose latest invoice is INVALID, within the months that can still be invoiced. */
export const invalidatedInvoices = (invoices: InvoiceRecord[], now: Date): InvoiceRecord[] => {
  const oldest = businessMonth(now, -INVOICE_MAX_MONTHS_BACK);
  const current = businessMonth(now);
  const months = [...new Set(invoices.map((i) => i.month))].filter((m) => m >= oldest && m < current);
  return months
    .sort()
    .reverse()
    .flatMap((m) => {
      const inv = invalidatedOf(invoices, m);
      return inv && !monthHeld(invoices, m) ? [inv] : [];
    });
};

/**
 * The readiness view (GET .../invoices/readiness): can the previous month be invoiced on the day
 * submissions open, and what is in the way, each with the app route where it is fixed.
 * `invoice_invalidated` is a to-do (send it again), not a refusal of the previous month's invoice.
 * The insurance and contract blockers link to their card on the file screen.
 */
export const readinessOf = (input: {
  now: Date;
  facts: AssistantFacts;
  events: MonthIntervention[];
  invoices: InvoiceRecord[];
  /** The administrative file's expiry reminders (`folderReminders`). */
  reminders: FolderReminder[];
}): Readiness => {
  const { now, facts } = input;
  const today = businessDate(now);
  const month = businessMonth(now, -1);
  const opensOn = nextSubmissionDay(today);
  const statuses = input.events.map((e) => effectiveStatus(e.status, e.startAt, e.durationMinutes, now));
  const blockers = invoicingBlockers({
    toWrite: statuses.filter((s) => s === 'DONE' || s === 'SCHEDULED').length,
    awaiting: statuses.filter((s) => s === 'TERMINATED').length,
    insuranceLimit: facts.proInsuranceLimitDate,
    signedDate: facts.signedDate,
    today,
    opensOn,
  });
  const insuranceBlocked = blockers.some((b) => b.code.startsWith('insurance_'));
  for (const inv of invalidatedInvoices(input.invoices, now)) {
    blockers.push({
      code: 'invoice_invalidated',
      path: `/activity/invoices/edit/${inv.id}`,
      count: null,
      date: null,
    });
  }

  return {
    month,
    opensOn,
    nothingToInvoice: input.events.length === 0,
    openNow: opensOn === today,
    alreadyInvoiced: monthHeld(input.invoices, month),
    blockers,
    // the insurance once: a blocker already names it
    reminders: input.reminders.filter((r) => !(insuranceBlocked && r.fileType === 'PROFESSIONAL_INSURANCE')),
  };
};

/** Ended months (12 back at most) with interventions and no invoice holding them, newest first. */
export const monthsToInvoiceOf = (input: {
  now: Date;
  counts: readonly MonthCount[];
  invoices: InvoiceRecord[];
}) => {
  const counts = new Map(input.counts.map((c) => [c.month, c]));
  const out = [];
  for (let offset = -1; offset >= -INVOICE_MAX_MONTHS_BACK; offset -= 1) {
    const month = businessMonth(input.now, offset);
    const c = counts.get(month);
    if (!c || monthHeld(input.invoices, month)) continue;
    out.push({
      month,
      closedInterventions: c.closed,
      openInterventions: c.open,
      invalidatedInvoiceId: invalidatedOf(input.invoices, month)?.id ?? null,
    });
  }
  return out;
};
