import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './common';
import { userRef } from './users';

/**
 * A helpdesk link (staff acting as an assistant): only the SHA-256 of its 256-bit token is kept;
 * valid 5 minutes; `used_at` makes it single use (set by the first exchange, right or wrong).
 */
export const helpdeskTokens = pgTable(
  'helpdesk_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The assistant support will act as. */
    userId: userRef('user_id'),
    /** The staff member who made the link, the session's actor. */
    actorId: userRef('actor_id'),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    ...timestamps,
  },
  (t) => [index('helpdesk_tokens_user_idx').on(t.userId)],
);
