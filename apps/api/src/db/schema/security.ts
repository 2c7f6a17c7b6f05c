import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tstz } from './common';
import { userRef } from './users';

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    familyId: text('family_id').notNull(),
    userId: userRef('user_id'),
    tokenHash: text('token_hash').notNull().unique(),
    revoked: boolean('revoked').notNull().default(false),
    replacedBy: text('replaced_by'),
    expiresAt: tstz('expires_at').notNull(),
    /** A support session (helpdesk link): the staff member acting as the user; kept by every rotation. */
    actorId: text('actor_id'),
    ...timestamps,
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/**
 * One row per (user, Idempotency-Key): IN_PROGRESS while a request holds it, then DONE with the
 * answer. While IN_PROGRESS, `updated_at` is the holder's lease (database time, renewed by the live
 * request; `plugins/idempotency.ts`): a lease run out means the holder died and a retry takes over.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    userId: text('user_id').notNull(),
    methodPath: text('method_path').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: text('status', { enum: ['IN_PROGRESS', 'DONE'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    responseContentType: text('response_content_type'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Failure counters (sign-in throttling): a fixed window (`count` in the window from `window_start`)
 * or a progressive wait (`count` consecutive failures, no attempt checked before `blocked_until`).
 */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: tstz('window_start').notNull(),
  blockedUntil: tstz('blocked_until'),
  ...timestamps,
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    at: tstz('at').notNull(),
    action: text('action').notNull(),
    actorId: text('actor_id'),
    subjectId: text('subject_id'),
    ip: text('ip'),
    detail: jsonb('detail'),
    ...timestamps,
  },
  (t) => [
    index('audit_log_action_idx').on(t.action, t.at),
    // the console's audit trail (newest first; by actor, by assistant): migration 0026
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_subject_idx').on(t.subjectId, t.at),
  ],
);
