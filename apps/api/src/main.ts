import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixedClock, systemClock, type Clock } from '@relais/domain';
import { buildApp } from './app';
import { offsetClock } from './lib/offset-clock';
import { defaultProvider, type AppConfig } from './config';
import {
  accessTtlFromEnv,
  apiDocsFromEnv,
  secondsFromEnv,
  geocoderFromEnv,
  httpLimitsFromEnv,
  errorReportOriginsFromEnv,
  externalSignInFromEnv,
  fileStoreFromEnv,
  loyaltyFromEnv,
  mailFromEnv,
  operationsFromEnv,
  trustProxyFromEnv,
} from './config-from-env';
import { startMetricsServer } from './plugins/metrics';
import { DEFAULT_SHUTDOWN_GRACE_MS, shutDown } from './plugins/shutdown';
import { jobsConfigFromEnv } from './jobs/jobs-config';

/** JWT_SECRET from the environment, else one generated once and kept in DATA_DIR. */
const jwtSecretFrom = (dataDir: string): string => {
  const fromEnv = process.env['JWT_SECRET'];
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

/** The built PWA: apps/web/dist, found from the bundle (apps/api/dist) or the source (apps/api/src). */
const defaultWebDist = (): string =>
  resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');

/** The address the server listens on, as a browser on this machine reaches it (links in mails). */
const defaultPublicUrl = (): string => {
  const host = process.env['HOST'] ?? '0.0.0.0';
  const port = process.env['PORT'] ?? '8080';
  return `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
};

const clockFrom = (production: boolean): Clock => {
  const offsetFile = process.env['RELAIS_CLOCK_OFFSET_FILE'];
  if (offsetFile && !production) return offsetClock(offsetFile);
  const fake = process.env['RELAIS_FAKE_NOW'];
  if (!fake || production) return systemClock;
  if (Number.isNaN(Date.parse(fake))) throw new Error(`RELAIS_FAKE_NOW is not an ISO instant: ${fake}`);
  return fixedClock(fake);
};

export const configFromEnv = (): AppConfig => {
  const production = process.env['NODE_ENV'] === 'production';
  const dataDir = resolve(process.env['DATA_DIR'] ?? './data');
  const secureEnv = process.env['COOKIE_SECURE'];
  return {
    clock: clockFrom(production),
    databaseUrl: process.env['DATABASE_URL'] || undefined,
    dataDir,
    filesDir: process.env['FILES_DIR'] ? resolve(process.env['FILES_DIR']) : join(dataDir, 'files'),
    jwtSecret: jwtSecretFrom(dataDir),
    cookieSecure: secureEnv ? secureEnv === 'true' : production,
    webDistDir: process.env['WEB_DIST'] ? resolve(process.env['WEB_DIST']) : defaultWebDist(),
    provider: {
      name: process.env['PROVIDER_NAME'] ?? defaultProvider.name,
      staffEmailDomain: process.env['PROVIDER_STAFF_DOMAIN'] ?? defaultProvider.staffEmailDomain,
      phone: process.env['PROVIDER_PHONE'] ?? defaultProvider.phone,
      hours: process.env['PROVIDER_HOURS'] ?? defaultProvider.hours,
    },
    production,
    apiDocs: apiDocsFromEnv(process.env, production),
    seedDemo: !production,
    logger: process.env['LOG'] !== 'off',
    trustProxy: trustProxyFromEnv(process.env),
    // Test knob (browser tests make a token expire quickly); never honoured in production.
    accessTokenTtlSeconds: accessTtlFromEnv(process.env, production),
    refreshReuseGraceSeconds: secondsFromEnv(process.env, 'RELAIS_REFRESH_GRACE_SECONDS', 0),
    mail: mailFromEnv(process.env),
    jobs: jobsConfigFromEnv(process.env),
    geocoder: geocoderFromEnv(process.env),
    messagingCustomerSuccess: process.env['MESSAGING_CUSTOMER_SUCCESS'] !== 'false',
    publicUrl: process.env['PUBLIC_URL'] || defaultPublicUrl(),
    externalSignIn: externalSignInFromEnv(process.env),
    errorReportOrigins: errorReportOriginsFromEnv(process.env),
    loyalty: loyaltyFromEnv(process.env),
    httpLimits: httpLimitsFromEnv(process.env),
    fileStore: fileStoreFromEnv(process.env),
  };
};

const main = async (): Promise<void> => {
  const config = configFromEnv();
  const app = await buildApp(config);
  const port = Number(process.env['PORT'] ?? 8080);
  const host = process.env['HOST'] ?? '0.0.0.0';
  await app.listen({ port, host });
  const operations = operationsFromEnv(process.env);
  const metricsServer = operations.metrics
    ? await startMetricsServer(app.metrics, operations.metrics)
    : undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      const graceMs = operations.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS;
      void shutDown(app, { graceMs, extra: metricsServer ? [metricsServer] : [] }).then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
