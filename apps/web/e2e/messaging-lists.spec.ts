// Journeys (issue 16, "Done when" 1): the messaging lists at phone size against the real server, on a
// server of their own (reading marks messages read, archiving moves them: no other journey sees it).
// Read a received message and see the badge drop; archive then unarchive two messages at once; search
// an accented word typed without its accent; a message from staff (sent through the staff API) in the
// inbox; the lists read offline from the saved cache after a reload; archiving offline, replayed online.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, waitForServiceWorker } from './helpers/app';
import { STAFF } from './helpers/invoices';
import { goOffline, goOnline } from './helpers/offline';
import { test } from './helpers/test';
import { apiSession, type ApiSession } from './helpers/reports';
import { savedQueries } from './helpers/saved-cache';

type Line = { id: string; subject: string; read: boolean; archived: boolean };
type ListAnswer = { content: Line[]; totalElements: number };

/** A word no demo message holds, so a journey finds its own messages only. */
const tag = () => `k${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'q')}`;

/** Staff write to the demo assistant (POST /staff/assistants/{id}/messages, audited). */
async function staffSends(request: APIRequestContext, subject: string, content: string): Promise<Line> {
  const assistant = await apiSession(request);
  const staff = await apiSession(request, STAFF);
  const res = await request.post(`/api/staff/assistants/${assistant.userId}/messages`, {
    headers: { ...staff.headers, 'idempotency-key': crypto.randomUUID() },
    data: { subject, content },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Line;
}

async function listOf(
  request: APIRequestContext,
  api: ApiSession,
  type: string,
  search = '',
): Promise<Line[]> {
  const q = new URLSearchParams({ size: '100', ...(search ? { search } : {}) });
  const res = await request.get(`/api/users/${api.userId}/messages/type/${type}?${q.toString()}`, {
    headers: api.headers,
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as ListAnswer).content;
}

const badge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });
const unreadOf = async (page: Page): Promise<number> =>
  Number(/(\d+) non lu/.exec((await badge(page).getAttribute('aria-label')) ?? '')?.[1] ?? '0');
const inbox = (page: Page) => page.getByRole('list', { name: 'Reçus' });
const lineOf = (page: Page, subject: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(subject, { exact: true }) });

