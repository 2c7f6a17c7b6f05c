import { test as base } from '@playwright/test';
import { rmSync } from 'node:fs';
import { buildWebWith, startServer, type RunningServer } from './server';

/**
 * A `test` whose journeys run against a server of their own, started once per worker with the given
 * environment (a fixed clock, say), so that what they change is seen by no other journey; the page
 * and request fixtures get its address.
 */
export const testWithOwnServer = (
  env: Record<string, string> = {},
  /** Build settings of a web build of its own (`buildWebWith`), served instead of the built app. */
  buildSettings?: Record<string, string>,
) => {
  const test = base.extend<object, { server: RunningServer }>({
    server: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from its first parameter
      async ({}, use) => {
        const web = buildSettings ? buildWebWith(buildSettings) : undefined;
        const server = await startServer(env, { web });
        await use(server);
        await server.stop();
        if (web) rmSync(web, { recursive: true, force: true });
      },
      { scope: 'worker', timeout: 120_000 },
    ],
  });
  test.use({ baseURL: async ({ server }, use) => use(server.baseURL) });
  return test;
};
