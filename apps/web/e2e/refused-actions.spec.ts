// Journeys at phone size: the app never claims success for an action the server refused.
// - Online: the browser thinks it is the 21st, the server is on the 10th (its window refuses
//   invoices): the submission is refused with the server's reason on its form, no 'sent' word, and
//   the invoice list shows no 'Proposée' for it.
// - Offline-queued: an absence saved offline says 'queued'; meanwhile another device takes those
//   days; back online the refusal is announced with its reason and a way to fix it, and no
//   'processed' message shows.
// - A new remote work before 6:00 is refused by the form before anything is sent; one queued offline
//   opens its form from home (not a view that loads forever).
import { expect, type Page } from '@playwright/test';
import { DEMO, signIn, submitLogin, waitForServiceWorker } from './helpers/app';
import { closeMonth, dayOfThisMonth, previousMonthOf, setBrowserClock, smallPdf } from './helpers/invoices';
import { goOffline, goOnline } from './helpers/offline';
import { apiSession, fillTask } from './helpers/reports';
import { testWithOwnServer } from './helpers/own-server';

const SERVER_NOW = dayOfThisMonth(10);
const BROWSER_NOW = dayOfThisMonth(21);
const MONTH = previousMonthOf(SERVER_NOW);

const test = testWithOwnServer({ RELAIS_FAKE_NOW: SERVER_NOW.toISOString() });

const parisDate = (d: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(d);
const daysAfter = (d: Date, days: number): string => parisDate(new Date(d.getTime() + days * 86_400_000));

/** Every snackbar text the page shows from now on, across navigations (they come and go). */
const recordSnackbars = async (page: Page): Promise<() => string[]> => {
  const seen: string[] = [];
  await page.exposeFunction('__relaisSnack', (text: string) => {
    if (!seen.includes(text)) seen.push(text);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __relaisSnack: (text: string) => void }).__relaisSnack;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="status"] p'))
        if (el.textContent) report(el.textContent);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => seen;
};

