import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './common';
import { userRef } from './users';

/**
 * Feedback sent from the 'menu' build (spec 6): its text and the screen's path; who sent it is the
 * user (her row goes with her account: cascade, and it is in 'download my data').
 */
export const feedback = pgTable(
  'feedback',
  {
    id: idColumn(),
    userId: userRef('user_id'),
    text: text('text').notNull(),
    route: text('route').notNull(),
    ...timestamps,
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);
