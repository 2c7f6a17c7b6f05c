import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { CIVILITIES } from '@relais/domain';
import { foldText } from '../search-fold';
import { idColumn, timestamps } from './common';

/** Assistants and staff. The profile columns mirror `assistantSchema` of @relais/domain. */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    loginEmail: text('login_email').notNull().unique(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['ASSISTANT', 'STAFF'] })
      .notNull()
      .default('ASSISTANT'),
    isClient: boolean('is_client').notNull().default(false),
    /** A staff member's permissions (`STAFF_PERMISSIONS` of the domain); empty for everyone else. */
    staffPermissions: text('staff_permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    secondaryEmail: text('secondary_email'),
    civility: text('civility', { enum: CIVILITIES }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    birthdate: date('birthdate', { mode: 'string' }),
    address: text('address'),
    zipCode: text('zip_code'),
    city: text('city'),
    country: text('country'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    proInsuranceLimitDate: date('pro_insurance_limit_date', { mode: 'string' }),
    warningUpdatePlanningDismissed: date('warning_update_planning_dismissed', { mode: 'string' }),
    signedDate: date('signed_date', { mode: 'string' }),
    tvaIncluded: boolean('tva_included').notNull().default(false),
    warningUpdateExpertise: boolean('warning_update_expertise').notNull().default(false),
    status: text('status').notNull().default('ACTIVE'),
    recruitmentStatus: text('recruitment_status'),
    beforeRecruitmentStatus: text('before_recruitment_status'),
    warningRelaisAcademy: date('warning_relais_academy', { mode: 'string' }),
    description: text('description'),
    fiscaliste: boolean('fiscaliste').notNull().default(false),
    submitInvoiceAuthorizationDate: date('submit_invoice_authorization_date', { mode: 'string' }),
    avatarBadgeShownAt: date('avatar_badge_shown_at', { mode: 'string' }),
    /** The assistant's customer-success contact (a staff user) she may write to (decisions "Messaging"). */
    customerSuccessId: text('customer_success_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /**
     * Kept folded by the database (generated columns, `db/search-fold.ts`) for the console's directory:
     * its order by name and by city, and its search in both name orders, the login email and the city (one field a
     * line: a search never spans two).
     */
    nameKey: text('name_key').generatedAlwaysAs(sql.raw(foldText(`"last_name" || ' ' || "first_name"`))),
    cityKey: text('city_key').generatedAlwaysAs(sql.raw(foldText('"city"'))),
    searchKey: text('search_key').generatedAlwaysAs(
      sql.raw(
        foldText(
          `"first_name" || ' ' || "last_name" || chr(10) || "last_name" || ' ' || "first_name" || chr(10) || "login_email" || chr(10) || coalesce("city", '')`,
        ),
      ),
    ),
    ...timestamps,
  },
  (t) => [
    // the console's directory in its default order (by name), its total counted off the index
    index('users_directory_name_idx')
      .on(t.nameKey, t.id)
      .where(sql`${t.role} = 'ASSISTANT' AND NOT ${t.isClient}`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** A required reference to a user; the row goes when the user is deleted. */
export const userRef = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
