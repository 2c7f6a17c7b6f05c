import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { QUOTE_ANSWER_CHANNELS, QUOTE_STATUSES } from '@relais/domain';
import { idColumn, timestamps, tstz } from './common';
import { clientRef } from './clients';
import { users } from './users';

/** Quotes (estimates) of a client; events.estimate_id may name one. */
export const quotes = pgTable(
  'quotes',
  {
    id: idColumn(),
    clientId: clientRef('client_id'),
    number: text('number').notNull().unique(),
    title: text('title').notNull(),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('NEW'),
    /** The lines' total without tax (`quoteTotalsCents`), kept with the lines. */
    amountCents: integer('amount_cents').notNull(),
    /** Planned minutes per month, when the quote says so (hours in the API). */
    monthlyMinutes: integer('monthly_minutes'),
    validUntil: date('valid_until', { mode: 'string' }),
    /** The client's answer (ACCEPTED / REJECTED): when, how, and the client user when signed in. */
    answeredAt: tstz('answered_at'),
    answeredVia: text('answered_via', { enum: QUOTE_ANSWER_CHANNELS }),
    /** The client user who answered; the answer stays (the company's record) when the user is deleted. */
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('quotes_client_idx').on(t.clientId),
    // the console's quotes queue: by status, oldest first
    index('quotes_status_created_idx').on(t.status, t.createdAt),
  ],
);
export type QuoteRow = typeof quotes.$inferSelect;

/** The lines of a quote, in order; a line's amount is computed by the domain, never stored. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    quoteId: text('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    /** Hundredths of a unit (1.5 hours = 150). */
    quantityHundredths: integer('quantity_hundredths').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.position] })],
);
export type QuoteLineRow = typeof quoteLines.$inferSelect;
