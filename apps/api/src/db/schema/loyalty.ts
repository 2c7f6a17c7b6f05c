import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LOYALTY_REASONS } from '@relais/domain';
import { idColumn, timestamps, tstz } from './common';
import { userRef, users } from './users';

/**
 * Loyalty points earned (decisions "Loyalty and referral"): a ledger the loyalty service writes from
 * real facts (validated reports, the profile's completion, referrals done), never typed in. One row
 * per (assistant, reason, source): recording the same fact again does nothing.
 */
export const loyaltyEntries = pgTable(
  'loyalty_entries',
  {
    id: idColumn(),
    assistantId: userRef('assistant_id'),
    reason: text('reason', { enum: LOYALTY_REASONS }).notNull(),
    /** The fact it comes from: an intervention id, a referral id, or `profile` (no foreign key: the points stay). */
    sourceId: text('source_id').notNull(),
    points: integer('points').notNull(),
    earnedAt: tstz('earned_at').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('loyalty_entries_source_idx').on(t.assistantId, t.reason, t.sourceId),
    index('loyalty_entries_assistant_idx').on(t.assistantId, t.earnedAt),
  ],
);

/** Each assistant's referral code, created on her first ask and stable after (stored without its dash). */
export const referralCodes = pgTable('referral_codes', {
  assistantId: text('assistant_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  ...timestamps,
});

/** A referee linked to her referrer by the code typed when staff created her; one referrer per referee. */
export const referrals = pgTable(
  'referrals',
  {
    id: idColumn(),
    referrerId: userRef('referrer_id'),
    refereeId: userRef('referee_id').unique(),
    code: text('code').notNull(),
    ...timestamps,
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId)],
);
