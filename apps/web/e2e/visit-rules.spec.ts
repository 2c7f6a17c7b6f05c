// Journeys at phone size, server and browser on the 10th of the current month, 10:00 or 11:00 in Paris
// (issue 27, items 2, 8, 10, 11):
// - a visit in the past is refused by the form with the reason and the ways to declare it, and by the server;
// - a visit starting in less than 48 h cannot be deleted by her: the dialog says so once and sends her
//   request to the provider with a reason; moving it to another month says the same, never 'delete it
//   and recreate it'; staff cancel it (an assistant's token is refused);
// - on a phone set to UTC, the report's header and its start field show the same Paris time;
// - an absence over a planned visit names it before it is saved;
// - reporting remote work refuses a future date in the form.
import { expect, type APIRequestContext } from '@playwright/test';
import { signIn } from './helpers/app';
import { dayOfThisMonth, setBrowserClock, STAFF } from './helpers/invoices';
import { apiSession, visitAwaitingReport, type ApiSession } from './helpers/reports';
import { testWithOwnServer } from './helpers/own-server';

const NOW = dayOfThisMonth(10);
const test = testWithOwnServer({ RELAIS_FAKE_NOW: NOW.toISOString() });
test.use({ viewport: { width: 390, height: 844 } });

/** `YYYY-MM-DD` of the current month's `day` (the month of NOW, in Paris). */
const day = (n: number): string => `${NOW.toISOString().slice(0, 8)}${String(n).padStart(2, '0')}`;
const nextMonthDay = (n: number): string => {
  const [y, m] = NOW.toISOString().slice(0, 7).split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return `${next}-${String(n).padStart(2, '0')}`;
};
const parisTime = (iso: string): string =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
const utcTime = (iso: string): string =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

const girard = async (request: APIRequestContext, api: ApiSession): Promise<string> => {
  const res = await request.get(`/api/assistants/${api.userId}/clients?clientsToRetrieve=NEWANDACTIVE`, {
    headers: api.headers,
  });
  expect(res.ok()).toBe(true);
  const found = ((await res.json()) as { id: string; name: string }[]).find(
    (c) => c.name === 'Cabinet Girard',
  );
  if (!found) throw new Error('no Cabinet Girard');
  return found.id;
};

/** A visit through the API at a Paris wall time ('+01:00' / '+02:00' from the offset of that day). */
const createVisit = async (request: APIRequestContext, api: ApiSession, date: string, label: string) => {
  const res = await request.post(`/api/assistants/${api.userId}/visits`, {
    headers: { ...api.headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      clientId: await girard(request, api),
      startDate: new Date(`${date}T09:00:00+01:00`).toISOString(),
      duration: 120,
      label,
    },
  });
  return res;
};

test('a visit in the past is refused by the form and by the server, with the way to declare it', async ({
  page,
  request,
}) => {
  await setBrowserClock(page, NOW);
  await signIn(page);
  await page.goto('/visit/create');
  await page.getByLabel('Client', { exact: true }).selectOption({ label: 'Cabinet Girard' });
  await page.getByLabel('Date', { exact: true }).fill(day(9));
  await page.getByLabel('Libellé').fill('Classement oublié');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/Cette heure est passée : une visite se planifie à l’avance/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Déclarer un télétravail' })).toHaveAttribute(
    'href',
    '/remote/create',
  );
  await expect(page.getByRole('link', { name: 'Écrire à l’équipe' })).toHaveAttribute(
    'href',
    '/messaging/create',
  );
  await expect(page.getByLabel('Libellé')).toHaveValue('Classement oublié');
  await expect(page).toHaveURL(/\/visit\/create$/);
  await page.screenshot({ path: test.info().outputPath('visit-past-refused.png'), fullPage: true });

  const api = await apiSession(request);
  const res = await createVisit(request, api, day(9), 'Forcée');
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { errors: unknown[] }).errors).toEqual([
    { errorCode: 'intervention_start_in_past', field: 'startDate' },
  ]);
});

