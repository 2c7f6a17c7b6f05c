import { join } from 'node:path';
import type { Clock } from '@relais/domain';
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
};

export type TrustProxy = false | string[];

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
