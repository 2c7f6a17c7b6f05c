// Journey: after a new build is deployed, the service worker update shows the "new version downloaded"
// snackbar, and Refresh reloads the page on the new version.
import { expect, test } from './helpers/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { TEXT, updateApplied, waitForServiceWorker } from './helpers/app';
import { repoRoot } from './helpers/server';

test.use({ locale: 'en-US' });

test('a new build offers an update that Refresh applies', async ({ page }) => {
  test.setTimeout(240_000);
  const webDist = process.env.RELAIS_E2E_WEB_DIST;
  if (!webDist) throw new Error('RELAIS_E2E_WEB_DIST is not set: run through playwright.config.ts');

  await page.goto('/login');
  await waitForServiceWorker(page);
  const firstWorker = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
  );
  expect(firstWorker).toBeTruthy();

  // Deploy a different build into the folder the server serves.
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      webDist,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: path.join(repoRoot, 'apps/web'),
      env: { ...process.env, RELAIS_BUILD_ID: `e2e-update-${Date.now()}` },
      stdio: 'inherit',
    },
  );

  // Ask for an update check until the new worker is installing or waiting. A check that the
  // browser itself started while the build was still writing files fails with "script evaluation
  // failed" (as it would for a real user mid-deployment: the next check picks the finished build).
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          try {
            await reg?.update();
          } catch {
            return false;
          }
          return Boolean(reg?.waiting ?? reg?.installing);
        }),
      { timeout: 30_000 },
    )
    .toBe(true);

  const snackbar = page.getByText(TEXT.en.newVersion);
  await expect(snackbar).toBeVisible({ timeout: 30_000 });

  await page.evaluate(() => {
    (window as Window & { relaisE2eBeforeUpdate?: boolean }).relaisE2eBeforeUpdate = true;
  });
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: TEXT.en.refresh }).click();
  await reloaded;
  expect(await page.evaluate(() => 'relaisE2eBeforeUpdate' in window)).toBe(false);
  await expect(page.getByText(TEXT.en.newVersion)).toHaveCount(0);
  await expect.poll(() => updateApplied(page)).toBe(true);
});
