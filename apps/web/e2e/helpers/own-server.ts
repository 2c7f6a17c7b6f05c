import { rmSync } from 'node:fs';
import { buildWebWith, startServer, type RunningServer } from './server';
import { serving, test } from './test';

/**
 * A `test` whose journeys run against a server of their own, started once per worker with the given
 * environment (a fixed clock, say) and, with `buildSettings`, a web build of its own (`buildWebWith`)
 * served instead of the built app.
 */
export const testWithOwnServer = (env: Record<string, string>, buildSettings?: Record<string, string>) =>
  test.extend<object, { ownServer: RunningServer }>({
    ownServer: [
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
    server: async ({ ownServer }, use) => serving(ownServer, use),
  });
