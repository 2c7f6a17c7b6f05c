import { timestamp } from 'drizzle-orm/pg-core';

/** A timestamp with time zone read as a Date. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const timestamps = {
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
};
