import type { Db } from '../db/client';
import { hourlyCentsByIds } from '../modules/clients/hourly-rates.read-model';
import { firstValidatedReportsOf, validatedReportsOf } from '../modules/events/loyalty-facts.read-model';
import { monthCounts, monthInterventions } from '../modules/events/month-interventions.read-model';
import { fileFacts } from '../modules/files/file-facts.read-model';
import {
  attachReplyFiles,
  discardMessageFiles,
  messageFileCounts,
  messageFilesOf,
} from '../modules/files/message-files.read-model';
import { historyWriterOn } from '../modules/history/history.repository';
import { createInvoicesRepository } from '../modules/invoices/invoices.repository';
import { createLoyaltyRepository } from '../modules/loyalty/loyalty.repository';
import { createMessagesRepository } from '../modules/messages/messages.repository';
import { notificationWriterOn } from '../modules/notifications/notifications.repository';
import { kmRateCents } from '../modules/reference/km-rate.read-model';
import { assistantFacts, lockUser } from '../modules/users/assistant-facts.read-model';
import { loyaltyMemberOf, refereesOf } from '../modules/users/loyalty-members.read-model';
import {
  messageContactsOf,
  messagePartiesOf,
  staffIdsQuery,
} from '../modules/users/message-parties.read-model';

/*
 * Repositories that read other modules, each given the read models it needs (services.ts builds
 * their services): the only place these modules meet.
 */

/** Invoices read the assistant, her files, the month's interventions, rates and the km rate. */
export const invoicesRepositoryOn = (db: Db) =>
  createInvoicesRepository(db, {
    history: historyWriterOn,
    notify: notificationWriterOn,
    assistantFacts,
    lockUser,
    fileFacts,
    monthInterventions,
    monthCounts,
    hourlyCentsByIds,
    kmRateCents,
  });

/** Loyalty reads who may have points, referees, and validated reports. */
export const loyaltyRepositoryOn = (db: Db) =>
  createLoyaltyRepository(db, {
    loyaltyMemberOf,
    refereesOf,
    validatedReportsOf,
    firstValidatedReportsOf,
  });

/** Messages read their parties and contacts, and their attachments. */
export const messagesRepositoryOn = (db: Db) =>
  createMessagesRepository(db, {
    notify: notificationWriterOn,
    messagePartiesOf,
    messageContactsOf,
    messageFilesOf,
    messageFileCounts,
    discardMessageFiles,
    attachReplyFiles,
    staffIdsQuery,
  });
