import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { INVOICE_STATUSES } from '@relais/domain';
import { idColumn, timestamps, tstz } from './common';
import { files } from './files';
import { userRef } from './users';

export const invoices = pgTable(
  'invoices',
  {
    id: idColumn(),
    assistantId: userRef('assistant_id'),
    month: text('month').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: text('invoice_date').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    amountTaxFreeCents: integer('amount_tax_free_cents').notNull(),
    amountWithTaxCents: integer('amount_with_tax_cents').notNull(),
    regularizationFixedPriceCents: integer('regularization_fixed_price_cents'),
    regularizationFixedPriceTaxFreeCents: integer('regularization_fixed_price_tax_free_cents'),
    regularizationMessage: text('regularization_message'),
    /** The PDF the assistant sent (files.usage INVOICE); null on seeded history. */
    fileId: text('file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Why the provider invalidated it (status INVALID). */
    invalidReason: text('invalid_reason'),
    /** When the assistant last sent it (first submission or resubmission after INVALID). */
    submittedAt: tstz('submitted_at'),
    ...timestamps,
  },
  (t) => [
    index('invoices_assistant_month_idx').on(t.assistantId, t.month),
    // the console's invoices queue (by status, oldest sent first) and a month's export
    index('invoices_status_submitted_idx').on(t.status, t.submittedAt),
    index('invoices_month_idx').on(t.month),
  ],
);
