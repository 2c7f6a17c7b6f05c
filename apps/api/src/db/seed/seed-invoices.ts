import { randomUUID } from 'node:crypto';
import {
  businessMonth,
  DEFAULT_KM_PACKAGE_ID,
  regularizationWithTaxCents,
  reportAmountCents,
  reportTotals,
  withVatCents,
  zonedDateTime,
} from '@relais/domain';
import type { Db } from '../client';
import { invoices, type events, type reports } from '../schema/index';
import { DEMO_STANDARD_CENTS } from './seed-client-data';
import { LABELS, workingDay } from './seed-days';
import { DEMO_TVA_INCLUDED, type SeededPeople } from './seed-people';
import { RATE_DATA } from './reference-data';

type EventInsert = typeof events.$inferInsert;
type ReportInsert = typeof reports.$inferInsert;

/** The demo's invoice history: one invoice per status of spec 3, months -2 to -8. */
const HISTORY = [
  [-2, 'ACCEPTED'],
  [-3, 'PAYED'],
  [-4, 'PAYED'],
  [-5, 'INVALID'],
  [-6, 'CREDITNOTE'],
  [-7, 'LATE'],
  [-8, 'PROPOSED'],
] as const;

/** The invalidated invoice's regularisation (without tax, cents) and the provider's reason. */
const INVALID_REGULARIZATION_CENTS = -2000;
const INVALID_REASON = 'Le PDF joint ne correspond pas au numéro de facture déclaré.';

/**
 * The interventions behind each invoiced month, all CLOSED (their reports are validated at the
 * client's rates by `buildReports`): four a month, days 4, 11, 18 and 25 moved to a weekday, the
 * third a remote work (14:00, 120 min), the others visits at 09:00 of 180 min, 240 min, then 180,
 * 240 or 300 min by month.
 */
export const invoicedMonthEvents = (people: SeededPeople, now: Date): EventInsert[] => {
  const [c0, c1, c2, c3] = people.demoClientIds;
  const clients = [c1, c0, c3, c2].filter((c): c is string => Boolean(c));
  return HISTORY.flatMap(([offset], m) => {
    const month = businessMonth(now, offset);
    return [4, 11, 18, 25].map((day, k): EventInsert => {
      const remote = k === 2;
      const durationMinutes = remote ? 120 : ([180, 240, 0, 180 + (m % 3) * 60][k] ?? 180);
      return {
        id: randomUUID(),
        assistantId: people.demoId,
        clientId: clients[(m + k) % clients.length] ?? people.demoClientIds[0] ?? '',
        remote,
        // a remote work has no label of its own: the app names it by its kind, in the user's language
        label: remote ? '' : (LABELS[(m + k) % LABELS.length] ?? 'Intervention'),
        comment: null,
        startAt: zonedDateTime(workingDay(month, day), remote ? '14:00' : '09:00'),
        durationMinutes,
        status: 'CLOSED',
      };
    });
  });
};

/** The km price of the pro-forma (package 324), as the invoices module reads it. */
const KM_CENTS =
  RATE_DATA.find((r) => r.productType === 'PROFORMAT_KM' && r.packageId === DEFAULT_KM_PACKAGE_ID)
    ?.priceCents ?? 0;

/**
 * A month's pro-forma tax-free total: each validated report priced at the demo's standard rate and
 * the km price, rounded on its line, then summed (what the invoices module computes).
 */
const proformaCents = (month: string, evts: EventInsert[], reportRows: ReportInsert[]): number =>
  evts
    .filter((e) => businessMonth(e.startAt) === month)
    .reduce((sum, e) => {
      const content = reportRows.find((r) => r.eventId === e.id)?.content;
      if (!content) return sum;
      const rates = { standardHourlyCents: DEMO_STANDARD_CENTS, premiumHourlyCents: null, kmCents: KM_CENTS };
      return sum + reportAmountCents(reportTotals(content), rates).totalCents;
    }, 0);

/**
 * The demo's invoice history over past months, one per status of spec 3, each for the pro-forma of
 * its month (the interventions of `invoicedMonthEvents` with their validated reports): the INVALID
 * one carries a regularisation, its amounts are the pro-forma's plus it (a resubmission with the
 * same values passes the totals check). The previous month has none: once its open interventions
 * are validated, it can be invoiced. The other assistant has one invoice (for the access-control
 * tests).
 */
export const seedInvoices = async (
  db: Db,
  now: Date,
  people: SeededPeople,
  invoiced: { events: EventInsert[]; reports: ReportInsert[] },
): Promise<void> => {
  const rows = HISTORY.map(([offset, status], idx) => {
    const month = businessMonth(now, offset);
    const proforma = proformaCents(month, invoiced.events, invoiced.reports);
    const reg = status === 'INVALID' ? INVALID_REGULARIZATION_CENTS : null;
    const regWithTax = reg === null ? null : regularizationWithTaxCents(reg, DEMO_TVA_INCLUDED);
    const sentAt = new Date(now.getTime() + (offset + 1) * 30 * 86_400_000);
    return {
      id: randomUUID(),
      assistantId: people.demoId,
      month,
      invoiceNumber: `FA-${month.replace('-', '')}-${String(idx + 1).padStart(3, '0')}`,
      invoiceDate: `${businessMonth(now, offset + 1)}-02`,
      status,
      amountTaxFreeCents: proforma + (reg ?? 0),
      amountWithTaxCents: withVatCents(proforma, DEMO_TVA_INCLUDED) + (regWithTax ?? 0),
      regularizationFixedPriceTaxFreeCents: reg,
      regularizationFixedPriceCents: regWithTax,
      regularizationMessage: reg === null ? null : 'Kilomètres du mois précédent comptés deux fois.',
      invalidReason: status === 'INVALID' ? INVALID_REASON : null,
      submittedAt: sentAt,
      createdAt: sentAt,
      updatedAt: sentAt,
    };
  });
  const otherMonth = businessMonth(now, -2);
  rows.push({
    id: randomUUID(),
    assistantId: people.otherId,
    month: otherMonth,
    invoiceNumber: `JM-${otherMonth.replace('-', '')}`,
    invoiceDate: `${businessMonth(now, -1)}-21`,
    status: 'PROPOSED',
    amountTaxFreeCents: 54_000,
    amountWithTaxCents: 54_000,
    regularizationFixedPriceTaxFreeCents: null,
    regularizationFixedPriceCents: null,
    regularizationMessage: null,
    invalidReason: null,
    submittedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(invoices).values(rows);
};
