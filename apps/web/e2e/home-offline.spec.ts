// Journey (issue 5, "Done when" 3): after one visit online, home, the missions, a mission page and
// the history still show their data with the network gone (page and service worker), after a reload.
import { expect, test } from './helpers/test';
import { signIn, waitForServiceWorker } from './helpers/app';
import { figure, mainNav } from './helpers/dashboard';
import { goOffline, goOnline } from './helpers/offline';
import { savedQueryKeys } from './helpers/saved-cache';

test('home, missions, a mission page and history read offline after one visit', async ({ page, context }) => {
  await signIn(page);
  await waitForServiceWorker(page);
  // the card keeps its shape with '–' until the dashboard has answered
  await expect(figure(page, 'Heures réalisées')).not.toHaveText('–');
  const hours = await figure(page, 'Heures réalisées').textContent();

  await mainNav(page).getByRole('link', { name: 'Activité' }).click();
  const firstMission = page.getByRole('region', { name: 'Vos clients' }).getByRole('link').first();
  await expect(firstMission).toBeVisible();
  const missionText =
    (await firstMission.locator('span').first().locator('span').first().textContent()) ?? '';
  await firstMission.click();
  await expect(page.getByRole('heading', { name: 'Vos tarifs' })).toBeVisible();
  await expect(page.getByText('Chargement…')).toHaveCount(0);
  const missionUrl = page.url();

  await mainNav(page).getByRole('link', { name: 'Historique' }).click();
  const historyLines = page.getByRole('list', { name: 'Activité' }).getByRole('listitem');
  await expect(historyLines.first()).toBeVisible();
  const firstLine = (await historyLines.first().textContent()) ?? '';

  await expect
    .poll(() => savedQueryKeys(page))
    .toEqual(
      expect.arrayContaining([
        'dashboard',
        'clients',
        'client',
        'clientRates',
        'clientNotes',
        'clientQuotes',
        'logs',
        'events',
      ]),
    );

  await goOffline(context);
  await mainNav(page).getByRole('link', { name: 'Accueil' }).click();
  await page.reload();
  await expect(figure(page, 'Heures réalisées')).toHaveText(hours ?? '');
  await expect(page.getByRole('heading', { name: 'Complétez votre profil' })).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Activité' }).click();
  await expect(page.getByRole('region', { name: 'Vos clients' }).getByRole('link').first()).toContainText(
    missionText,
  );
  await page.getByRole('region', { name: 'Vos clients' }).getByRole('link').first().click();
  await expect(page).toHaveURL(missionUrl);
  await expect(page.getByRole('heading', { name: 'Vos tarifs' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vos tarifs' }).getByRole('listitem').first()).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Historique' }).click();
  await expect(historyLines.first()).toHaveText(firstLine);
  await page.screenshot({ path: test.info().outputPath('h7-history-offline.png') });

  await goOnline(context);
});

test('offline after a reload, home greets the user by name and the unread badge stays', async ({
  page,
  context,
}) => {
  await signIn(page);
  await waitForServiceWorker(page);
  const greeting = page.getByRole('heading', { name: /^Bonjour .+ !$/ });
  await expect(greeting).toBeVisible();
  const greetingText = (await greeting.textContent()) ?? '';
  const messages = page.getByRole('banner').getByRole('link', { name: /^Messages, \d+ non lus?$/ });
  await expect(messages).toBeVisible();
  const messagesName = (await messages.getAttribute('aria-label')) ?? '';
  await expect
    .poll(() => savedQueryKeys(page))
    .toEqual(expect.arrayContaining(['assistant', 'messages', 'dashboard']));

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { name: greetingText })).toBeVisible();
  await expect(page.getByText('Chargement…')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: messagesName })).toBeVisible();

  await goOnline(context);
});
