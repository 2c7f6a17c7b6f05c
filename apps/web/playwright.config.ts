// Browser journeys (one spec per journey in e2e/), run by `npm test` after the build.
// Each spec file gets the REAL built server (node apps/api/dist/main.js) of its own, on a free port
// with a fresh embedded database (e2e/helpers/test.ts); files run on two workers at once.
import { defineConfig } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/helpers/global-setup.ts',
  outputDir: '../../test-results/e2e',
  fullyParallel: false,
  // Two: one per core of the machines the gate runs on (each worker has its server and its browser).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]],
  use: {
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    serviceWorkers: 'allow',
    // Recording a trace costs every journey ~11% (measured: 7.3 -> 6.5 min for the suite on 2 cores):
    // off in the gate; E2E_TRACE=1 keeps one for each failing journey (npx playwright show-trace).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium' }],
});
