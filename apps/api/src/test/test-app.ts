import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Clock } from '@relais/domain';
import { buildApp } from '../app';
import { defaultProvider, type AppConfig } from '../config';
import { createTestDb, type TestDb } from './test-db';

import { TEST_NOW } from './test-now';

export { TEST_NOW };

export type MutableClock = Clock & { set: (iso: string | Date) => void; advance: (ms: number) => void };

export const mutableClock = (iso: string): MutableClock => {
  let current = new Date(iso);
  return {
    now: () => new Date(current.getTime()),
    set: (next) => {
      current = new Date(next);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
};

export const testConfig = (clock: Clock, testDb: TestDb, overrides: Partial<AppConfig> = {}): AppConfig => ({
  clock,
  db: testDb.db,
  dataDir: '/nonexistent-relais-test-data',
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
  cookieSecure: false,
  webDistDir: undefined,
  provider: defaultProvider,
  production: false,
  seedDemo: false,
  logger: false,
  trustProxy: false,
  ...overrides,
  // no schedule fires in a test (a reminders sweep at a quarter hour would mail the demo people)
  jobs: { runSchedules: false, ...overrides.jobs },
});

export type TestContext = {
  app: FastifyInstance;
  testDb: TestDb;
  clock: MutableClock;
  /** Fresh seeded data, clock and (empty) files folder; call in beforeEach. */
  reset: () => Promise<void>;
  close: () => Promise<void>;
};

export const createTestContext = async (overrides: Partial<AppConfig> = {}): Promise<TestContext> => {
  const clock = mutableClock(TEST_NOW);
  const testDb = await createTestDb(clock);
  // Uploaded files go to a temporary folder of this context, removed on close.
  const filesDir = mkdtempSync(join(tmpdir(), 'relais-test-files-'));
  const app = await buildApp(testConfig(clock, testDb, { filesDir, ...overrides }));
  return {
    app,
    testDb,
    clock,
    reset: async () => {
      clock.set(TEST_NOW);
      await testDb.reset();
      rmSync(filesDir, { recursive: true, force: true });
    },
    close: async () => {
      await app.close();
      await testDb.close();
      rmSync(filesDir, { recursive: true, force: true });
      rmSync(`${filesDir}-incoming`, { recursive: true, force: true });
    },
  };
};

export type Session = {
  token: string;
  userId: string;
  refreshCookie: string;
  response: LightMyRequestResponse;
};

export const DEMO = { email: 'demo@relais.test', password: 'relais-demo' } as const;
export const OTHER = { email: 'other@relais.test', password: 'relais-demo' } as const;
export const STAFF = { email: 'support@relais-provider.test', password: 'relais-demo' } as const;
/** Staff with the finance permission only (invoices). */
export const FINANCE = { email: 'finance@relais-provider.test', password: 'relais-demo' } as const;
/** The demo client user (Boulangerie Lemoine), seed-client-user. */
export const CLIENT = { email: 'client@relais.test', password: 'relais-demo' } as const;

/** The value of a Set-Cookie of the response, or undefined. */
export const cookieOf = (
  res: LightMyRequestResponse,
  name: string,
): { value: string; raw: string } | undefined => {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const raw = all.find((c) => c.startsWith(`${name}=`));
  if (!raw) return undefined;
  return { value: raw.slice(name.length + 1).split(';')[0] ?? '', raw };
};

export const signIn = async (
  app: FastifyInstance,
  who: { email: string; password: string } = DEMO,
): Promise<Session> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signin/assistant',
    payload: { username: who.email, password: who.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ access_token: string; userId: string }>();
  return {
    token: body.access_token,
    userId: body.userId,
    refreshCookie: cookieOf(response, 'relais_refresh')?.value ?? '',
    response,
  };
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type ErrorJson = {
  success: false;
  errorCode: string;
  message: string;
  errors: { errorCode: string; field?: string }[];
};
export type JsonObject = Record<string, unknown>;

/** The error body of a response, typed. */
export const errJson = (res: LightMyRequestResponse): ErrorJson => res.json<ErrorJson>();
/** A JSON object body, typed loosely for assertions. */
export const objJson = (res: LightMyRequestResponse): JsonObject => res.json<JsonObject>();
export const listJson = (res: LightMyRequestResponse): JsonObject[] => res.json<JsonObject[]>();
/** A string matcher typed as string (expect.any() is `any`). */
export const anyString = (): string => expect.any(String) as string;
