import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { httpLimitsOf, type AppConfig } from './config';
import { auditPlugin } from './plugins/audit';
import { authPlugin } from './plugins/auth';
import { configPlugin } from './plugins/config';
import { dbPlugin } from './plugins/db';
import { jobsPlugin } from './jobs/jobs-plugin';
import { registerJobMetrics } from './jobs/jobs-metrics';
import { workReminders } from './jobs/reminders-job';
import { staffMailsRoutes } from './modules/mails/staff-mails.routes';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { httpServerOptionsOf, limitConnectionsPerAddress } from './plugins/http-limits';
import { idempotencyPlugin } from './plugins/idempotency';
import { jsonBodyPlugin } from './plugins/json-body';
import { noStorePlugin } from './plugins/no-store';
import { healthPlugin } from './plugins/health';
import { metricsPlugin } from './plugins/metrics';
import {
  AccessLogController,
  LOG_REDACTIONS,
  requestIdGenerator,
  requestIdPlugin,
} from './plugins/request-id';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { securityHeadersPlugin } from './plugins/security-headers';
import { spaFallback, spaIndexReader, staticWebPlugin } from './plugins/static-web';
import { storableTextPlugin } from './plugins/storable-text';
import { supportSessionPlugin } from './plugins/support-session';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { staffAssistantRecordRoutes } from './modules/assistants/staff-record.routes';
import { staffDirectoryRoutes } from './modules/assistants/staff-directory.routes';
import { staffRecordFileRoutes } from './modules/folder/staff-record.routes';
import { staffRecordEventsRoutes } from './modules/events/staff-record.routes';
import { staffRecordInvoicesRoutes } from './modules/invoices/staff-record.routes';
import { staffRecordHistoryRoutes } from './modules/history/staff-record.routes';
import { helpdeskRoutes } from './modules/helpdesk/helpdesk.routes';
import { accountRoutes } from './modules/account/account.routes';
import { assistantsRoutes } from './modules/assistants/assistants.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { twoFactorRoutes } from './modules/auth/two-factor.routes';
import { externalSignInRoutes } from './modules/auth/external-signin.routes';
import { accessRoutes } from './modules/access/access.routes';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { clientsRoutes } from './modules/clients/clients.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { staffReportsRoutes } from './modules/events/staff-reports.routes';
import { filesRoutes } from './modules/files/files.routes';
import { staffReplyFilesRoutes } from './modules/files/staff-reply-files.routes';
import { folderRoutes } from './modules/folder/folder.routes';
import { staffDocumentsRoutes } from './modules/folder/staff-documents.routes';
import { historyRoutes } from './modules/history/history.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { staffInvoicesRoutes } from './modules/invoices/staff-invoices.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { staffInboxRoutes } from './modules/messages/staff-inbox.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { cvRoutes } from './modules/profile/cv.routes';
import { staffQuotesRoutes } from './modules/quotes/staff-quotes.routes';
import { staffAuditRoutes } from './modules/audit/staff-audit.routes';
import { staffTeamRoutes } from './modules/users/staff-team.routes';
import { quotesRoutes } from './modules/quotes/quotes.routes';
import { loyaltyRoutes } from './modules/loyalty/loyalty.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { clientAreaRoutes } from './modules/client-area/client-area.routes';
import { recruitmentRoutes } from './modules/recruitment/recruitment.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { skillsRoutes } from './modules/skills/skills.routes';
import { systemRoutes } from './modules/system/system.routes';
import { usersRoutes } from './modules/users/users.routes';
import { userDataRoutes } from './modules/users/user-data.routes';
import { buildServices, seedDeps } from './services';

/** The whole server: plugins, then the contract's calls under /api, then the PWA at /. */
/**
 * A first start creates the PGlite folder, migrates and seeds (password hashing): more than
 * Fastify's default 10 s on a busy machine.
 */
export const PLUGIN_TIMEOUT_MS = 120_000;

