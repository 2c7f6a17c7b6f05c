// Journey (issue 12, defect 3): on a new device, the first session already works offline. The
// service worker controls the page from its first install, so a screen never visited opens from
// the precache; and when a screen's code cannot load at all, the app's own offline message shows
// inside the shell (never the browser's error page), and the other screens still open.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { expectShell, signIn } from './helpers/app';
import { mainNav } from './helpers/dashboard';
import { goOffline, goOnline } from './helpers/offline';
import { savedQueries } from './helpers/saved-cache';

/** The worker of this first visit has finished activating (the page is not reloaded). */
const workerActivated = (page: Page): Promise<boolean> =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated');

test('first session: a screen never visited opens offline from the worker, inside the shell', async ({
  page,
  context,
}) => {
  await signIn(page);
  await expect.poll(() => workerActivated(page)).toBe(true);
  // the worker takes the page of its first install: no reload is needed
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // the warm-up brought the history's first page (issue 27): the screen's code comes from the worker
  await expect.poll(async () => (await savedQueries(page)).some((q) => q.queryKey[0] === 'logs')).toBe(true);
  await goOffline(context);
  await mainNav(page).getByRole('link', { name: 'Historique' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expectShell(page);
  await expect(page.getByRole('list', { name: 'Activité' }).getByRole('listitem').first()).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Accueil' }).click();
  await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();
  await goOnline(context);
});

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a screen whose code cannot load shows the offline message in the shell, then a visited screen opens', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await goOffline(context);
    await mainNav(page).getByRole('link', { name: 'Historique' }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expectShell(page);
    await expect(page.getByRole('heading', { name: 'Page indisponible hors ligne' })).toBeVisible();

    await mainNav(page).getByRole('link', { name: 'Accueil' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page indisponible hors ligne' })).toHaveCount(0);
    await goOnline(context);
  });
});
