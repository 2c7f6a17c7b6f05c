import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './common';
import { expertises } from './reference';
import { userRef } from './users';

/** The expertises an assistant chose from the reference list (spec 7 skills/expertise). */
export const assistantExpertises = pgTable(
  'assistant_expertises',
  {
    assistantId: userRef('assistant_id'),
    expertiseId: text('expertise_id')
      .notNull()
      .references(() => expertises.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.assistantId, t.expertiseId] })],
);

/**
 * A prospect's secret skills link (`/skills/{randomString}`): only the SHA-256 of the 256-bit
 * random token is kept, so a database read does not give the link away.
 */
export const prospectSkillLinks = pgTable(
  'prospect_skill_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    assistantId: userRef('assistant_id'),
    expiresAt: tstz('expires_at').notNull(),
    ...timestamps,
  },
  (t) => [index('prospect_skill_links_assistant_idx').on(t.assistantId)],
);

/**
 * When an assistant's skills list was last saved: the list may be saved empty (no row in
 * `assistant_skills` then), and its `updatedAt` must still say when.
 */
export const assistantSkillSaves = pgTable('assistant_skill_saves', {
  assistantId: userRef('assistant_id').primaryKey(),
  ...timestamps,
});
