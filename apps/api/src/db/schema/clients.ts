import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { CIVILITIES } from '@relais/domain';
import { idColumn, timestamps } from './common';
import { userRef } from './users';

export const clients = pgTable('clients', {
  id: idColumn(),
  pro: boolean('pro').notNull().default(true),
  company: text('company'),
  name: text('name').notNull(),
  color: text('color').notNull(),
  phone: text('phone'),
  brief: text('brief'),
  csName: text('cs_name'),
  csEmail: text('cs_email'),
  accountCivility: text('account_civility', { enum: CIVILITIES }),
  accountFirstName: text('account_first_name'),
  accountLastName: text('account_last_name'),
  accountAddress: text('account_address'),
  accountAddress2: text('account_address2'),
  accountZipCode: text('account_zip_code'),
  accountMobilePhone: text('account_mobile_phone'),
  accountPhone: text('account_phone'),
  accountEmail: text('account_email'),
  /** Premium services are offered to this client's assistants (spec 4 premium services). */
  premiumEnabled: boolean('premium_enabled').notNull().default(false),
  ...timestamps,
});

/** A required reference to a client; the row goes when the client is deleted. */
export const clientRef = (name: string) =>
  text(name)
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });

export const assistantClients = pgTable(
  'assistant_clients',
  {
    assistantId: userRef('assistant_id'),
    clientId: clientRef('client_id'),
    active: boolean('active').notNull().default(true),
    other: boolean('other').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.assistantId, t.clientId] }),
    index('assistant_clients_client_idx').on(t.clientId),
  ],
);

/** The assistant's hourly rates with a client (reports pick the standard and premium one). */
export const assistantClientRates = pgTable(
  'assistant_client_rates',
  {
    id: idColumn(),
    assistantId: userRef('assistant_id'),
    clientId: clientRef('client_id'),
    kind: text('kind', { enum: ['STANDARD', 'PREMIUM'] }).notNull(),
    label: text('label').notNull(),
    /** The English label (the French one is `label`); null falls back to it. */
    labelEn: text('label_en'),
    hourlyCents: integer('hourly_cents').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('assistant_client_rates_idx').on(t.assistantId, t.clientId)],
);

/** The provider's notes about a client (sanitised rich text). */
export const clientNotes = pgTable(
  'client_notes',
  {
    id: idColumn(),
    clientId: clientRef('client_id'),
    content: text('content').notNull(),
    ...timestamps,
  },
  (t) => [index('client_notes_client_idx').on(t.clientId)],
);

export type ClientRow = typeof clients.$inferSelect;
export type AssistantClientRow = typeof assistantClients.$inferSelect;
