import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tstz } from './common';
import { userRef } from './users';

/**
 * A user's TOTP secret (two-factor sign-in): encrypted with a key derived from the server's secret
 * (AES-256-GCM), never sent again after its set-up. `enabled_at` null: a set-up not confirmed yet.
 * `last_step` is the time step of the last code accepted: a code is used once (no replay).
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: userRef('user_id').primaryKey(),
  secretEnc: text('secret_enc').notNull(),
  enabledAt: tstz('enabled_at'),
  lastStep: integer('last_step'),
  ...timestamps,
});

/** Single-use recovery codes: only the SHA-256 of each (50 random bits) is kept. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: idColumn(),
    userId: userRef('user_id'),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at'),
    ...timestamps,
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);
