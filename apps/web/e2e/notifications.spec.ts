// Journeys of the notifications (issue 27) at phone size, on a server of their own (staff decisions
// change the seeded data and write notifications no other journey expects).
// (a) French: staff refuse a report through the API; the header's bell says one unread; /notifications
//     lists "Rapport refusé" with the client; the item opens the refused report with its reason; the
//     bell's count drops and the server holds it read.
// (b) French, offline: a message from the team and an invoice decision arrive; the list was saved, so
//     offline after a reload it still shows them; "mark all as read" offline drops the count at once
//     and reaches the server once back online.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, waitForServiceWorker } from './helpers/app';
import { STAFF } from './helpers/invoices';
import { goOffline, goOnline } from './helpers/offline';
import { testWithOwnServer } from './helpers/own-server';
import { apiSession, type ApiSession } from './helpers/reports';

const test = testWithOwnServer({});

type Event = { id: string; remote: boolean; reportStatus: string | null; clientName: string };
type Page0 = { unread: number; content: { kind: string; readAt: string | null }[] };

const isoDay = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const pendingVisitReport = async (request: APIRequestContext, api: ApiSession): Promise<Event> => {
  const res = await request.get(
    `/api/assistants/${api.userId}/events?start=${isoDay(-120)}&end=${isoDay(1)}&sort=desc`,
    { headers: api.headers },
  );
  expect(res.status(), await res.text()).toBe(200);
  const event = ((await res.json()) as Event[]).find((e) => !e.remote && e.reportStatus === 'PENDING');
  if (!event) throw new Error('the demo seed has no submitted visit report');
  return event;
};

const staffPost = async (request: APIRequestContext, url: string, data: object): Promise<void> => {
  const staff = await apiSession(request, STAFF);
  const res = await request.post(`/api${url}`, {
    headers: { ...staff.headers, 'idempotency-key': crypto.randomUUID() },
    data,
  });
  expect(res.status(), await res.text()).toBe(200);
};

const serverList = async (request: APIRequestContext, api: ApiSession): Promise<Page0> => {
  const res = await request.get(`/api/users/${api.userId}/notifications`, { headers: api.headers });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Page0;
};

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

test('(fr) a refused report reaches her: the bell counts it, the list opens the report, reading drops the count', async ({
  page,
  request,
}) => {
  const api = await apiSession(request);
  const event = await pendingVisitReport(request, api);
  await signIn(page);
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');

  await staffPost(request, `/staff/events/${event.id}/report/review`, {
    decision: 'REJECT',
    reason: 'Détaillez les tâches du matin',
  });
  await page.reload();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications, 1 non lue');
  await expect(bell(page)).toContainText('1');
  await page.screenshot({ path: test.info().outputPath('notifications-bell.png') });

  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');
  await expect(page.getByRole('heading', { name: '1 non lue' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Vos notifications' });
  const item = list.getByRole('link').filter({ hasText: 'Rapport refusé' });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(event.clientName);
  await expect(item).toContainText('Non lue');
  await page.screenshot({ path: test.info().outputPath('notifications-list.png'), fullPage: true });

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/visit/report/view/${event.id}$`));
  await expect(page.getByText('Rapport refusé : Détaillez les tâches du matin')).toBeVisible();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
  await expect(bell(page)).not.toContainText(/\d/);
  await expect.poll(async () => (await serverList(request, api)).unread).toBe(0);

  // back on the list: shown read, nothing left to mark
  await bell(page).click();
  await expect(page.getByRole('heading', { name: 'Tout est lu' })).toBeVisible();
  await expect(list.getByRole('link').filter({ hasText: 'Rapport refusé' })).not.toContainText('Non lue');
});

test('(fr) offline: the saved list shows after a reload, and "mark all as read" waits for the network', async ({
  page,
  context,
  request,
}) => {
  const api = await apiSession(request);
  await staffPost(request, `/staff/assistants/${api.userId}/messages`, {
    subject: 'Votre planning de décembre',
    content: '<p>Bonjour</p>',
  });
  await signIn(page);
  await waitForServiceWorker(page);
  await bell(page).click();
  const list = page.getByRole('list', { name: 'Vos notifications' });
  await expect(list.getByRole('link').filter({ hasText: 'Votre planning de décembre' })).toContainText(
    "Nouveau message de l'équipe",
  );
  const unreadBefore = (await serverList(request, api)).unread;
  expect(unreadBefore).toBeGreaterThan(0);

  await goOffline(context);
  await page.reload();
  await expect(bell(page)).toHaveAttribute(
    'aria-label',
    new RegExp(`^Notifications, ${unreadBefore} non lues?$`),
  );
  await expect(list.getByRole('link').filter({ hasText: 'Votre planning de décembre' })).toBeVisible();
  await page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
  await expect(page.getByRole('heading', { name: 'Tout est lu' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('notifications-offline-read.png'), fullPage: true });
  expect((await serverList(request, api)).unread).toBe(unreadBefore);

  await goOnline(context);
  await expect.poll(async () => (await serverList(request, api)).unread).toBe(0);
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
});
