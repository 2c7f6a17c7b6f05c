import type { Clock } from '@relais/domain';
import { publicUrlOf, type AppConfig } from './config';
import type { Db } from './db/client';
import type { SeedDeps } from './db/seed/seed';
import type { RateLimits } from './plugins/rate-limits';
import type { Audit } from './plugins/types';
import { buildClientAreaServices } from './wiring/client-area';
import { buildConsoleServices } from './wiring/console';
import { buildRecruitmentServices, completionOn, completionReads } from './wiring/recruitment';
import { silentLog, type ServiceLog } from './wiring/service-log';
import { invoicesRepositoryOn, loyaltyRepositoryOn, messagesRepositoryOn } from './wiring/repositories';
import { buildSignInServices } from './wiring/sign-in';
import { createAccountRepository } from './modules/account/account.repository';
import { createAccountService } from './modules/account/account.service';
import { createGeocoder } from './modules/account/geocoder';
import type { Mailer } from './mail/mailer';
import { buildMail } from './wiring/mail';
import type { JobQueue } from './jobs/queue';
import type { JobsConfig } from './jobs/jobs-config';
import { revokeOtherUserSessions, revokeUserSessions } from './modules/auth/sessions.read-model';
import { emailChangeFacts, loginEmailTaken, setLoginEmail } from './modules/users/login-email.read-model';
import { createAssistantsRepository } from './modules/assistants/assistants.repository';
import { createAssistantsService } from './modules/assistants/assistants.service';
import { createAvailabilityRepository } from './modules/availability/availability.repository';
import { createAvailabilityService } from './modules/availability/availability.service';
import { createClientsRepository } from './modules/clients/clients.repository';
import { createClientsService } from './modules/clients/clients.service';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { eventOwnership, reportStatusOf } from './modules/events/event-file-facts.read-model';
import { createEventsReader } from './modules/events/events-reader.service';
import { createEventsRepository } from './modules/events/events.repository';
import { createEventsService } from './modules/events/events.service';
import { createCancellationService } from './modules/events/cancellation.service';
import { createPremiumService } from './modules/events/premium.service';
import { createReportsService } from './modules/events/reports.service';
import { createUsedTaskGroupsService } from './modules/events/used-task-groups.service';
import type { FileStore } from './modules/files/file-store';
import { fileStoreOf } from './modules/files/file-store-of';
import { createFilesRepository } from './modules/files/files.repository';
import { createFilesService } from './modules/files/files.service';
import { createFolderRepository } from './modules/folder/folder.repository';
import { createFolderService } from './modules/folder/folder.service';
import { setInsuranceLimitDate, setSignedDate } from './modules/users/folder-facts.read-model';
import { createHistoryRepository, historyWriterOn } from './modules/history/history.repository';
import { createHistoryService } from './modules/history/history.service';
import { attachFiles, eventFiles, filesByIds } from './modules/files/event-files.read-model';
import { lockUser } from './modules/users/assistant-facts.read-model';
import {
  dismissPlanningWarningUntil,
  planningWarningDismissedUntil,
} from './modules/users/planning-warning.read-model';
import { createInvoicesService } from './modules/invoices/invoices.service';
import { createRemindersRepository } from './modules/reminders/reminders.repository';
import { createRemindersService } from './modules/reminders/reminders.service';
import { createProfileRepository } from './modules/profile/profile.repository';
import { createProfileService } from './modules/profile/profile.service';
import { createCvService } from './modules/profile/cv.service';
import { liveFileIdsOfUsage } from './modules/files/cv-files.read-model';
import { createQuotesRepository } from './modules/quotes/quotes.repository';
import { createQuotesService } from './modules/quotes/quotes.service';
import { createReferenceRepository } from './modules/reference/reference.repository';
import { createReferenceService } from './modules/reference/reference.service';
import { createMessagesService } from './modules/messages/messages.service';
import { createFeedbackRepository } from './modules/feedback/feedback.repository';
import { createFeedbackService } from './modules/feedback/feedback.service';
import { messageFactsOf } from './modules/messages/message-facts.read-model';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';
import { createUserDataRepository } from './modules/users/user-data.repository';
import { createUserDataService } from './modules/users/user-data.service';
import {
  liveFilesOf,
  moveFiles,
  storageKeysOf,
  storedFileOf,
} from './modules/files/account-files.read-model';
import { detachInvoices, invoicesOf } from './modules/invoices/detach-invoices.read-model';
import { createLoyaltyService } from './modules/loyalty/loyalty.service';
import {
  createNotificationsRepository,
  notificationWriterOn,
} from './modules/notifications/notifications.repository';
import { createNotificationsService } from './modules/notifications/notifications.service';

/** What the availability repository reads of the users module (and its history writer). */
export const availabilityReads = {
  history: historyWriterOn,
  planningWarningDismissedUntil,
  dismissPlanningWarningUntil,
  lockUser,
};

/** What every service is built from: the database, the clock, the audit log and the configuration. */
export type ServiceDeps = {
  db: Db;
  clock: Clock;
  audit: Audit;
  config: AppConfig;
  /** The sign-in throttling counters (rate-limits plugin). */
  rateLimits: RateLimits;
  /** Uploaded files' bytes; default: the store `config.fileStore` names (file-store-of.ts). */
  fileStore?: FileStore;
  /** The server's log (mail written to files, a failing geocoder or mail server). */
  log?: ServiceLog;
  /** Outgoing mail; default: built from `config.mail` (SMTP, else `.eml` files under `<dataDir>/mail`). */
  mailer?: Mailer;
  /** The job queue: with `mailThroughQueue`, every mail is enqueued and sent by its worker (`mailWorker`, retries). */
  jobs?: { queue: JobQueue; config: JobsConfig };
};

