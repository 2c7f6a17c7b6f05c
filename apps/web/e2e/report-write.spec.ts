// Journey at phone size: on a past visit awaiting its report, the demo assistant writes two tasks
// totalling 2h30 (first without the comment a short visit needs: translated error at the field),
// an expense whose photo proof is a 4000x3000 JPEG made in the page, and a km line; submits and
// sees 'awaiting validation'. Staff validate through the API; after a reload the app shows
// 'validated'. The proof reached the server re-encoded at 1920 px wide and under 5 MB.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signIn } from './helpers/app';
import {
  apiSession,
  fillTask,
  jpegSize,
  pickGeneratedPhoto,
  reportOf,
  visitAwaitingReport,
} from './helpers/reports';

test.use({ viewport: { width: 390, height: 844 } });

const parisTime = (iso: string): string =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

async function staffValidate(request: APIRequestContext, eventId: string): Promise<void> {
  const staff = await apiSession(request, { email: 'support@relais-provider.test', password: 'relais-demo' });
  const res = await request.post(`/api/staff/events/${eventId}/report/review`, {
    headers: { ...staff.headers, 'idempotency-key': crypto.randomUUID() },
    data: { decision: 'VALIDATE' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a report with two tasks, a photo proof and km is sent, then validated by staff', async ({
  page,
  request,
}) => {
  const api = await apiSession(request);
  const visit = await visitAwaitingReport(request, api);
  await signIn(page);
  await page.goto(`/visit/report/edit/${visit.id}`);
  await expect(page.getByRole('heading', { name: 'Prestations' })).toBeVisible();

  await fillTask(page, 'Accueil', 'Accueil physique des visiteurs', '2', '');
  await fillTask(page, 'Courrier', 'Tri et distribution du courrier', '', '30');
  await expect(page.getByRole('region', { name: 'Totaux' }).locator('[data-total="total"] dd')).toHaveText(
    '2h30',
  );

  await page.getByRole('button', { name: 'Ajouter une dépense' }).click();
  await page.getByLabel('Libellé de la dépense 1').fill('Taxi');
  await page.getByLabel('Montant de la dépense 1 (€)').fill('12,50');
  await pickGeneratedPhoto(page.getByLabel('Fichier justificatif : Dépense 1'), {
    width: 4000,
    height: 3000,
    name: 'ticket-taxi.jpg',
  });
  await expect(page.getByText('Justificatif : ticket-taxi.jpg')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Kilomètres', { exact: true }).fill('23');
  await expect(page.getByRole('region', { name: 'Totaux' }).locator('[data-total="expenses"] dd')).toHaveText(
    /12,50\s€/,
  );

  // no comment: a visit under 3 hours needs one
  await page.getByRole('button', { name: 'Envoyer le rapport' }).click();
  const comment = page.getByLabel('Commentaire public');
  await expect(
    page.getByText('Une intervention de moins de 3 h doit être justifiée par un commentaire'),
  ).toBeVisible();
  await expect(comment).toHaveAttribute('aria-invalid', 'true');
  await expect(comment).toBeFocused();
  await expect(page.getByLabel('Heures : Accueil physique des visiteurs')).toHaveValue('2');
  await comment.fill('Visite écourtée à la demande du client.');
  await page.screenshot({ path: test.info().outputPath('report-editor.png'), fullPage: true });
  await page.getByRole('button', { name: 'Envoyer le rapport' }).click();

  await expect(page).toHaveURL(new RegExp(`/visit/report/view/${visit.id}$`));
  await expect(page.locator('[data-report-icon="awaiting_validation"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('En attente de validation')).toBeVisible();
  await expect(page.getByText('Accueil physique des visiteurs')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('report-view.png'), fullPage: true });

  // the proof is shown (a sandboxed image answer still displays) and opens as an image in a new tab
  const proof = page.getByRole('link', { name: /Voir le justificatif ticket-taxi\.jpg/ });
  await expect
    .poll(() => proof.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(1920);
  const [tab] = await Promise.all([page.waitForEvent('popup'), proof.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toContain('/api/files/content?token=');
  expect(await tab.evaluate(() => document.contentType)).toBe('image/jpeg');
  await expect.poll(() => tab.evaluate(() => document.images[0]?.naturalWidth ?? 0)).toBe(1920);
  const answer = await request.get(tab.url());
  expect(answer.headers()['content-disposition']).toMatch(/^inline; /);
  expect(answer.headers()['content-security-policy']).toMatch(/^sandbox/);
  await tab.screenshot({ path: test.info().outputPath('report-proof-tab.png') });
  await tab.close();

  // the proof on the server: re-encoded at 1920 px wide, under 5 MB
  const report = await reportOf(request, api, visit.id);
  expect(report.status).toBe('PENDING');
  expect(report.realDuration).toBe(150);
  expect(report.files).toHaveLength(1);
  const file = report.files[0];
  if (!file) throw new Error('no proof');
  const token = await request.get(`/api/files/token?userId=${api.userId}&fileId=${file.id}`, {
    headers: api.headers,
  });
  expect(token.ok()).toBe(true);
  const bytes = await (await request.get(((await token.json()) as { url: string }).url)).body();
  expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
  expect(jpegSize(bytes)).toEqual({ width: 1920, height: 1440 });
  expect(report.expenseLineRequestList.map((l) => l.kind).sort()).toEqual(['EXPENSE', 'KM']);

  await staffValidate(request, visit.id);
  await page.reload();
  await expect(page.locator('[data-report-icon="validated"]')).toBeVisible();
  await expect(page.getByText('Validé', { exact: true })).toBeVisible();
});

test('a remote work and its report are created together in one action', async ({ page, request }) => {
  const api = await apiSession(request);
  const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() - 86_400_000),
  );
  await signIn(page);
  await page.goto('/remote/create');
  await page.getByLabel('Client', { exact: true }).selectOption({ label: 'Cabinet Girard' });
  await page.getByLabel('Date', { exact: true }).fill(yesterday);
  await page.getByLabel('Heure de début', { exact: true }).fill('10:00');
  await expect(page.getByLabel('Tarif standard')).not.toHaveValue('');
  await fillTask(page, 'Rédaction', 'Rédaction de courriers', '', '10');
  await page.getByRole('button', { name: 'Envoyer le rapport' }).click();
  await expect(page.getByText('Un rapport de télétravail doit totaliser au moins 15 minutes')).toBeVisible();
  await page.getByLabel('Minutes : Rédaction de courriers').fill('45');
  await page.screenshot({ path: test.info().outputPath('remote-create.png') });
  await page.getByRole('button', { name: 'Envoyer le rapport' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await expect
    .poll(async () => {
      const res = await request.get(
        `/api/assistants/${api.userId}/events?start=${yesterday}&end=${yesterday}`,
        { headers: api.headers },
      );
      const events = (await res.json()) as {
        remote: boolean;
        reportStatus: string | null;
        clientName: string;
        startDate: string;
      }[];
      return events.filter(
        (e) =>
          e.remote &&
          e.reportStatus === 'PENDING' &&
          e.clientName === 'Cabinet Girard' &&
          parisTime(e.startDate) === '10:00',
      ).length;
    })
    .toBe(1);
});
