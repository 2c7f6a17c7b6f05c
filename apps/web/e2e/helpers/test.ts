// The `test` of every journey: each spec file gets a real server of its own (the built bundle on a
// fresh embedded database, a copy of the run's freshly seeded one: helpers/data-template.ts), started
// by its first journey, so that no journey sees what another file's journeys changed, whatever
// worker runs it and in whatever order. The journeys of one file share it, one after the other.
import { test as base } from '@playwright/test';
import { startServer, type RunningServer } from './server';

/** The server journeys talk to: the page's and request's baseURL; mails land in its folder. */
export const serving = async (server: RunningServer, use: (server: RunningServer) => Promise<void>) => {
  process.env.RELAIS_E2E_WEB_DIST = server.webDist;
  await use(server);
};

/** A worker's server of the spec file it is running. */
type FileServer = { file?: string; server?: RunningServer };

export const test = base.extend<{ server: RunningServer }, { fileServer: FileServer }>({
  fileServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from its first parameter
    async ({}, use) => {
      const current: FileServer = {};
      await use(current);
      await current.server?.stop();
    },
    { scope: 'worker' },
  ],
  server: async ({ fileServer }, use, testInfo) => {
    if (fileServer.file !== testInfo.file || !fileServer.server) {
      await fileServer.server?.stop();
      fileServer.server = await startServer();
      fileServer.file = testInfo.file;
    }
    await serving(fileServer.server, use);
  },
  baseURL: async ({ server }, use) => use(server.baseURL),
});

export { expect } from '@playwright/test';
