// Journey (issue 27, item 1): the first day on site, offline. On a fresh device she signs in and the
// app brings what her coming days need (app/warm-up.ts); she loses the network at once: every
// bottom-navigation screen opens, a cell of her availability changes, and she writes the report of a
// visit she never opened, with a photo; a reload keeps it waiting; back online exactly one report
// reaches the server. A screen whose data was never brought says so at once, never 'Chargement…'.
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signIn, waitForServiceWorker } from './helpers/app';
import { getJson, mainNav, type ClientAnswer } from './helpers/dashboard';
import { goOffline, goOnline } from './helpers/offline';
import { apiSession, fillTask, pickGeneratedPhoto, reportOf, type ApiSession } from './helpers/reports';
import { savedQueries } from './helpers/saved-cache';

test.use({ viewport: { width: 390, height: 844 } });

type Event = { id: string; clientId: string; remote: boolean; status: string; reportStatus: string | null };
type Cell = { numDay: number; part: 'MORNING' | 'AFTERNOON'; value: boolean };

/** `YYYY-MM-DD` in Paris, `days` from today; the first day of this month. */
const parisDate = (days = 0): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
const monthStart = (): string => `${parisDate().slice(0, 7)}-01`;

/** A past visit of this month awaiting its first report (home lists it), latest first. */
async function visitOfThisMonth(request: APIRequestContext, api: ApiSession, skip = new Set<string>()) {
  const events = await getJson<Event[]>(
    request,
    api,
    `/assistants/${api.userId}/events?start=${monthStart()}&end=${parisDate()}&sort=desc`,
  );
  const visit = events.find(
    (e) => !e.remote && e.status === 'DONE' && e.reportStatus === null && !skip.has(e.id),
  );
  if (!visit) throw new Error('no visit of this month awaiting its report');
  return visit;
}

/** What the device saved holds what the first day needs: the warm-up is done (and saved). */
async function waitForWarmUp(page: Page, clientId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const keys = (await savedQueries(page)).map((q) => q.queryKey.slice(0, 3).join('|'));
        return [
          'clientRates',
          'usedTaskGroups',
          'logs',
          'availability',
          'leaves',
          'preferences',
          'messages',
          'clients',
        ]
          .filter((k) => !keys.some((s) => s.startsWith(k)))
          .concat(
            keys.some((s) => s.startsWith('clientRates|') && s.endsWith(`|${clientId}`))
              ? []
              : ['rates of the visit'],
          );
      },
      { timeout: 30_000 },
    )
    .toEqual([]);
}

/** Home -> 'Voir tous les jours' (when days are folded) -> the visit's card -> 'Rédiger le rapport'. */
async function writeReportFromHome(page: Page, visitId: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'À venir' })).toBeVisible();
  const showAll = page.getByRole('button', { name: /^Voir tous les jours/ });
  if (await showAll.isVisible()) await showAll.click();
  await page
    .locator(`[data-event-id="${visitId}"]`)
    .getByRole('link', { name: /^Rédiger le rapport/ })
    .click();
}

/** The reads and their bytes, from a page's requests to the API (GET only) as they finish. */
function recordReads(page: Page) {
  const reads: { path: string; bytes: number }[] = [];
  const listener = (req: Request) => {
    if (req.method() !== 'GET' || !new URL(req.url()).pathname.startsWith('/api/')) return;
    void req
      .response()
      .then((res) => res?.body())
      .then((body) => reads.push({ path: new URL(req.url()).pathname, bytes: body?.length ?? 0 }))
      .catch(() => {});
  };
  page.on('requestfinished', listener);
  return { reads, stop: () => page.off('requestfinished', listener) };
}

