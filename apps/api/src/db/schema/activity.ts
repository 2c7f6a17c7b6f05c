import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { EVENT_STATUSES, PREMIUM_STATES, REPORT_STATUSES, type ReportBody } from '@relais/domain';
import { idColumn, timestamps, tstz } from './common';
import { clients } from './clients';
import { userRef, users } from './users';

/** Visits (remote=false) and remote works (remote=true). */
export const events = pgTable(
  'events',
  {
    id: idColumn(),
    assistantId: userRef('assistant_id'),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id),
    remote: boolean('remote').notNull().default(false),
    label: text('label').notNull(),
    /** The visit texts (the domain's `VISIT_TEXTS`): one nullable text column each, same name. */
    comment: text('comment'),
    startAt: tstz('start_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('SCHEDULED'),
    /** Premium services for this intervention: NONE (never asked), WAITING, APPROVED, REFUSED. */
    premiumState: text('premium_state', { enum: PREMIUM_STATES }).notNull().default('NONE'),
    /** The quote (estimate) the intervention was created from, when any. */
    estimateId: text('estimate_id'),
    deletedAt: tstz('deleted_at'),
    deletionReason: text('deletion_reason'),
    ...timestamps,
  },
  (t) => [
    index('events_assistant_start_idx').on(t.assistantId, t.startAt),
    // the reminder job's interventions just ended with no report yet (`reminders.repository.ts`)
    index('events_unreported_start_idx')
      .on(t.startAt)
      .where(sql`${t.status} = 'SCHEDULED' AND ${t.deletedAt} IS NULL`),
    // the deleted ones, few: the console's report queue excludes them by an anti-join on it
    index('events_deleted_idx')
      .on(t.id)
      .where(sql`${t.deletedAt} IS NOT NULL`),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: idColumn(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    submittedAt: tstz('submitted_at'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('PENDING'),
    rejectionReason: text('rejection_reason'),
    /** The submitted report as the assistant sent it (tasks, expenses with file ids, comments, rates). */
    content: jsonb('content').$type<ReportBody>(),
    /** Minutes: the tasks together (standard and premium). */
    realDuration: integer('real_duration').notNull().default(0),
    validatedAt: tstz('validated_at'),
    reviewedBy: text('reviewed_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reports_event_idx').on(t.eventId),
    // the console's reports queue: waiting (PENDING) reports, oldest submitted first
    index('reports_status_submitted_idx').on(t.status, t.submittedAt),
  ],
);
