import { join } from 'node:path';
import type { Clock, LoyaltyConfig } from '@relais/domain';
import type { Db } from './db/client';
import type { JobsConfig } from './jobs/jobs-config';

export type ProviderInfo = {
  name: string;
  staffEmailDomain: string;
  phone: string;
  hours: string;
};

/** Everything buildApp needs; main.ts builds it from the environment, tests build it by hand. */
export type AppConfig = {
  clock: Clock;
  /** An open database handle (tests), else DATABASE_URL or a PGlite folder under dataDir. */
  db?: Db;
  databaseUrl?: string;
  dataDir: string;
  /** Uploaded files' bytes (disk file store); default `<dataDir>/files`. Tests use a temporary folder. */
  filesDir?: string;
  jwtSecret: string;
  cookieSecure: boolean;
  /** Built PWA folder; served at / when it exists. */
  webDistDir?: string;
  provider: ProviderInfo;
  production: boolean;
  /**
   * Serve the OpenAPI description and Swagger UI at /api/docs. Default: on outside production, off
   * in production (it maps every call for a stranger); API_DOCS=true turns it on there.
   */
  apiDocs?: boolean;
  /** Seed demo data when the database is empty (never in production). */
  seedDemo: boolean;
  logger: boolean;
  /** Where log lines go when `logger` is on; default standard output. Tests read it (no secret in logs). */
  logStream?: { write: (line: string) => void };
  /**
   * The proxies whose X-Forwarded-For gives request.ip (the address sign-in throttling counts):
   * false = none, the socket's address; else their addresses, CIDRs or proxy-addr presets
   * (`loopback`, `linklocal`, `uniquelocal`). request.ip is the first address, from the right,
   * that is not one of them. Never every hop: the client writes the left of the header.
   */
  trustProxy: TrustProxy;
  /** Access-token lifetime; default 15 minutes. A test knob (RELAIS_ACCESS_TTL_SECONDS, not in production). */
  accessTokenTtlSeconds?: number;
  /**
   * A rotated refresh token presented again within this many seconds of its rotation is refused
   * (401) WITHOUT revoking its family: another tab of the same browser refreshed at the same moment.
   * Default 10; 0 turns the grace off.
   */
  refreshReuseGraceSeconds?: number;
  /** Outgoing mail; default: `.eml` files under `<dataDir>/mail`. */
  mail?: MailConfig;
  /** The job queue: polling, mail retries, retention (jobs/jobs-config.ts); default DEFAULT_JOBS_CONFIG. */
  jobs?: Partial<JobsConfig>;
  /** Address lookup; default none. */
  geocoder?: GeocoderConfig;
  /** The app's public address, for links in mails (PUBLIC_URL); default http://localhost:8080. */
  publicUrl?: string;
  /**
   * Whether an assistant may write to her customer-success contact as well as to the provider's team
   * (MESSAGING_CUSTOMER_SUCCESS=false turns it off); default on (decisions "Messaging").
   */
  messagingCustomerSuccess?: boolean;
  /** Single sign-on and Google sign-in (decisions "Single sign-on and Google sign-in"); default off. */
  externalSignIn?: ExternalSignInConfig;
  /**
   * Origins the app may send its error reports to besides its own (the Sentry-compatible endpoint
   * of SENTRY_DSN, the same DSN the app was built with as VITE_SENTRY_DSN): added to `connect-src`.
   */
  errorReportOrigins?: readonly string[];
  /** Loyalty points and levels (decisions "Loyalty and referral"); default the domain's `DEFAULT_LOYALTY_CONFIG`. */
  loyalty?: LoyaltyConfig;
  /**
   * The HTTP server's timeouts and per-address connection ceiling; each absent one keeps
   * `DEFAULT_HTTP_LIMITS` (applied in plugins/http-limits.ts). Tests inject short ones.
   */
  httpLimits?: Partial<HttpLimits>;
  /** Where uploaded files' bytes live (FILE_STORE); default the disk store under `filesDirOf`. */
  fileStore?: FileStoreConfig;
};

/**
 * The file store (FILE_STORE): `disk` (the default, under `filesDirOf(config)`) or an S3-compatible
 * bucket (`s3`, with the S3_* settings; modules/files/s3-file-store.ts).
 */
export type FileStoreConfig = { kind: 'disk' } | ({ kind: 's3' } & S3Settings);

