import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { users } from './users';

/**
 * The client company a client user (`users.is_client`) belongs to: one row per client user. A
 * table of its own rather than a `users.client_id` column, because `clients` already refers to
 * `users` (a column back would tie the two schema files in an import cycle).
 */
export const clientUsers = pgTable(
  'client_users',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
  },
  (t) => [index('client_users_client_idx').on(t.clientId)],
);
