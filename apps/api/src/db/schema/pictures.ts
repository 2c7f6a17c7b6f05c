import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './common';
import { files } from './files';
import { users } from './users';

/** The user's avatar: one of her files (usage AVATAR, a square image). Absent: initials are shown. */
export const userPictures = pgTable('user_pictures', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileId: text('file_id')
    .notNull()
    .references(() => files.id, { onDelete: 'cascade' }),
  ...timestamps,
});