/** An S3-compatible bucket: S3_ENDPOINT (unset: AWS), S3_BUCKET, S3_REGION, keys, path-style addressing. */
export type S3Settings = {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/**
 * The HTTP server's timeouts and its per-address connection ceiling (decisions "API conventions").
 * Sized for phones on poor networks: a 20 MB upload at 0.5 Mbit/s takes about 5.6 minutes (files
 * are 5 MB at most today: under 1.5 minutes), a stall of a few seconds on a handover is common.
 */
export type HttpLimits = {
  /** The whole request, headers and body, must have arrived within this time (else 408 and closed). */
  requestTimeoutMs: number;
  /** The request line and headers must have arrived within this time (else 408 and closed). */
  headersTimeoutMs: number;
  /** A socket on which no byte arrives or leaves for this long is closed: a stalled body. */
  idleTimeoutMs: number;
  /** How long a kept-alive socket waits for the next request. */
  keepAliveTimeoutMs: number;
  /**
   * Connections open at once from one address; the next one is closed as it opens. 0: no ceiling.
   * A trusted proxy's address (TRUST_PROXY) is not counted: every client behind it shares it.
   */
  connectionsPerAddress: number;
};

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  requestTimeoutMs: 10 * 60_000,
  headersTimeoutMs: 30_000,
  idleTimeoutMs: 30_000,
  // Fastify's default: above the 60 s idle timeout of common proxies and load balancers, so the
  // proxy, not this server, closes an idle upstream connection (no request lost in the race).
  keepAliveTimeoutMs: 72_000,
  connectionsPerAddress: 100,
};

export const httpLimitsOf = (limits: Partial<HttpLimits> = {}): HttpLimits => ({
  ...DEFAULT_HTTP_LIMITS,
  ...limits,
});

/**
 * OpenID Connect single sign-on (OIDC_ISSUER, OIDC_CLIENT_ID default `pwa-assistant`,
 * OIDC_CLIENT_SECRET: none means a public client, PKCE alone) and Google sign-in (GOOGLE_CLIENT_ID,
 * GOOGLE_JWKS_URL, GOOGLE_AUTH_URL). Each is on only when its issuer / client id is set.
 */
export type ExternalSignInConfig = {
  oidc?: { issuer: string; clientId: string; clientSecret?: string };
  google?: { clientId: string; jwksUrl: string; authUrl: string };
};

export const DEFAULT_OIDC_CLIENT_ID = 'pwa-assistant';
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const GOOGLE_AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth';

export type TrustProxy = false | string[];

/**
 * Outgoing mail (decisions "Mail"): over SMTP when `smtp` is set (SMTP_URL, or SMTP_HOST with
 * SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SECURE), else written as `.eml` files under `<dataDir>/mail`
 * with one log line holding the link, so the demo works without a mail server.
 */
export type MailConfig = {
  /** A nodemailer SMTP URL (`smtp://user:pass@host:587`, `smtps://...`) or its parts. */
  smtp?: string | { host: string; port: number; secure: boolean; user?: string; pass?: string };
  /** The sender (MAIL_FROM). */
  from: string;
  /** Where the `.eml` files go without SMTP; default `<dataDir>/mail`. */
  dir?: string;
};

/**
 * The address lookup behind GET /google/addresses (decisions "Account"): none by default (an empty
 * list, the field stays free text), or the French national address base's API (GEOCODER=ban,
 * GEOCODER_URL, default https://api-adresse.data.gouv.fr).
 */
export type GeocoderConfig = { kind: 'none' } | { kind: 'ban'; url: string; timeoutMs?: number };

export const DEFAULT_MAIL_FROM = 'Relais <no-reply@relais.test>';
export const BAN_DEFAULT_URL = 'https://api-adresse.data.gouv.fr';

export const DEFAULT_REFRESH_REUSE_GRACE_SECONDS = 10;

/** Where uploaded files are kept on disk: `filesDir`, else `<dataDir>/files`. */
export const filesDirOf = (config: Pick<AppConfig, 'dataDir' | 'filesDir'>): string =>
  config.filesDir ?? join(config.dataDir, 'files');

export const defaultProvider: ProviderInfo = {
  name: 'Relais Provider',
  staffEmailDomain: 'relais-provider.test',
  phone: '+33 1 84 80 00 00',
  hours: 'Mon-Fri 9h-19h',
};

export const isStaffEmail = (email: string, provider: ProviderInfo): boolean =>
  email.toLowerCase().endsWith(`@${provider.staffEmailDomain.toLowerCase()}`);

/** Spec 6: staff are told apart by a login on the provider's domain (the stored role says the same). */
export const isStaffUser = (user: { role: string; loginEmail: string }, provider: ProviderInfo): boolean =>
  user.role === 'STAFF' || isStaffEmail(user.loginEmail, provider);

/** Where the app is served (mails' links): `publicUrl`, by default the local server's. */
export const publicUrlOf = (config: Pick<AppConfig, 'publicUrl'>): string =>
  config.publicUrl ?? 'http://localhost:8080';