test('an invoice the server refuses: its reason on the form, no success word, no proposed status', async ({
  page,
  request,
}) => {
  const api = await apiSession(request);
  await closeMonth(request, api, MONTH);
  const snacks = await recordSnackbars(page);
  await setBrowserClock(page, BROWSER_NOW);
  await signIn(page);
  await page.goto(`/activity/invoices/proforma/edit/${MONTH}`);
  await page.getByLabel('Numéro de facture').fill('FA-REFUSED');
  await page
    .getByLabel('Fichier PDF de la facture')
    .setInputFiles({ name: 'facture.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  await page.getByRole('button', { name: 'Envoyer la facture' }).click();

  const refusal = page.getByRole('alert').filter({ hasText: 'Refusé par le serveur' });
  await expect(refusal).toContainText('entre le 5 et le 20 du mois');
  await expect(page).toHaveURL(new RegExp(`/proforma/edit/${MONTH}\\?action=`));
  // what was typed is still there
  await expect(page.getByLabel('Numéro de facture')).toHaveValue('FA-REFUSED');
  // the month is not invoiced by a refused submission
  await expect(page.getByText(/Ce mois est facturé/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('refused-invoice.png'), fullPage: true });
  expect(snacks().filter((s) => /envoyée|traitées/i.test(s))).toEqual([]);

  await page.goto('/activity/invoices');
  const row = page.locator(`[data-month="${MONTH}"]`).locator('..');
  await expect(page.getByRole('link', { name: 'Refusée : à corriger' })).toBeVisible();
  await expect(row.getByText('Proposée', { exact: true })).toHaveCount(0);
});

test('an absence queued offline and refused later: announced with its reason and a way to fix it', async ({
  browser,
  server,
  request,
}) => {
  const context = await browser.newContext({
    locale: 'en-GB',
    baseURL: server.baseURL,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const snacks = await recordSnackbars(page);
  await setBrowserClock(page, SERVER_NOW);
  await page.goto('/login');
  await submitLogin(page, DEMO.email, DEMO.password, 'en');
  await expect(page).toHaveURL(/\/home$/);
  await waitForServiceWorker(page);
  await page.goto('/availability');
  await expect(page.getByRole('heading', { name: 'Absences' })).toBeVisible();

  // past the seed's absence of next month
  const start = daysAfter(SERVER_NOW, 100);
  const end = daysAfter(SERVER_NOW, 102);
  await goOffline(context);
  await page.getByRole('link', { name: 'Add an absence' }).click();
  await page.getByLabel('Start date').fill(start);
  await page.getByLabel('End date').fill(end);
  await page.getByLabel('Label').fill('Family trip');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Absence saved, it will be sent when the connection is back')).toBeVisible();

  // meanwhile, another device takes those days
  const api = await apiSession(request);
  const taken = await request.post(`/api/assistants/${api.userId}/leaves`, {
    headers: { ...api.headers, 'idempotency-key': crypto.randomUUID() },
    data: { startDate: start, endDate: start, label: 'Dentist', comment: null },
  });
  expect(taken.ok(), await taken.text()).toBe(true);

  await goOnline(context);
  const announced = page.getByRole('status').filter({ hasText: /^Refused: / });
  await expect(announced).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('refused-absence-snackbar.png') });
  await announced.getByRole('button', { name: 'Fix' }).click();
  await expect(page).toHaveURL(/\/absence\/edit\/.+\?action=/);
  await expect(page.getByRole('alert').filter({ hasText: 'Refused by the server' })).toBeVisible();
  await expect(page.getByLabel('Label')).toHaveValue('Family trip');
  await page.screenshot({ path: test.info().outputPath('refused-absence-form.png'), fullPage: true });
  const seen = snacks();
  expect(seen.filter((s) => /^Absence saved$|processed/i.test(s))).toEqual([]);
  await context.close();
});

test('a remote work before 6:00 is refused by the form; one queued offline opens its form from home', async ({
  page,
  context,
}) => {
  await setBrowserClock(page, SERVER_NOW);
  await signIn(page);
  await waitForServiceWorker(page);
  const yesterday = daysAfter(SERVER_NOW, -1);
  // from home, in the app (its interventions stay in memory for the offline part)
  await expect(page.locator('[data-event-id]').first()).toBeVisible();
  await page.getByRole('link', { name: 'Déclarer un télétravail' }).click();
  await page.getByLabel('Client', { exact: true }).selectOption({ label: 'Cabinet Girard' });
  await page.getByLabel('Date', { exact: true }).fill(yesterday);
  await page.getByLabel('Heure de début', { exact: true }).fill('05:00');
  await expect(page.getByLabel('Tarif standard')).not.toHaveValue('');
  await fillTask(page, 'Rédaction', 'Rédaction de courriers', '', '45');
  await page.getByRole('button', { name: 'Envoyer le rapport' }).click();
  await expect(page.getByText('Une intervention ne peut pas commencer avant 6 h')).toBeVisible();
  await expect(page).toHaveURL(/\/remote\/create$/);
  await expect(page.getByText('Rapport envoyé')).toHaveCount(0);

  // offline: queued, and home's link opens the queued remote work's form
  await goOffline(context);
  await page.getByLabel('Heure de début', { exact: true }).fill('09:00');
  await page.getByRole('button', { name: 'Envoyer le rapport' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByText('Rapport enregistré : il sera envoyé dès le retour de la connexion'),
  ).toBeVisible();
  const item = page.locator('[data-event-id^="pending-"]').first();
  await item.scrollIntoViewIfNeeded();
  await item.getByRole('link').click();
  await expect(page).toHaveURL(/\/remote\/create\?action=/);
  await expect(page.getByLabel('Heure de début', { exact: true })).toHaveValue('09:00');
  await goOnline(context);
});
