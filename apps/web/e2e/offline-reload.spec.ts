// Journey: with the network gone (for the page and for the service worker), a reload still shows the app shell,
// in the app's own font (preloaded by index.html, precached by the worker).
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { expectShell, signIn, waitForServiceWorker } from './helpers/app';
import { goOffline, goOnline } from './helpers/offline';

/** The app's font face has loaded and the page's text is set in it. */
const appFontLoaded = (page: Page): Promise<boolean> =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const face = [...document.fonts].find((f) => f.family.replaceAll('"', '') === 'Relais Sans');
    return (
      face?.status === 'loaded' && getComputedStyle(document.body).fontFamily.startsWith('"Relais Sans"')
    );
  });

test('reloading offline shows the shell from the service worker', async ({ page, context }) => {
  await signIn(page);
  await waitForServiceWorker(page);
  await expectShell(page);
  expect(await appFontLoaded(page)).toBe(true);

  await goOffline(context);
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expectShell(page);
  expect(await appFontLoaded(page)).toBe(true);

  await goOnline(context);
});
