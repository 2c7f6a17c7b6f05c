// The 'menu' build (VITE_BUILD_MODE=menu, a build of its own for this journey): the avatar menu has the
// feedback switch; turned on, the feedback button shows and stays after a reload (remembered on the
// device); an empty text is refused on the form, a written one reaches the provider through the API
// with the screen it was written on; one written offline waits, shows her words on the
// pending-actions screen and is sent when the network returns; turned off, the button goes.
import { expect, type Page } from '@playwright/test';
import { DEMO, openAccountMenu, signIn, TEXT, waitForServiceWorker } from './helpers/app';
import { STAFF } from './helpers/invoices';
import { goOffline, goOnline } from './helpers/offline';
import { testWithOwnServer } from './helpers/own-server';
import { apiSession } from './helpers/reports';
import { FEEDBACK_ENTRY, readManifest } from './helpers/server';

const test = testWithOwnServer({}, { VITE_BUILD_MODE: 'menu' });

const feedbackSwitch = (page: Page) =>
  page.getByRole('dialog').getByRole('switch', { name: 'Bouton d’avis' });
const feedbackButton = (page: Page) => page.getByRole('button', { name: 'Donner mon avis' });

test('the menu build: the feedback switch, the button it shows, feedback sent online and offline', async ({
  page,
  context,
  request,
  server,
}) => {
  // this build emits the feedback code (the default build does not: shell-menu.spec.ts)
  expect(Object.keys(readManifest(server.webDist))).toContain(FEEDBACK_ENTRY);
  await signIn(page);
  await waitForServiceWorker(page);
  await expect(feedbackButton(page)).toHaveCount(0);

  await openAccountMenu(page);
  await expect(feedbackSwitch(page)).not.toBeChecked();
  await feedbackSwitch(page).check();
  await page.keyboard.press('Escape');
  await expect(feedbackButton(page)).toBeVisible();
  await page.reload();
  await expect(feedbackButton(page)).toBeVisible();

  // an empty text is refused on the form, nothing sent
  await feedbackButton(page).click();
  const form = page.getByRole('dialog', { name: 'Votre avis' });
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(form.getByText('Écrivez votre avis')).toBeVisible();
  await form.getByLabel('Votre message').fill('Le planning est très clair, merci.');
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Avis envoyé, merci')).toBeVisible();
  await expect(form).toHaveCount(0);

  const staff = await apiSession(request, STAFF);
  const received = async () => {
    const res = await request.get('/api/staff/feedback', { headers: staff.headers });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { items: { text: string; route: string; loginEmail: string }[] }).items;
  };
  expect(await received()).toEqual([
    expect.objectContaining({
      text: 'Le planning est très clair, merci.',
      route: '/home',
      loginEmail: DEMO.email,
    }),
  ]);

  // written offline: it waits, her words on the pending-actions screen, then it is sent
  await goOffline(context);
  await feedbackButton(page).click();
  await page.getByRole('dialog', { name: 'Votre avis' }).getByLabel('Votre message').fill('Hors ligne aussi');
  await page.getByRole('dialog', { name: 'Votre avis' }).getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Votre avis sera envoyé au retour de la connexion')).toBeVisible();
  const toast = page.getByRole('status').filter({ hasText: TEXT.fr.offline });
  await toast.getByRole('link', { name: /actions en attente/i }).click();
  await expect(page).toHaveURL(/\/pending-actions$/);
  const item = page.getByRole('listitem').filter({ hasText: 'Avis : « Hors ligne aussi »' });
  await expect(item).toHaveCount(1);
  await goOnline(context);
  await expect(item).toHaveCount(0);
  await expect
    .poll(async () => (await received()).map((f) => [f.text, f.route]))
    .toEqual([
      ['Hors ligne aussi', '/home'],
      ['Le planning est très clair, merci.', '/home'],
    ]);

  // turned off: the button goes, on this device
  await openAccountMenu(page);
  await feedbackSwitch(page).uncheck();
  await page.keyboard.press('Escape');
  await expect(feedbackButton(page)).toHaveCount(0);
  await page.reload();
  await expect(feedbackButton(page)).toHaveCount(0);
});
