import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './common';
import { userRef } from './users';

/**
 * Single-use links of account access (decisions "Passwords, reset, subscription, first login"): a
 * password reset (`RESET`, /login?reset-token=...) or a subscription (`SUBSCRIBE`,
 * /login?subscribe-token=...). Only the SHA-256 of the link's 256-bit token is kept; `used_at`
 * makes it single use; a new link of a purpose replaces the user's older ones of that purpose.
 */
export const accessLinks = pgTable(
  'access_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef('user_id'),
    purpose: text('purpose', { enum: ['RESET', 'SUBSCRIBE'] }).notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    ...timestamps,
  },
  (t) => [index('access_links_user_idx').on(t.userId, t.purpose)],
);