/**
 * The one wiring root of the API: every repository and service built once, here, and given to the
 * routes (app.ts). A module reaches another only through the service built here; repositories that
 * record changes get the history writer, which they bind to their transaction (the line commits
 * with the change).
 */
export const buildServices = ({
  db,
  clock,
  audit,
  config,
  rateLimits,
  fileStore,
  log = silentLog,
  mailer,
  jobs,
}: ServiceDeps) => {
  const history = createHistoryService({ repo: createHistoryRepository(db) });
  const clients = createClientsService({ repo: createClientsRepository(db) });
  const reference = createReferenceService({ repo: createReferenceRepository(db) });
  const assistants = createAssistantsService({
    repo: createAssistantsRepository(db),
    clock,
    provider: config.provider,
  });
  const availability = createAvailabilityService({
    repo: createAvailabilityRepository(db, availabilityReads),
    clock,
    audit,
  });
  const profileRepo = createProfileRepository(db, {
    ...completionReads,
    history: historyWriterOn,
    liveFileIdsOfUsage,
  });
  const profile = createProfileService({ repo: profileRepo, clock });
  const store = fileStore ?? fileStoreOf(config);
  const files = createFilesService({
    repo: createFilesRepository(db, {
      history: historyWriterOn,
      eventOwnership,
      reportStatusOf,
      messageFactsOf,
    }),
    store,
    clock,
    jwtSecret: config.jwtSecret,
    audit,
    rateLimits,
  });

  const eventsRepo = createEventsRepository(db, {
    history: historyWriterOn,
    notify: notificationWriterOn,
    filesByIds,
    eventFiles,
    attachFiles,
  });
  const quotesRepo = createQuotesRepository(db);
  const quotes = createQuotesService({ repo: quotesRepo, clients });
  const eventsDeps = { repo: eventsRepo, clients, quotes, clock, audit };
  const premium = createPremiumService(eventsDeps);
  const folder = createFolderService({
    repo: createFolderRepository(db, {
      history: historyWriterOn,
      notify: notificationWriterOn,
      filesByIds,
      setInsuranceLimitDate,
      setSignedDate,
    }),
    clock,
    audit,
  });
  const eventsReader = createEventsReader(eventsDeps);
  const reports = createReportsService(eventsDeps);

  const mail = buildMail({ config, log, mailer, jobs });
  const outgoingMail = mail.outgoing;
  const signIn = buildSignInServices({ db, clock, audit, config, rateLimits, log, mailer: outgoingMail });
  const account = createAccountService({
    repo: createAccountRepository(db, {
      emailChangeFacts,
      loginEmailTaken,
      setLoginEmail,
      revokeUserSessions,
      revokeOtherUserSessions,
    }),
    geocoder: createGeocoder(config.geocoder, log),
    mailer: outgoingMail,
    clock,
    audit,
    publicUrl: publicUrlOf(config),
    log,
    proveIdentity: signIn.reauth.proveIdentity,
    changePassword: signIn.reauth.changePassword,
  });

  const messages = createMessagesService({
    repo: messagesRepositoryOn(db),
    clock,
    audit,
    discardBytes: files.discardBytes,
    settings: { customerSuccessAllowed: config.messagingCustomerSuccess ?? true },
  });

  const invoices = createInvoicesService({ repo: invoicesRepositoryOn(db), folder, clock, audit });

  return {
    /** Starts sending the queued mails (app.ts, once the queue runs); nothing to start without a queue. */
    mailWorker: mail.worker,
    reminders: createRemindersService({
      repo: createRemindersRepository(db),
      clock,
      publicUrl: publicUrlOf(config),
      readiness: invoices.readiness,
      mailOnce: mail.once,
    }),
    /** The file store itself (readiness checks it; backups list it). */
    fileStore: store,
    account,
    messages,
    notifications: createNotificationsService({ repo: createNotificationsRepository(db), clock }),
    ...signIn,
    assistants,
    clients,
    reference,
    users: createUsersService({ repo: createUsersRepository(db), clock }),
    availability,
    events: createEventsService(eventsDeps),
    cancellation: createCancellationService({ ...eventsDeps, messages }),
    reports,
    premium,
    ...buildClientAreaServices({ db, clock, audit, config, rateLimits, quotesRepo, premium }),
    usedTaskGroups: createUsedTaskGroupsService(eventsDeps),
    files,
    cv: createCvService({ repo: profileRepo, files, clock }),
    userData: createUserDataService({
      repo: createUserDataRepository(db, {
        storedFileOf,
        liveFilesOf,
        storageKeysOf,
        moveFiles,
        invoicesOf,
        detachInvoices,
      }),
      files,
      clock,
      audit,
      rateLimits,
      provider: config.provider,
    }),
    folder,
    dashboard: createDashboardService({
      assistants,
      availability,
      profile,
      events: eventsReader,
      clients,
      reference,
      folder,
      clock,
    }),
    history,
    profile,
    quotes,
    loyalty: createLoyaltyService({
      repo: loyaltyRepositoryOn(db),
      clock,
      completionTotal: async (assistantId) => (await profile.completion(assistantId)).total,
      ...(config.loyalty ? { config: config.loyalty } : {}),
    }),
    ...buildRecruitmentServices(db, { reference, clock, audit }),
    invoices,
    ...buildConsoleServices(db, {
      events: eventsRepo,
      reports,
      clients,
      reference,
      files,
      messages,
      invoices,
      clock,
      audit,
    }),
    feedback: createFeedbackService({
      repo: createFeedbackRepository(db),
      clock,
      audit,
      rateLimits,
      log,
    }),
  };
};

export type Services = ReturnType<typeof buildServices>;

/** What the demo seed needs of the modules (db/ never imports them): the profile's completion rule. */
export const seedDeps: SeedDeps = { completion: completionOn };
