import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { AVAILABILITY_PARTS } from '@relais/domain';
import { idColumn, timestamps, tstz } from './common';
import { userRef } from './users';

export const preferences = pgTable(
  'preferences',
  {
    userId: userRef('user_id'),
    key: text('key').notNull(),
    value: text('value').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Availability: day 1 (Monday) .. 7 × MORNING/AFTERNOON. */
export const availability = pgTable(
  'availability',
  {
    assistantId: userRef('assistant_id'),
    day: integer('day').notNull(),
    part: text('part', { enum: AVAILABILITY_PARTS }).notNull(),
    value: boolean('value').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('availability_slot_idx').on(t.assistantId, t.day, t.part)],
);

export const leaves = pgTable(
  'leaves',
  {
    id: idColumn(),
    assistantId: userRef('assistant_id'),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    label: text('label'),
    comment: text('comment'),
    deletedAt: tstz('deleted_at'),
    deletionReason: text('deletion_reason'),
    ...timestamps,
  },
  (t) => [index('leaves_assistant_idx').on(t.assistantId)],
);
