import { join } from 'node:path';
import {
  DEFAULT_LOYALTY_CONFIG,
  levelThresholdsError,
  withLevelThresholds,
  type Clock,
  type LoyaltyConfig,
} from '@relais/domain';
import type { Db } from './db/client';

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

/** CONNECTIONS_PER_ADDRESS: connections open at once from one address (0 = no ceiling); unset keeps the default. */
export const httpLimitsFromEnv = (env: Env): Partial<HttpLimits> => {
  const raw = (env['CONNECTIONS_PER_ADDRESS'] ?? '').trim();
  if (raw === '') return {};
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`CONNECTIONS_PER_ADDRESS must be a whole number >= 0: ${raw}`);
  return { connectionsPerAddress: n };
};

/** The origin of a Sentry-compatible DSN (`https://key@host/project`), or none when absent or invalid. */
export const errorReportOriginsFromEnv = (env: Env): string[] => {
  const dsn = env['SENTRY_DSN']?.trim();
  if (!dsn) return [];
  try {
    const url = new URL(dsn);
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return [];
  }
};

/**
 * The loyalty programme's configuration: LOYALTY_LEVEL_THRESHOLDS (four whole numbers from 0, rising,
 * e.g. `0,250,750,1500`), LOYALTY_POINTS_PER_REPORT_HOUR, LOYALTY_PROFILE_POINTS, LOYALTY_REFERRAL_POINTS;
 * each absent one keeps the domain's default. A wrong value stops the start with its reason.
 */
export const loyaltyFromEnv = (env: Env): LoyaltyConfig => {
  const points = (name: string, fallback: number): number => {
    const raw = (env[name] ?? '').trim();
    if (raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number >= 0: ${raw}`);
    return n;
  };
  let config: LoyaltyConfig = {
    ...DEFAULT_LOYALTY_CONFIG,
    pointsPerReportHour: points('LOYALTY_POINTS_PER_REPORT_HOUR', DEFAULT_LOYALTY_CONFIG.pointsPerReportHour),
    profileCompletePoints: points('LOYALTY_PROFILE_POINTS', DEFAULT_LOYALTY_CONFIG.profileCompletePoints),
    referralPoints: points('LOYALTY_REFERRAL_POINTS', DEFAULT_LOYALTY_CONFIG.referralPoints),
  };
  const raw = (env['LOYALTY_LEVEL_THRESHOLDS'] ?? '').trim();
  if (raw !== '') {
    const thresholds = raw.split(',').map((t) => Number(t.trim()));
    const error = levelThresholdsError(thresholds);
    if (error) throw new Error(`LOYALTY_LEVEL_THRESHOLDS: ${error}`);
    config = withLevelThresholds(config, thresholds);
  }
  return config;
};

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

export const externalSignInFromEnv = (env: Env): ExternalSignInConfig => {
  const issuer = (env['OIDC_ISSUER'] ?? '').trim();
  const googleClientId = (env['GOOGLE_CLIENT_ID'] ?? '').trim();
  return {
    ...(issuer
      ? {
          oidc: {
            issuer,
            clientId: env['OIDC_CLIENT_ID'] || DEFAULT_OIDC_CLIENT_ID,
            ...(env['OIDC_CLIENT_SECRET'] ? { clientSecret: env['OIDC_CLIENT_SECRET'] } : {}),
          },
        }
      : {}),
    ...(googleClientId
      ? {
          google: {
            clientId: googleClientId,
            jwksUrl: env['GOOGLE_JWKS_URL'] || GOOGLE_JWKS_URL,
            authUrl: env['GOOGLE_AUTH_URL'] || GOOGLE_AUTH_URL,
          },
        }
      : {}),
  };
};

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

/** MailConfig from SMTP_URL or SMTP_HOST/PORT/USER/PASS/SECURE and MAIL_FROM. */
export const mailFromEnv = (env: Env): MailConfig => {
  const from = env['MAIL_FROM'] || DEFAULT_MAIL_FROM;
  const url = env['SMTP_URL'];
  if (url) return { smtp: url, from };
  const host = env['SMTP_HOST'];
  if (!host) return { from };
  const secure = env['SMTP_SECURE'] === 'true';
  const port = Number(env['SMTP_PORT'] || (secure ? 465 : 587));
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`SMTP_PORT must be a port number: ${env['SMTP_PORT']}`);
  return {
    smtp: { host, port, secure, user: env['SMTP_USER'] || undefined, pass: env['SMTP_PASS'] || undefined },
    from,
  };
};

/** GEOCODER: unset or `none`, or `ban` (GEOCODER_URL overrides the address API's base). */
export const geocoderFromEnv = (env: Env): GeocoderConfig => {
  const kind = (env['GEOCODER'] ?? '').trim();
  if (kind === '' || kind === 'none') return { kind: 'none' };
  if (kind === 'ban') return { kind: 'ban', url: env['GEOCODER_URL'] || BAN_DEFAULT_URL };
  throw new Error(`GEOCODER must be none or ban: ${kind}`);
};

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

type Env = Record<string, string | undefined>;

/** A whole number of seconds >= min from the environment, or undefined when unset. */
export const secondsFromEnv = (env: Env, name: string, min: number): number | undefined => {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number of seconds >= ${min}: ${raw}`);
  return n;
};

/** API_DOCS: `true` or `false`; unset, the docs are served outside production only. */
export const apiDocsFromEnv = (env: Env, production: boolean): boolean => {
  const raw = env['API_DOCS'];
  if (raw === undefined || raw === '') return !production;
  if (raw !== 'true' && raw !== 'false') throw new Error(`API_DOCS must be true or false: ${raw}`);
  return raw === 'true';
};

/**
 * RELAIS_ACCESS_TTL_SECONDS: a test knob overriding the 15-minute access-token lifetime (a browser
 * test makes a token expire quickly). Ignored when NODE_ENV=production.
 */
export const accessTtlFromEnv = (env: Env, production: boolean): number | undefined =>
  production ? undefined : secondsFromEnv(env, 'RELAIS_ACCESS_TTL_SECONDS', 1);

/** What TRUST_PROXY=true trusts: a proxy on this host or on a private network. */
export const PRIVATE_PROXIES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: unset or `false` = no proxy; `true` = proxies on this host or a private network
 * (PRIVATE_PROXIES); else a comma list of the proxies' addresses or CIDRs. Trusting every hop
 * (Fastify's `true`) is never used: request.ip would be whatever the client writes first in
 * X-Forwarded-For, and the per-address limit would count nothing.
 */
export const trustProxyFromEnv = (env: Env): TrustProxy => {
  const raw = (env['TRUST_PROXY'] ?? '').trim();
  if (raw === '' || raw === 'false') return false;
  if (raw === 'true') return PRIVATE_PROXIES;
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
};
