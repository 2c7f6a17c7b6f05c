// Journey at phone size, in French then English: the demo client user (Boulangerie Lemoine) signs in
// and sees its waiting premium request priced before it answers (the planned hours, the assistant's
// premium rate, the amount without tax, read back from the API); the approval's confirmation names
// the amount. Loading each of its screens (home, a reload, about, pending actions, the help drawer,
// the menu, a quote) gets no 403: its app calls only what a client may call.
import { expect, type Page, type Response } from '@playwright/test';
import { submitLogin } from './helpers/app';
import { test } from './helpers/test';
import { apiSession } from './helpers/reports';

test.use({ viewport: { width: 390, height: 844 } });

const CLIENT = { email: 'client@relais.test', password: 'relais-demo' } as const;

type PremiumRequest = {
  eventId: string;
  label: string;
  duration: number;
  premiumHourlyRate: number | null;
  amount: number | null;
};

/** Every refused (403) answer of the page's calls, by method and path. */
const watchRefusals = (page: Page): string[] => {
  const refused: string[] = [];
  page.on('response', (res: Response) => {
    if (res.status() === 403) refused.push(`${res.request().method()} ${new URL(res.url()).pathname}`);
  });
  return refused;
};

const frMoney = (euros: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(euros);

test('the client sees the premium price before it answers, and no call of its app is refused', async ({
  page,
  request,
}) => {
  const api = await apiSession(request, CLIENT);
  const res = await request.get('/api/client/premium-requests', { headers: api.headers });
  expect(res.ok()).toBe(true);
  const [waiting] = (await res.json()) as PremiumRequest[];
  if (!waiting) throw new Error('the seed needs a waiting premium request of Boulangerie Lemoine');
  expect(waiting.premiumHourlyRate).toBe(32);
  expect(waiting.amount).toBe(Math.round((waiting.duration * 3200) / 60) / 100);
  const hours = `${Math.floor(waiting.duration / 60)}h${waiting.duration % 60 ? String(waiting.duration % 60).padStart(2, '0') : ''}`;

  const refused = watchRefusals(page);
  await page.goto('/login');
  await submitLogin(page, CLIENT.email, CLIENT.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Bonjour Hélène !' })).toBeVisible();

  const card = page.getByRole('region', { name: 'Services premium à valider' });
  const item = card.getByRole('listitem').first();
  await expect(item.getByRole('definition').nth(0)).toHaveText(hours);
  await expect(item.getByRole('definition').nth(1)).toHaveText(`${frMoney(32)} HT de l’heure`);
  await expect(item.getByRole('definition').nth(2)).toHaveText(`${frMoney(waiting.amount ?? 0)} HT`);
  await expect(item.getByRole('term')).toHaveText(['Heures prévues', 'Taux premium', 'Montant']);
  await page.screenshot({ path: test.info().outputPath('client-premium-price-fr.png'), fullPage: true });

  // the approval's confirmation names what it costs; cancelled, nothing is answered
  await item.getByRole('button', { name: 'Accepter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accepter les services premium ?' });
  await expect(dialog).toContainText(
    `${frMoney(waiting.amount ?? 0)} HT (${hours} à ${frMoney(32)} HT de l’heure)`,
  );
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(item.getByRole('button', { name: 'Accepter' })).toBeVisible();

  // the client's screens and shell, each loaded
  await page.reload();
  await expect(card.getByRole('listitem').first()).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/pending-actions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/home');
  await page.getByRole('button', { name: /aide|help/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Menu du compte', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page
    .getByRole('link', { name: /^DV-\d{6}-\d{3} – / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Devis' })).toBeVisible();
  await page.goto('/home');
  await expect(card.getByRole('listitem').first()).toBeVisible();
  // a moment for late calls (a query that starts after the screen shows)
  await page.waitForTimeout(1500);
  expect(refused).toEqual([]);
});

test('in English, the premium request reads its hours, rate and amount', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const refused = watchRefusals(page);
  await page.goto('/login');
  await submitLogin(page, CLIENT.email, CLIENT.password, 'en');
  await expect(page).toHaveURL(/\/home$/);
  const item = page
    .getByRole('region', { name: 'Premium services to approve' })
    .getByRole('listitem')
    .first();
  await expect(item.getByRole('term')).toHaveText(['Planned hours', 'Premium rate', 'Amount']);
  await expect(item.getByRole('definition').nth(1)).toHaveText('€32.00 an hour, excl. VAT');
  await expect(item.getByRole('definition').nth(2)).toHaveText(/^€\d+\.\d\d excl\. VAT$/);
  await page.screenshot({ path: test.info().outputPath('client-premium-price-en.png'), fullPage: true });
  await page.waitForTimeout(1000);
  expect(refused).toEqual([]);
  await context.close();
});
