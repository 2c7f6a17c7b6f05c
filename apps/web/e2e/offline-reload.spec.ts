// Journey: with the network gone (for the page and for the service worker), a reload still shows the app shell.
import { expect, test } from '@playwright/test';
import { expectShell, signIn, waitForServiceWorker } from './helpers/app';
import { goOffline, goOnline } from './helpers/offline';

test('reloading offline shows the shell from the service worker', async ({ page, context }) => {
  await signIn(page);
  await waitForServiceWorker(page);
  await expectShell(page);

  await goOffline(context);
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expectShell(page);

  await goOnline(context);
});
