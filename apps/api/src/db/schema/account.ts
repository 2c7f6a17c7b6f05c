import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './common';
import { userRef } from './users';

/**
 * A login email change waiting for its confirmation link (sent to the new address): only the
 * SHA-256 of the link's 256-bit token is kept; `used_at` makes the link single use.
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef('user_id'),
    newEmail: text('new_email').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    ...timestamps,
  },
  (t) => [index('email_change_requests_user_idx').on(t.userId, t.createdAt)],
);
