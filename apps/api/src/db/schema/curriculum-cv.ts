import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './common';
import { files } from './files';
import { users } from './users';

/**
 * The assistant's one current CV (decisions "Curriculum and CV"): a live PDF of usage CV, shown
 * under `name`. Absent until one is sent; a new one replaces the row (the old file is deleted).
 */
export const assistantCv = pgTable('assistant_cv', {
  assistantId: text('assistant_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileId: text('file_id')
    .notNull()
    .references(() => files.id, { onDelete: 'cascade' }),
  /** The name the CV is shown under (`cvFileName`, cleaned). */
  name: text('name').notNull(),
  ...timestamps,
});
