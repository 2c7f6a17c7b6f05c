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
  jwtSecret: string;
  cookieSecure: boolean;
  /** Built PWA folder; served at / when it exists. */
  webDistDir?: string;
  provider: ProviderInfo;
  production: boolean;
  /** Seed demo data when the database is empty (never in production). */
  seedDemo: boolean;
  /** Base of the progressive delay after a failed sign-in, in ms (0 in tests). */
  signInDelayBaseMs: number;
  logger: boolean;
  /** Trust X-Forwarded-* (behind a load balancer) for request.ip. */
  trustProxy: boolean;
};

export const defaultProvider: ProviderInfo = {
  name: 'Relais Provider',
  staffEmailDomain: 'relais-provider.test',
  phone: '+33 1 84 80 00 00',
  hours: 'Mon-Fri 9h-19h',
};

export const isStaffEmail = (email: string, provider: ProviderInfo): boolean =>
  email.toLowerCase().endsWith(`@${provider.staffEmailDomain.toLowerCase()}`);