test('the first day offline: every bottom-nav screen opens, and a report never opened is written with a photo and arrives once', async ({
  page,
  context,
  request,
}) => {
  const api = await apiSession(request);
  const visit = await visitOfThisMonth(request, api);
  const [firstClient] = await getJson<ClientAnswer[]>(
    request,
    api,
    `/assistants/${api.userId}/clients?clientsToRetrieve=NEWANDACTIVE`,
  );
  const gridBefore = (
    await getJson<{ cells: Cell[] }>(request, api, `/assistants/${api.userId}/availability`)
  ).cells;
  const cell = gridBefore[0];
  expect(firstClient && cell).toBeTruthy();
  const cellName = (value: boolean, pending: boolean) =>
    `Lundi matin, ${value ? 'disponible' : 'indisponible'}${pending ? ', en attente de connexion' : ''}`;

  // sign-in to the warm-up saved: what a fresh device asks the API, and its bytes
  const recording = recordReads(page);
  const started = Date.now();
  await signIn(page);
  await waitForServiceWorker(page);
  await waitForWarmUp(page, visit.clientId);
  const warmUpMs = Date.now() - started;
  recording.stop();
  const bytes = recording.reads.reduce((sum, r) => sum + r.bytes, 0);
  const figures = {
    requests: recording.reads.length,
    kilobytes: Math.round(bytes / 102.4) / 10,
    seconds: warmUpMs / 1000,
    reads: recording.reads.map((r) => `${r.path} ${r.bytes}`),
  };
  console.log(`first day offline, sign-in to the warm-up saved: ${JSON.stringify(figures, null, 1)}`);
  await test
    .info()
    .attach('warm-up.json', { body: JSON.stringify(figures, null, 2), contentType: 'application/json' });
  // the warm-up asked each read once (the screens' own reads share its cache)
  expect(new Set(recording.reads.map((r) => r.path)).size).toBeGreaterThan(10);

  await goOffline(context);
  const loading = page.getByText('Chargement…');

  // every bottom-navigation screen, never opened, opens with its data
  await mainNav(page).getByRole('link', { name: 'Activité' }).click();
  await expect(page).toHaveURL(/\/activity\/missions$/);
  await expect(
    page
      .getByRole('region', { name: 'Vos clients' })
      .getByRole('link')
      .filter({ hasText: firstClient?.name ?? '-' }),
  ).not.toHaveCount(0);
  await expect(loading).toHaveCount(0);

  await mainNav(page).getByRole('link', { name: 'Disponibilités' }).click();
  await expect(page.getByRole('heading', { name: 'Mes absences' })).toBeVisible();
  const button = (value: boolean, pending: boolean) =>
    page.getByRole('button', { name: cellName(value, pending), exact: true });
  await button(cell?.value ?? false, false).click();
  await expect(button(!cell?.value, true)).toHaveAttribute('aria-pressed', String(!cell?.value));
  await expect(loading).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('availability-offline.png') });

  await mainNav(page).getByRole('link', { name: 'Historique' }).click();
  await expect(page.getByRole('list', { name: 'Activité' }).getByRole('listitem').first()).toBeVisible();
  await expect(loading).toHaveCount(0);

  // home -> all the days -> the visit's card -> write the report
  await mainNav(page).getByRole('link', { name: 'Accueil' }).click();
  await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();
  await writeReportFromHome(page, visit.id);
  await expect(page).toHaveURL(new RegExp(`/visit/report/edit/${visit.id}$`));
  // at once: no long wait on a read that cannot come
  await expect(page.getByRole('heading', { name: 'Prestations' })).toBeVisible({ timeout: 3000 });
  await fillTask(page, 'Classement', 'Classement et archivage', '2', '');
  await page.getByLabel('Commentaire public').fill('Premier jour sur place, sans réseau.');
  await page.getByRole('button', { name: 'Ajouter une dépense' }).click();
  await page.getByLabel('Libellé de la dépense 1').fill('Parking');
  await page.getByLabel('Montant de la dépense 1 (€)').fill('6');
  await pickGeneratedPhoto(page.getByLabel('Fichier justificatif : Dépense 1'), {
    width: 1600,
    height: 1200,
    name: 'parking.jpg',
  });
  await expect(page.getByText('Justificatif : parking.jpg')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath('report-first-day.png') });

  // sends counted as they reach the server: exactly one report
  let reportsSent = 0;
  page.on('requestfinished', (req) => {
    if (req.method() === 'PUT' && new URL(req.url()).pathname.endsWith(`/visits/${visit.id}/report`)) {
      void req.response().then((res) => {
        if (res?.ok()) reportsSent += 1;
      });
    }
  });
  await page.getByRole('button', { name: 'Envoyer le rapport' }).click();
  await expect(page).toHaveURL(new RegExp(`/visit/report/view/${visit.id}$`));
  await expect(page.locator('[data-report-icon="awaiting_connection"]')).toBeVisible();

  await page.reload();
  await expect(page.locator('[data-report-icon="awaiting_connection"]')).toBeVisible();
  await expect(page.getByText('Classement et archivage')).toBeVisible();

  await goOnline(context);
  await expect(page.locator('[data-report-icon="awaiting_validation"]')).toBeVisible({ timeout: 30_000 });
  const report = await reportOf(request, api, visit.id);
  expect(report.status).toBe('PENDING');
  expect(report.realDuration).toBe(120);
  expect(report.files).toHaveLength(1);
  await expect.poll(() => reportsSent).toBe(1);
  // the availability cell changed offline reached the server too
  await expect
    .poll(async () => {
      const grid = await getJson<{ cells: Cell[] }>(request, api, `/assistants/${api.userId}/availability`);
      return grid.cells.find((c) => c.numDay === cell?.numDay && c.part === cell.part)?.value;
    })
    .toBe(!cell?.value);
  expect(reportsSent).toBe(1);
});

test('offline, a screen whose data never came says so at once instead of loading for ever', async ({
  page,
  context,
  request,
}) => {
  const api = await apiSession(request);
  const visit = await visitOfThisMonth(request, api);
  // this client's rates never reach the device (the server fails them)
  await page.route(`**/api/assistants/*/clients/${visit.clientId}/rates`, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
  );
  await signIn(page);
  await waitForServiceWorker(page);
  await expect
    .poll(async () => (await savedQueries(page)).some((q) => q.queryKey[0] === 'logs'), { timeout: 30_000 })
    .toBe(true);
  await goOffline(context);

  // the loyalty programme is not part of the first day's data
  await page.getByRole('banner').getByRole('link', { name: 'Programme de fidélité' }).click();
  await expect(
    page.getByText('Hors ligne : votre programme de fidélité n’a pas encore été ouvert sur cet appareil.'),
  ).toBeVisible({
    timeout: 3000,
  });
  await expect(page.getByText(/^Chargement/)).toHaveCount(0);

  // a report whose client's rates never came
  await mainNav(page).getByRole('link', { name: 'Accueil' }).click();
  await writeReportFromHome(page, visit.id);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Hors ligne : ce rapport a besoin de données' }),
  ).toBeVisible({ timeout: 3000 });
  await expect(page.getByText('Chargement…')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('report-never-loaded.png') });
  await goOnline(context);
});
