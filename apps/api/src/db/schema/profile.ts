import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { FOLDER_DOCUMENT_STATUSES, SKILL_KINDS } from '@relais/domain';
import { foldText } from '../search-fold';
import { idColumn, timestamps, tstz } from './common';
import { files } from './files';
import { userRef, users } from './users';

/** The assistant's curriculum (one row per assistant, absent until first written). */
export const curriculum = pgTable('curriculum', {
  assistantId: text('assistant_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title'),
  summary: text('summary'),
  experienceYears: integer('experience_years'),
  languages: text('languages').array().notNull().default([]),
  ...timestamps,
});

/** Administrative file documents (spec 3); `fileType` is one of FOLDER_DOCUMENT_TYPES or OTHER. */
export const folderDocuments = pgTable(
  'folder_documents',
  {
    id: idColumn(),
    assistantId: userRef('assistant_id'),
    fileType: text('file_type').notNull(),
    fileId: text('file_id').references(() => files.id, { onDelete: 'set null' }),
    expirationDate: date('expiration_date', { mode: 'string' }),
    status: text('status', { enum: FOLDER_DOCUMENT_STATUSES }).notNull().default('PENDING'),
    /** BANK_DETAILS only: the IBAN and BIC, normalised and checked (ibantools) before they are stored. */
    iban: text('iban'),
    bic: text('bic'),
    /** Why staff refused the document (REJECTED only). */
    refusalReason: text('refusal_reason'),
    /**
     * A new version sent while this one is VALIDATED (bank details changed, a new insurance): it waits
     * for staff (PENDING) or was refused (REJECTED, with its reason) while the validated one stays in
     * force; validating it makes it the document. Null when none.
     */
    replacementStatus: text('replacement_status', { enum: FOLDER_DOCUMENT_STATUSES }),
    replacementFileId: text('replacement_file_id').references(() => files.id, { onDelete: 'set null' }),
    replacementExpirationDate: date('replacement_expiration_date', { mode: 'string' }),
    replacementIban: text('replacement_iban'),
    replacementBic: text('replacement_bic'),
    replacementRefusalReason: text('replacement_refusal_reason'),
    replacementSentAt: tstz('replacement_sent_at'),
    ...timestamps,
  },
  // one document per type: sending again replaces it until it is validated, then waits beside it
  (t) => [
    uniqueIndex('folder_documents_assistant_type_idx').on(t.assistantId, t.fileType),
    // the console's documents queue (issue 28): waiting, oldest sent first (a document's last write
    // while PENDING is its sending), its replacements waiting, and the validated ones by expiry
    index('folder_documents_pending_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.status} = 'PENDING'`),
    index('folder_documents_replacement_pending_idx')
      .on(t.replacementSentAt, t.id)
      .where(sql`${t.replacementStatus} = 'PENDING'`),
    index('folder_documents_validated_expiry_idx')
      .on(t.expirationDate, t.id)
      .where(sql`${t.status} = 'VALIDATED' and ${t.expirationDate} is not null`),
    // a file's document (the console opens a document by its file)
    index('folder_documents_file_idx').on(t.fileId),
    index('folder_documents_replacement_file_idx').on(t.replacementFileId),
  ],
);

/** Skills graded 1 to 5 by kind (lang, computer, job, other). */
export const assistantSkills = pgTable(
  'assistant_skills',
  {
    id: idColumn(),
    assistantId: userRef('assistant_id'),
    kind: text('kind', { enum: SKILL_KINDS }).notNull(),
    label: text('label').notNull(),
    /** The label folded by the database (`db/search-fold.ts`): the directory's search by skill. */
    labelKey: text('label_key').generatedAlwaysAs(sql.raw(foldText('"label"'))),
    grade: integer('grade'),
    ...timestamps,
  },
  (t) => [index('assistant_skills_assistant_idx').on(t.assistantId)],
);

/** The completion gauge as the app last showed it, per user. */
export const gaugeState = pgTable('gauge_state', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeenTotal: integer('last_seen_total').notNull().default(0),
  celebratedAt: tstz('celebrated_at'),
  ...timestamps,
});
