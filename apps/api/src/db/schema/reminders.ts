import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tstz } from './common';
import { userRef } from './users';

/**
 * The reminders' occasions already handled, one row per person and occasion (`report:<event id>`,
 * `document:<file type>:<expiry>:<days before>`, `invoice-window:<month>`): the reminder job sends
 * nothing for an occasion that has its row, whichever process runs it (issue 30, "Work that leaves
 * the request"). Handled: its mail queued, or found with nothing to say.
 */
export const reminderOccasions = pgTable(
  'reminder_occasions',
  {
    userId: userRef('user_id'),
    occasion: text('occasion').notNull(),
    handledAt: tstz('handled_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.occasion] })],
);
