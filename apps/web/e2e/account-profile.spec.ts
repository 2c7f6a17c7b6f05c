// Journey (French): an assistant fills her account details, types a wrong then a right secondary
// email, saves, finds the values after a reload, and sees the account area of the completion rise.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signIn, waitForServiceWorker } from './helpers/app';
import { goOffline, goOnline } from './helpers/offline';
import { apiSession } from './helpers/reports';
import { savedQueries } from './helpers/saved-cache';

const OTHER = { email: 'other@relais.test', password: 'relais-demo' } as const;

/** The phone of the signed-in assistant in the query cache saved for offline reloads. */
const savedPhone = async (page: Page): Promise<string | null> => {
  const me = (await savedQueries(page)).find((q) => q.queryKey[0] === 'assistant' && q.queryKey[1] === 'me');
  return (me?.state.data as { phone?: string } | undefined)?.phone ?? null;
};

const accountCompletion = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByText('Compte', { exact: true }) });

test('account details saved through the outbox, kept after a reload, and the completion rises', async ({
  page,
}) => {
  await signIn(page, 'fr', OTHER);
  // Julien Martin has 5 of the 10 account fields (civility, names, city, country)
  await expect(accountCompletion(page)).toContainText('50 %');

  await page.goto('/user/account');
  await expect(page.getByRole('heading', { name: 'Mes informations' })).toBeVisible();
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Martin');

  await page.getByLabel('Date de naissance').fill('1985-06-30');
  const address = page.getByRole('combobox', { name: 'Adresse' });
  await address.fill('8 Boulevard du Port');
  await page.getByLabel('Code postal').fill('80000');
  await page.getByLabel('Ville').fill('Amiens');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  const secondary = page.getByLabel('Adresse e-mail secondaire');
  await secondary.fill('julien.martin@');
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  // refused before sending: the message is on the field, focused, and nothing typed is lost
  await expect(secondary).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Adresse e-mail invalide')).toBeVisible();
  await expect(secondary).toBeFocused();
  await expect(address).toHaveValue('8 Boulevard du Port');
  await page.screenshot({ path: test.info().outputPath('account-profile-error.png'), fullPage: true });

  await secondary.fill('julien.martin@exemple.fr');
  await expect(page.getByText('Adresse e-mail invalide')).toBeHidden();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Informations enregistrées', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Adresse e-mail secondaire')).toHaveValue('julien.martin@exemple.fr');
  await expect(page.getByRole('combobox', { name: 'Adresse' })).toHaveValue('8 Boulevard du Port');
  await expect(page.getByLabel('Date de naissance')).toHaveValue('1985-06-30');
  await expect(page.getByLabel('Ville')).toHaveValue('Amiens');

  await page.goto('/home');
  await expect(accountCompletion(page)).toContainText('100 %');
});

test('offline, a change is kept in the outbox, shown after an offline reload, and sent back online', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, 'fr', OTHER);
  await waitForServiceWorker(page);
  await page.goto('/user/account');
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Martin');

  await goOffline(context);
  await page.getByLabel('Téléphone').fill('07 00 00 00 01');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/elles seront envoyées au retour de la connexion/)).toBeVisible();
  // the cache copy for offline reloads holds the queued value (saved a moment after each change)
  await expect.poll(() => savedPhone(page)).toBe('07 00 00 00 01');

  await page.reload();
  await expect(page.getByLabel('Téléphone')).toHaveValue('07 00 00 00 01');

  await goOnline(context);
  const api = await apiSession(request, OTHER);
  await expect
    .poll(async () => {
      const me = await request.get('/api/assistants/me', { headers: api.headers });
      return ((await me.json()) as { phone: string | null }).phone;
    })
    .toBe('07 00 00 00 01');
});
