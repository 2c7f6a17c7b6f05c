import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './common';

export const taskGroups = pgTable('task_groups', {
  id: idColumn(),
  code: text('code').notNull().unique(),
  label: text('label').notNull(),
  /** The English label (the French one is `label`); null falls back to it. */
  labelEn: text('label_en'),
  position: integer('position').notNull(),
  ...timestamps,
});

export const tasks = pgTable('tasks', {
  id: idColumn(),
  taskGroupId: text('task_group_id')
    .notNull()
    .references(() => taskGroups.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  /** The English label (the French one is `label`); null falls back to it. */
  labelEn: text('label_en'),
  premium: boolean('premium').notNull().default(false),
  position: integer('position').notNull(),
  ...timestamps,
});

export const rates = pgTable('rates', {
  id: idColumn(),
  productType: text('product_type', {
    enum: [
      'PROFORMAT_HOURS',
      'PROFORMA_PREMIUMHOURS',
      'PROFORMA_RATE',
      'PROFORMA_PREMIUMRATE',
      'PROFORMAT_EXPENSE',
      'PROFORMAT_KM',
    ],
  }).notNull(),
  label: text('label').notNull(),
  /** The English label (the French one is `label`); null falls back to it. */
  labelEn: text('label_en'),
  priceCents: integer('price_cents').notNull(),
  packageId: integer('package_id'),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

export const expertises = pgTable('expertises', {
  id: idColumn(),
  code: text('code').notNull().unique(),
  label: text('label').notNull(),
  /** The English label (the French one is `label`); null falls back to it. */
  labelEn: text('label_en'),
  ...timestamps,
});
