import {
  DEFAULT_LOYALTY_CONFIG,
  levelThresholdsError,
  withLevelThresholds,
  type LoyaltyConfig,
} from '@relais/domain';
import {
  BAN_DEFAULT_URL,
  DEFAULT_MAIL_FROM,
  DEFAULT_OIDC_CLIENT_ID,
  GOOGLE_AUTH_URL,
  GOOGLE_JWKS_URL,
  type ExternalSignInConfig,
  type FileStoreConfig,
  type GeocoderConfig,
  type HttpLimits,
  type MailConfig,
  type TrustProxy,
} from './config';

/*
 * The configuration read from the environment (main.ts): each reader turns its variables into the
 * AppConfig part it names, or stops the start with the variable's name and its reason.
 */

type Env = Record<string, string | undefined>;

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

/**
 * FILE_STORE: unset or `disk` (files under FILES_DIR), or `s3`: S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID
 * and S3_SECRET_ACCESS_KEY required, S3_ENDPOINT (an http(s) address; unset: AWS) and
 * S3_FORCE_PATH_STYLE (`true`/`false`, default false) optional. A missing or wrong one stops the start
 * with its name (never its value: the secret key is one).
 */
export const fileStoreFromEnv = (env: Env): FileStoreConfig => {
  const kind = (env['FILE_STORE'] ?? '').trim();
  if (kind === '' || kind === 'disk') return { kind: 'disk' };
  if (kind !== 's3') throw new Error(`FILE_STORE must be disk or s3: ${kind}`);
  const required = (name: string): string => {
    const value = (env[name] ?? '').trim();
    if (value === '') throw new Error(`${name} is required with FILE_STORE=s3`);
    return value;
  };
  const endpoint = (env['S3_ENDPOINT'] ?? '').trim();
  if (endpoint !== '' && !/^https?:\/\/[^/]/.test(endpoint))
    throw new Error(`S3_ENDPOINT must be an http(s) address: ${endpoint}`);
  const pathStyle = (env['S3_FORCE_PATH_STYLE'] ?? '').trim();
  if (pathStyle !== '' && pathStyle !== 'true' && pathStyle !== 'false')
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false: ${pathStyle}`);
  return {
    kind: 's3',
    ...(endpoint !== '' ? { endpoint } : {}),
    bucket: required('S3_BUCKET'),
    region: required('S3_REGION'),
    accessKeyId: required('S3_ACCESS_KEY_ID'),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
    forcePathStyle: pathStyle === 'true',
  };
};

/**
 * METRICS_PORT (unset: no metrics listener; a port 1-65535, on METRICS_HOST, default 127.0.0.1) and
 * SHUTDOWN_GRACE_MS (how long requests in flight may finish after SIGTERM; default 25000).
 */
export const operationsFromEnv = (
  env: Env,
): { metrics?: { port: number; host: string }; shutdownGraceMs?: number } => {
  const wholeNumber = (name: string, min: number, max: number): number | undefined => {
    const raw = (env[name] ?? '').trim();
    if (raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new Error(`${name} must be a whole number from ${min} to ${max}: ${raw}`);
    return n;
  };
  const port = wholeNumber('METRICS_PORT', 1, 65_535);
  const shutdownGraceMs = wholeNumber('SHUTDOWN_GRACE_MS', 0, 3_600_000);
  return {
    ...(port === undefined ? {} : { metrics: { port, host: env['METRICS_HOST']?.trim() || '127.0.0.1' } }),
    ...(shutdownGraceMs === undefined ? {} : { shutdownGraceMs }),
  };
};