test('a visit under 48 h: cancellation asked of the provider, one consistent dialog; staff cancel it', async ({
  page,
  request,
}) => {
  const api = await apiSession(request);
  const label = `Demain ${Date.now()}`;
  const created = await createVisit(request, api, day(11), label);
  expect(created.ok()).toBe(true);
  const id = ((await created.json()) as { created: { id: string }[] }).created[0]?.id ?? '';

  await setBrowserClock(page, NOW);
  await signIn(page);
  await page.goto(`/visit/edit/${id}`);
  await expect(page.getByLabel('Libellé')).toHaveValue(label);
  await page.getByRole('button', { name: 'Supprimer cette visite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Demander l’annulation' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/vous ne pouvez plus la supprimer vous-même/)).toBeVisible();
  await expect(dialog.getByText(/supprimez-la puis créez-en/)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Supprimer', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(dialog.getByText('Ce champ est obligatoire')).toBeVisible();
  await dialog.getByLabel('Motif de l’annulation').fill('Le client ferme ses bureaux demain');
  await page.screenshot({ path: test.info().outputPath('visit-cancel-request.png') });
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText('Demande d’annulation envoyée à l’équipe')).toBeVisible();
  await expect(dialog).toBeHidden();

  // moving it to next month: the same single answer, never 'delete it and recreate it'
  await page.getByLabel('Date', { exact: true }).fill(nextMonthDay(2));
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const move = page.getByRole('dialog', { name: 'Demander l’annulation' });
  await expect(move.getByText(/ne peut pas passer à un autre mois/)).toBeVisible();
  await expect(move.getByText(/supprimez-la puis créez-en/)).toHaveCount(0);
  await expect(move.getByRole('button', { name: 'Supprimer et recréer' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('visit-move-too-late.png') });
  await move.getByRole('button', { name: 'Fermer' }).click();

  // her request reached the team's conversation; an assistant's token cannot cancel; staff can
  const mine = await request.post(`/api/staff/events/${id}/cancel`, {
    headers: api.headers,
    data: { reason: 'Moi-même' },
  });
  expect(mine.status()).toBe(403);
  const staff = await apiSession(request, STAFF);
  const conversation = await request.get(`/api/staff/assistants/${api.userId}/messages`, {
    headers: staff.headers,
  });
  expect(conversation.ok()).toBe(true);
  expect(JSON.stringify(await conversation.json())).toContain('Le client ferme ses bureaux demain');
  const cancelled = await request.post(`/api/staff/events/${id}/cancel`, {
    headers: staff.headers,
    data: { reason: 'Client fermé' },
  });
  expect(cancelled.status()).toBe(200);
  expect(
    (await request.get(`/api/assistants/${api.userId}/visits/${id}`, { headers: api.headers })).status(),
  ).toBe(404);
});

test('an absence over a planned visit names it before it is saved', async ({ page, request }) => {
  const api = await apiSession(request);
  const label = `Réunion ${Date.now()}`;
  expect((await createVisit(request, api, day(20), label)).ok()).toBe(true);
  await setBrowserClock(page, NOW);
  await signIn(page);
  await page.goto('/absence/create');
  await page.getByLabel('Date de début').fill(day(19));
  await page.getByLabel('Date de fin').fill(day(21));
  const warning = page.getByRole('status').filter({ hasText: 'Cette absence couvre' });
  await expect(warning).toBeVisible();
  const at = parisTime(new Date(`${day(20)}T09:00:00+01:00`).toISOString());
  await expect(warning.getByText(new RegExp(`à ${at} : ${label} – Cabinet Girard`))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('absence-covers-visit.png'), fullPage: true });
});

test('reporting remote work refuses a future date in the form, and links to planning it', async ({
  page,
}) => {
  await setBrowserClock(page, NOW);
  await signIn(page);
  await page.goto('/remote/create');
  await expect(page.getByRole('link', { name: 'Planifier un télétravail' })).toHaveAttribute(
    'href',
    '/visit/create?remote=1',
  );
  await page.getByLabel('Client', { exact: true }).selectOption({ label: 'Cabinet Girard' });
  await page.getByLabel('Date', { exact: true }).fill(day(12));
  await page.getByRole('button', { name: 'Envoyer le rapport' }).click();
  await expect(page.getByText(/Ce télétravail n’a pas encore eu lieu/)).toBeVisible();
  await expect(page).toHaveURL(/\/remote\/create$/);
  await page.screenshot({ path: test.info().outputPath('remote-future-refused.png'), fullPage: true });
});

test.describe('a phone on UTC', () => {
  test.use({ timezoneId: 'UTC' });

  test('the report header and its start field show the same Paris time, said once', async ({
    page,
    request,
  }) => {
    const api = await apiSession(request);
    const visit = await visitAwaitingReport(request, api);
    const paris = parisTime(visit.startDate);
    expect(utcTime(visit.startDate)).not.toBe(paris);
    await setBrowserClock(page, NOW);
    await signIn(page);
    await page.goto(`/visit/report/edit/${visit.id}`);
    await expect(page.getByLabel('Heure de début réelle')).toHaveValue(paris);
    await expect(page.getByText(/^Prévue le /)).toContainText(paris);
    await expect(page.getByText(/^Prévue le /)).not.toContainText(utcTime(visit.startDate));
    await expect(
      page.getByText('Heures de Paris : votre appareil n’est pas à l’heure de Paris.'),
    ).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath('report-utc-phone.png') });
  });
});
