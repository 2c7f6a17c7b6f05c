import { eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as s from '../../db/schema/index';

/**
 * EVERY table that holds a user's own data, in one list: what 'download my data' writes (one JSON
 * file per entry) and what account deletion must leave empty (the rows go by the foreign keys'
 * cascade from `users`; `personal-data.test.ts` checks both, entry by entry). This is the one
 * declared read model over other modules' tables, because export and deletion are about all of them.
 *
 * A module that adds a per-user table adds ONE line here (the test fails until it does, for any
 * table with a foreign key to `users`):
 *   { file: 'cv.json', table: s.cvFiles, owner: s.cvFiles.assistantId },
 * with `omit` for columns that are secrets or internals (hashes, storage keys), and `via` when the
 * rows belong to the user through a parent row (reports through their intervention).
 */
export type PersonalTable = {
  /** The entry's name in the ZIP, under data/. */
  file: string;
  table: PgTable;
  /** The column holding the user's id (or, with `via`, the parent's id). */
  owner: PgColumn;
  /** The rows belong to the user through a parent: `owner` is in (select parent.id where parent.owner = user). */
  via?: { table: PgTable; id: PgColumn; owner: PgColumn };
  /** Columns never exported (by their TypeScript names). */
  omit?: readonly string[];
};

export const PERSONAL_TABLES: readonly PersonalTable[] = [
  { file: 'profile.json', table: s.users, owner: s.users.id, omit: ['passwordHash'] },
  { file: 'preferences.json', table: s.preferences, owner: s.preferences.userId },
  { file: 'availability.json', table: s.availability, owner: s.availability.assistantId },
  { file: 'absences.json', table: s.leaves, owner: s.leaves.assistantId },
  { file: 'interventions.json', table: s.events, owner: s.events.assistantId },
  {
    file: 'reports.json',
    table: s.reports,
    owner: s.reports.eventId,
    via: { table: s.events, id: s.events.id, owner: s.events.assistantId },
  },
  { file: 'invoices.json', table: s.invoices, owner: s.invoices.assistantId },
  { file: 'history.json', table: s.history, owner: s.history.assistantId, omit: ['searchKey'] },
  { file: 'messages-sent.json', table: s.messages, owner: s.messages.senderId },
  { file: 'messages-received.json', table: s.messages, owner: s.messages.receiverId },
  { file: 'team-conversation.json', table: s.staffConversations, owner: s.staffConversations.assistantId },
  { file: 'clients.json', table: s.assistantClients, owner: s.assistantClients.assistantId },
  { file: 'client-rates.json', table: s.assistantClientRates, owner: s.assistantClientRates.assistantId },
  { file: 'curriculum.json', table: s.curriculum, owner: s.curriculum.assistantId },
  { file: 'administrative-file.json', table: s.folderDocuments, owner: s.folderDocuments.assistantId },
  { file: 'skills.json', table: s.assistantSkills, owner: s.assistantSkills.assistantId },
  { file: 'skills-saved.json', table: s.assistantSkillSaves, owner: s.assistantSkillSaves.assistantId },
  { file: 'cv.json', table: s.assistantCv, owner: s.assistantCv.assistantId },
  {
    file: 'email-changes.json',
    table: s.emailChangeRequests,
    owner: s.emailChangeRequests.userId,
    omit: ['tokenHash', 'cancelTokenHash'],
  },
  { file: 'expertises.json', table: s.assistantExpertises, owner: s.assistantExpertises.assistantId },
  {
    file: 'skills-links.json',
    table: s.prospectSkillLinks,
    owner: s.prospectSkillLinks.assistantId,
    omit: ['tokenHash'],
  },
  { file: 'gauge.json', table: s.gaugeState, owner: s.gaugeState.userId },
  { file: 'files.json', table: s.files, owner: s.files.ownerId, omit: ['storageKey'] },
  { file: 'avatar.json', table: s.userPictures, owner: s.userPictures.userId },
  { file: 'feedback.json', table: s.feedback, owner: s.feedback.userId },
  {
    file: 'two-factor.json',
    table: s.twoFactorSecrets,
    owner: s.twoFactorSecrets.userId,
    omit: ['secretEnc', 'lastStep'],
  },
  {
    file: 'two-factor-recovery-codes.json',
    table: s.twoFactorRecoveryCodes,
    owner: s.twoFactorRecoveryCodes.userId,
    omit: ['codeHash'],
  },
  { file: 'loyalty-points.json', table: s.loyaltyEntries, owner: s.loyaltyEntries.assistantId },
  { file: 'referral-code.json', table: s.referralCodes, owner: s.referralCodes.assistantId },
  { file: 'referrals-made.json', table: s.referrals, owner: s.referrals.referrerId },
  { file: 'referred-by.json', table: s.referrals, owner: s.referrals.refereeId },
  { file: 'client-company.json', table: s.clientUsers, owner: s.clientUsers.userId },
  { file: 'notifications.json', table: s.notifications, owner: s.notifications.userId },
  { file: 'reminders.json', table: s.reminderOccasions, owner: s.reminderOccasions.userId },
];

/**
 * Tables that refer to users but are not the user's data to download, and why. Deletion still
 * empties them of the user (cascade, or the account repository for the audit log).
 */
export const NOT_EXPORTED: ReadonlyMap<PgTable, string> = new Map<PgTable, string>([
  [s.refreshTokens, 'session secrets (hashes): revoked and removed at deletion'],
  [s.helpdeskTokens, 'helpdesk link secrets (hashes, 5 minutes): removed at deletion'],
  [s.accessLinks, 'reset and subscription link secrets (hashes, 3 hours): removed at deletion'],
  [s.reports, 'exported through interventions (reports.json); reviewed_by points at staff'],
  [
    s.quotes,
    "the client company's quotes; answered_by (the client user who answered) is emptied at deletion, the answer stays",
  ],
]);

const ownerFilter = (entry: PersonalTable, db: Db, userId: string): SQL =>
  entry.via
    ? inArray(
        entry.owner,
        db.select({ id: entry.via.id }).from(entry.via.table).where(eq(entry.via.owner, userId)),
      )
    : eq(entry.owner, userId);

/** The user's rows of one entry, without the omitted columns. */
export const personalRows = async (
  db: Db,
  entry: PersonalTable,
  userId: string,
): Promise<Record<string, unknown>[]> => {
  const rows = (await db
    .select()
    .from(entry.table)
    .where(ownerFilter(entry, db, userId))) as Record<string, unknown>[];
  const omit = new Set(entry.omit ?? []);
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !omit.has(k))));
};