export const buildApp = async (config: AppConfig): Promise<FastifyInstance> => {
  const limits = httpLimitsOf(config.httpLimits);
  const app = Fastify({
    logger: config.logger
      ? {
          level: config.production ? 'info' : 'debug',
          redact: LOG_REDACTIONS,
          ...(config.logStream ? { stream: config.logStream } : {}),
        }
      : false,
    // Every log line of a request carries its id (`reqId`), sent back in x-request-id (plugins/request-id.ts).
    genReqId: requestIdGenerator(config.trustProxy),
    // one access line per request, when answered (plugins/request-id.ts), not one more on arrival
    logController: new AccessLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Timeouts for phones on poor networks (plugins/http-limits.ts): Fastify's defaults are none.
    http: httpServerOptionsOf(limits),
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    frameworkErrors,
    pluginTimeout: PLUGIN_TIMEOUT_MS,
  }).withTypeProvider<ZodTypeProvider>();
  limitConnectionsPerAddress(app.server, limits.connectionsPerAddress, config.trustProxy);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(requestIdPlugin);
  // The built index.html: the SPA fallback answers it, the CSP allows its inline stylesheet by hash.
  const spaIndex = spaIndexReader(config.webDistDir);
  await app.register(errorsPlugin, { spaFallback: spaFallback(spaIndex) });
  // Before any route: a JSON body nested too deeply is refused before it is parsed.
  await app.register(jsonBodyPlugin);
  await app.register(securityHeadersPlugin, { connectSrc: config.errorReportOrigins ?? [], page: spaIndex });
  // Before every plugin that reads params, query or body (audit, rate limits, auth, idempotency).
  await app.register(storableTextPlugin);
  await app.register(dbPlugin, { seed: seedDeps });
  await app.register(jobsPlugin);
  await app.register(metricsPlugin);
  await app.register(auditPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(cookie);
  await app.register(authPlugin);
  await app.register(supportSessionPlugin);
  await app.register(noStorePlugin);
  await app.register(idempotencyPlugin);
  if (config.apiDocs ?? !config.production) await app.register(docsPlugin);

  // Every service built once, from the plugins' database, clock, audit log and configuration.
  const s = buildServices({
    db: app.db,
    clock: config.clock,
    audit: app.audit,
    config,
    rateLimits: app.rateLimits,
    log: app.log,
    jobs: { queue: app.jobs, config: app.jobsConfig },
  });
  await s.mailWorker();
  await workReminders(app.jobs, s.reminders.sweep, (counts) =>
    app.log.info({ sent: counts }, 'reminders done'),
  );
  registerJobMetrics(app);
  await app.register(staffMailsRoutes(app.jobs));
  await app.register(systemRoutes);
  await app.register(healthPlugin, { fileStore: s.fileStore });
  await app.register(authRoutes(s.auth));
  await app.register(twoFactorRoutes(s.twoFactor));
  await app.register(externalSignInRoutes(s.externalSignIn));
  await app.register(accessRoutes(s.access));
  await app.register(assistantsRoutes(s.assistants));
  await app.register(accountRoutes(s.account));
  await app.register(clientsRoutes(s.clients));
  await app.register(referenceRoutes(s.reference));
  await app.register(usersRoutes(s.users));
  await app.register(userDataRoutes(s.userData));
  await app.register(availabilityRoutes(s.availability));
  await app.register(eventsRoutes(s));
  await app.register(staffReportsRoutes(s));
  await app.register(filesRoutes(s.files));
  await app.register(folderRoutes(s.folder));
  await app.register(staffDocumentsRoutes(s));
  await app.register(dashboardRoutes(s.dashboard));
  await app.register(historyRoutes(s.history));
  await app.register(profileRoutes(s.profile));
  await app.register(cvRoutes(s.cv));
  await app.register(quotesRoutes(s.quotes));
  await app.register(loyaltyRoutes(s.loyalty));
  await app.register(clientAreaRoutes(s));
  await app.register(invoicesRoutes(s.invoices));
  await app.register(staffInvoicesRoutes(s));
  await app.register(staffQuotesRoutes(s));
  await app.register(staffAuditRoutes(s));
  await app.register(staffTeamRoutes(s));
  await app.register(skillsRoutes(s.skills));
  await app.register(recruitmentRoutes(s.recruitment));
  await app.register(messagesRoutes(s.messages));
  await app.register(staffInboxRoutes(s));
  await app.register(staffReplyFilesRoutes({ files: s.files, conversationExists: s.staffInbox.exists }));
  await app.register(notificationsRoutes(s.notifications));
  await app.register(helpdeskRoutes(s));
  await app.register(feedbackRoutes(s.feedback));
  // the console's assistant record (issue 29)
  await app.register(staffAssistantRecordRoutes(s));
  await app.register(staffRecordFileRoutes(s));
  await app.register(staffRecordEventsRoutes(s));
  await app.register(staffRecordInvoicesRoutes(s));
  await app.register(staffRecordHistoryRoutes(s));
  await app.register(staffDirectoryRoutes(s));

  await app.register(staticWebPlugin, { dir: config.webDistDir });
  await app.ready();
  return app;
};
