import { randomUUID } from 'node:crypto';
import { businessMonth } from '@relais/domain';
import type { Db } from '../client';
import { invoices } from '../schema/index';
import type { SeededPeople } from './seed-people';

/**
 * The demo's invoice history over past months, one per status of spec 3. The previous month has
 * none: once its open interventions are validated, it can be invoiced (signed contract and
 * insurance valid for months come from the people seed). The other assistant has one invoice (for
 * the access-control tests).
 */
export const seedInvoices = async (db: Db, now: Date, people: SeededPeople): Promise<void> => {
  const history = [
    [-2, 'ACCEPTED'],
    [-3, 'PAYED'],
    [-4, 'PAYED'],
    [-5, 'INVALID'],
    [-6, 'CREDITNOTE'],
    [-7, 'LATE'],
    [-8, 'PROPOSED'],
  ] as const;
  const rows = history.map(([offset, status], idx) => {
    const month = businessMonth(now, offset);
    const taxFree = 96_000 + idx * 12_350;
    const sentAt = new Date(now.getTime() + (offset + 1) * 30 * 86_400_000);
    return {
      id: randomUUID(),
      assistantId: people.demoId,
      month,
      invoiceNumber: `FA-${month.replace('-', '')}-${String(idx + 1).padStart(3, '0')}`,
      invoiceDate: `${businessMonth(now, offset + 1)}-02`,
      status,
      amountTaxFreeCents: taxFree,
      // 20 % VAT on whole euros: exact
      amountWithTaxCents: (taxFree * 12) / 10,
      regularizationMessage: null,
      invalidReason: status === 'INVALID' ? 'Montant différent du pro forma.' : null,
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
    regularizationMessage: null,
    invalidReason: null,
    submittedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(invoices).values(rows);
};