test('reading a received message marks it read, and the header badge drops', async ({ page, request }) => {
  const sent = await staffSends(
    request,
    `Planning de décembre ${tag()}`,
    '<p>Bonjour, voici le <b>planning</b>.</p>',
  );
  await signIn(page);
  await expect(badge(page)).toHaveAttribute('aria-label', /\d+ non lus?$/);
  const before = await unreadOf(page);
  expect(before).toBeGreaterThan(0);

  await badge(page).click();
  await expect(page).toHaveURL(/\/messaging\/reception$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messagerie' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reçus' })).toHaveAttribute('aria-current', 'page');
  const line = lineOf(page, sent.subject);
  await expect(line.getByRole('link')).toContainText('Non lu :');
  await line.getByRole('link').click();

  await expect(page).toHaveURL(new RegExp(`/messaging/reception/${sent.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: sent.subject })).toBeVisible();
  await expect(page.getByRole('article').locator('b')).toHaveText('planning');
  await expect(page.getByRole('link', { name: 'Répondre' })).toHaveAttribute(
    'href',
    `/messaging/create?replyTo=${sent.id}`,
  );
  await expect.poll(() => unreadOf(page)).toBe(before - 1);

  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page).toHaveURL(/\/messaging\/reception$/);
  await expect(lineOf(page, sent.subject).getByRole('link')).not.toContainText('Non lu');
  expect(await unreadOf(page)).toBe(before - 1);
});

test('two messages archived at once, then unarchived at once', async ({ page, request }) => {
  const word = tag();
  const a = await staffSends(request, `Attestation ${word} A`, '<p>Premier</p>');
  const b = await staffSends(request, `Attestation ${word} B`, '<p>Second</p>');
  const api = await apiSession(request);
  await signIn(page);
  await page.goto('/messaging/reception');
  await page.getByRole('checkbox', { name: `Sélectionner : ${a.subject}` }).check();
  await page.getByRole('checkbox', { name: `Sélectionner : ${b.subject}` }).check();
  const bar = page.getByRole('region', { name: 'Messages sélectionnés' });
  await expect(bar).toContainText('2 sélectionnés');
  await bar.getByRole('button', { name: 'Archiver' }).click();
  await expect(lineOf(page, a.subject)).toHaveCount(0);
  await expect(lineOf(page, b.subject)).toHaveCount(0);
  await expect(page.getByText('Archivé.')).toBeVisible();
  await expect
    .poll(async () => (await listOf(request, api, 'archived', word)).map((m) => m.id).sort())
    .toEqual([a.id, b.id].sort());
  expect(await listOf(request, api, 'received', word)).toEqual([]);

  await page.getByRole('link', { name: 'Archives' }).click();
  await expect(page).toHaveURL(/\/messaging\/archives$/);
  await page.getByRole('checkbox', { name: `Sélectionner : ${a.subject}` }).check();
  await page.getByRole('checkbox', { name: `Sélectionner : ${b.subject}` }).check();
  await page
    .getByRole('region', { name: 'Messages sélectionnés' })
    .getByRole('button', { name: 'Désarchiver' })
    .click();
  await expect(lineOf(page, a.subject)).toHaveCount(0);
  await expect(lineOf(page, b.subject)).toHaveCount(0);
  await expect
    .poll(async () => (await listOf(request, api, 'received', word)).map((m) => m.id).sort())
    .toEqual([a.id, b.id].sort());
  expect(await listOf(request, api, 'archived', word)).toEqual([]);
  await page.getByRole('link', { name: 'Reçus' }).click();
  await expect(lineOf(page, a.subject)).toBeVisible();
  await expect(lineOf(page, b.subject)).toBeVisible();
});

test('search finds an accented word typed without its accent, in the subject or the body', async ({
  page,
  request,
}) => {
  const word = tag();
  const inSubject = await staffSends(
    request,
    `Sortie à la médiathèque ${word}`,
    '<p>Rendez-vous à 10 h.</p>',
  );
  const inBody = await staffSends(
    request,
    `Rappel ${word}`,
    '<p>Penser à l’écharpe pour la médiathèque.</p>',
  );
  const other = await staffSends(request, `Autre sujet ${word}`, '<p>Rien à voir.</p>');
  await signIn(page);
  await page.goto('/messaging/reception');
  await expect(lineOf(page, other.subject)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher dans les messages' }).fill('mediatheque');
  await expect(page).toHaveURL(/\?q=mediatheque$/);
  await expect(lineOf(page, inSubject.subject)).toBeVisible();
  await expect(lineOf(page, inBody.subject)).toBeVisible();
  await expect(lineOf(page, other.subject)).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Rechercher dans les messages' }).fill('ECHARPE');
  await expect(lineOf(page, inBody.subject)).toBeVisible();
  await expect(lineOf(page, inSubject.subject)).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Rechercher dans les messages' }).fill(`nulle part ${word}`);
  await expect(page.getByText('Aucun message ne correspond à cette recherche.')).toBeVisible();
});

test('a message staff send through the staff API shows in the inbox, unread', async ({ page, request }) => {
  await signIn(page);
  await page.goto('/messaging/reception');
  await expect(inbox(page)).toBeVisible();
  const reply = await staffSends(request, `Re: Disponibilités ${tag()}`, '<p>Merci, c’est noté.</p>');
  await page.reload();
  const line = lineOf(page, reply.subject);
  await expect(line).toBeVisible();
  await expect(line.getByRole('link')).toContainText('Non lu :');
  await expect(line.getByRole('link')).toContainText('Merci, c’est noté.');
  await expect(line.getByRole('link')).toHaveAttribute('href', `/messaging/reception/${reply.id}`);
});

test('the lists read offline from the saved cache after a reload', async ({ page, context, request }) => {
  const received = await staffSends(request, `Hors ligne ${tag()}`, '<p>À lire sans réseau.</p>');
  await signIn(page);
  await waitForServiceWorker(page);
  await page.goto('/messaging/reception');
  await expect(lineOf(page, received.subject)).toBeVisible();
  await page.getByRole('link', { name: 'Envoyés' }).click();
  const sentLines = page.getByRole('list', { name: 'Envoyés' }).getByRole('listitem');
  await expect(sentLines.first()).toBeVisible();
  const firstSent = (await sentLines.first().textContent()) ?? '';
  await expect
    .poll(async () =>
      (await savedQueries(page))
        .map((q) => q.queryKey)
        .filter((k) => k[0] === 'messages' && k[1] === 'list')
        .map((k) => k[3]),
    )
    .toEqual(expect.arrayContaining(['received', 'sent']));

  await goOffline(context);
  await page.reload();
  await expect(sentLines.first()).toHaveText(firstSent);
  await page.getByRole('link', { name: 'Reçus' }).click();
  await expect(lineOf(page, received.subject)).toBeVisible();
  // a list never opened on this device says so
  await page.getByRole('link', { name: 'Brouillons' }).click();
  await expect(
    page.getByText("Hors ligne : cette page n'a pas encore été consultée sur cet appareil."),
  ).toBeVisible();
  await goOnline(context);
});

test('archiving offline: the lines leave at once, and the server archives them once back online', async ({
  page,
  context,
  request,
}) => {
  const word = tag();
  const a = await staffSends(request, `Sans réseau ${word} A`, '<p>Un</p>');
  const b = await staffSends(request, `Sans réseau ${word} B`, '<p>Deux</p>');
  const api = await apiSession(request);
  await signIn(page);
  await waitForServiceWorker(page);
  await page.goto('/messaging/reception');
  await expect(lineOf(page, b.subject)).toBeVisible();

  await goOffline(context);
  await page.getByRole('checkbox', { name: `Sélectionner : ${a.subject}` }).check();
  await page.getByRole('checkbox', { name: `Sélectionner : ${b.subject}` }).check();
  await page
    .getByRole('region', { name: 'Messages sélectionnés' })
    .getByRole('button', { name: 'Archiver' })
    .click();
  await expect(lineOf(page, a.subject)).toHaveCount(0);
  await expect(lineOf(page, b.subject)).toHaveCount(0);
  await expect(page.getByText('Sera archivé au retour de la connexion.')).toBeVisible();
  expect(await listOf(request, api, 'archived', word)).toEqual([]);
  // the pending-actions screen names it
  await page.getByRole('link', { name: 'Actions en attente' }).click();
  await expect(page.getByText('Archivage de messages (2)')).toBeVisible();

  await goOnline(context);
  await expect
    .poll(async () => (await listOf(request, api, 'archived', word)).map((m) => m.id).sort())
    .toEqual([a.id, b.id].sort());
  await page.goto('/messaging/archives');
  await expect(lineOf(page, a.subject)).toBeVisible();
  await expect(lineOf(page, b.subject)).toBeVisible();
});
