import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReportBody } from '@relais/domain';
import { timestamps, tstz } from './common';
import { clients } from './clients';
import { files } from './files';
import { users } from './users';

export const EVENT_STATUSES = ['SCHEDULED', 'DONE', 'TERMINATED', 'CLOSED'] as const;
export const REPORT_STATUSES = ['PENDING', 'VALIDATED', 'REJECTED'] as const;
export const INVOICE_STATUSES = ['INVALID', 'PAYED', 'ACCEPTED', 'CREDITNOTE', 'PROPOSED', 'LATE'] as const;

/** Visits (remote=false) and remote works (remote=true). */
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    assistantId: text('assistant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id),
    remote: boolean('remote').notNull().default(false),
    label: text('label').notNull(),
    comment: text('comment'),
    startAt: tstz('start_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('SCHEDULED'),
    /** Premium services for this intervention: NONE (never asked), WAITING, APPROVED, REFUSED. */
    premiumState: text('premium_state', { enum: ['NONE', 'WAITING', 'APPROVED', 'REFUSED'] })
      .notNull()
      .default('NONE'),
    /** The quote (estimate) the intervention was created from, when any. */
    estimateId: text('estimate_id'),
    deletedAt: tstz('deleted_at'),
    deletionReason: text('deletion_reason'),
    ...timestamps,
  },
  (t) => [index('events_assistant_start_idx').on(t.assistantId, t.startAt)],
);

export const reports = pgTable(
  'reports',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    submittedAt: tstz('submitted_at'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('PENDING'),
    rejectionReason: text('rejection_reason'),
    /** The submitted report as the assistant sent it (tasks, expenses with file ids, comments, rates). */
    content: jsonb('content').$type<ReportBody>(),
    /** Minutes: the tasks together (standard and premium). */
    realDuration: integer('real_duration').notNull().default(0),
    validatedAt: tstz('validated_at'),
    reviewedBy: text('reviewed_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('reports_event_idx').on(t.eventId)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    assistantId: text('assistant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  (t) => [index('invoices_assistant_month_idx').on(t.assistantId, t.month)],
);
