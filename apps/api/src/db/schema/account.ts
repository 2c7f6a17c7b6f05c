import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './common';
import { userRef } from './users';

/**
 * A login email change waiting for its confirmation link (sent to the new address): only the
 * SHA-256 of the link's 256-bit token is kept; `used_at` makes the link single use (a confirmation
 * sets `confirmed_at` too; a newer request only `used_at`). The login when it was asked (`old_email`)
 * gets a cancel link at once (its hash `cancel_token_hash`, valid until `cancel_expires_at`, used up
 * at `cancelled_at`).
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef('user_id'),
    newEmail: text('new_email').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    confirmedAt: tstz('confirmed_at'),
    oldEmail: text('old_email'),
    cancelTokenHash: text('cancel_token_hash'),
    cancelExpiresAt: tstz('cancel_expires_at'),
    cancelledAt: tstz('cancelled_at'),
    ...timestamps,
  },
  (t) => [
    index('email_change_requests_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('email_change_requests_cancel_idx').on(t.cancelTokenHash),
  ],
);
