import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { auditPlugin } from './plugins/audit';
import { authPlugin } from './plugins/auth';
import { configPlugin } from './plugins/config';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { idempotencyPlugin } from './plugins/idempotency';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { securityHeadersPlugin } from './plugins/security-headers';
import { spaFallback, spaIndexReader, staticWebPlugin } from './plugins/static-web';
import { assistantsRoutes } from './modules/assistants/assistants.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { clientsRoutes } from './modules/clients/clients.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { filesRoutes } from './modules/files/files.routes';
import { historyRoutes } from './modules/history/history.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { quotesRoutes } from './modules/quotes/quotes.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { systemRoutes } from './modules/system/system.routes';
import { usersRoutes } from './modules/users/users.routes';

/** The whole server: plugins, then the contract's calls under /api, then the PWA at /. */
export const buildApp = async (config: AppConfig): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: config.logger
      ? {
          level: config.production ? 'info' : 'debug',
          redact: ['req.headers.authorization', 'req.headers.cookie'],
        }
      : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A first start creates the PGlite folder, migrates and seeds (password hashing): more than
    // Fastify's default 10 s on a busy machine.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(errorsPlugin, { spaFallback: spaFallback(spaIndexReader(config.webDistDir)) });
  await app.register(securityHeadersPlugin);
  await app.register(dbPlugin);
  await app.register(auditPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(cookie);
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);
  await app.register(docsPlugin);

  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(assistantsRoutes);
  await app.register(clientsRoutes);
  await app.register(referenceRoutes);
  await app.register(usersRoutes);
  await app.register(availabilityRoutes);
  await app.register(eventsRoutes);
  await app.register(filesRoutes);
  await app.register(dashboardRoutes);
  await app.register(historyRoutes);
  await app.register(profileRoutes);
  await app.register(quotesRoutes);
  await app.register(invoicesRoutes);

  await app.register(staticWebPlugin, { dir: config.webDistDir });
  await app.ready();
  return app;
};
