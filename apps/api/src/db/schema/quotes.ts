import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { QUOTE_STATUSES } from '@relais/domain';
import { idColumn, timestamps } from './common';
import { clientRef } from './clients';

/** Quotes (estimates) of a client; events.estimate_id may name one. */
export const quotes = pgTable(
  'quotes',
  {
    id: idColumn(),
    clientId: clientRef('client_id'),
    number: text('number').notNull().unique(),
    title: text('title').notNull(),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('NEW'),
    amountCents: integer('amount_cents').notNull(),
    /** Planned minutes per month, when the quote says so (hours in the API). */
    monthlyMinutes: integer('monthly_minutes'),
    validUntil: date('valid_until', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [index('quotes_client_idx').on(t.clientId)],
);
export type QuoteRow = typeof quotes.$inferSelect;
