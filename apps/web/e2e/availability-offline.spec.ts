// Journey (issue 3, "Done when" 1): offline, an assistant toggles three availability cells and creates
// an absence; they show at once, marked awaiting connection; a reload offline keeps them; back online
// the outbox empties and the server holds exactly those changes, once each.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { DEMO, signIn, waitForServiceWorker } from './helpers/app';
import { goOffline, goOnline } from './helpers/offline';
import { savedQueryKeys } from './helpers/saved-cache';

type Cell = { numDay: number; part: 'MORNING' | 'AFTERNOON'; value: boolean };
type Leave = { id: string; startDate: string; endDate: string; label: string; comment: string | null };

const DAYS = ['', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
const PARTS = { MORNING: 'matin', AFTERNOON: 'après-midi' } as const;
const AWAITING = 'en attente de connexion';

const cellName = (c: Cell, value: boolean, pending: boolean): string =>
  `${DAYS[c.numDay]} ${PARTS[c.part]}, ${value ? 'disponible' : 'indisponible'}${pending ? `, ${AWAITING}` : ''}`;
const cellButton = (page: Page, c: Cell, value: boolean, pending: boolean) =>
  page.getByRole('button', { name: cellName(c, value, pending), exact: true });

/** `YYYY-MM-DD` in Paris, `days` from today. */
const parisDate = (days: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

async function apiSession(
  request: APIRequestContext,
): Promise<{ headers: Record<string, string>; userId: string }> {
  const res = await request.post('/api/auth/signin/assistant', {
    data: { username: DEMO.email, password: DEMO.password },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { access_token: string; userId: string };
  return { headers: { authorization: `Bearer ${body.access_token}` }, userId: body.userId };
}

async function serverState(
  request: APIRequestContext,
  s: { headers: Record<string, string>; userId: string },
) {
  const grid = await request.get(`/api/assistants/${s.userId}/availability`, { headers: s.headers });
  const leaves = await request.get(`/api/assistants/${s.userId}/leaves`, { headers: s.headers });
  expect(grid.ok() && leaves.ok()).toBe(true);
  return {
    cells: ((await grid.json()) as { cells: Cell[] }).cells,
    leaves: (await leaves.json()) as Leave[],
  };
}

test('offline taps and a new absence wait in the outbox, survive a reload and reach the server once', async ({
  page,
  context,
  request,
}) => {
  const api = await apiSession(request);
  const before = await serverState(request, api);
  // three cells spread over the week: Monday morning, Wednesday afternoon, Saturday morning
  const picked = [before.cells[0], before.cells[5], before.cells[10]].filter(
    (c): c is Cell => c !== undefined,
  );
  expect(picked).toHaveLength(3);
  const label = `Formation hors ligne ${Date.now()}`;
  // a free range (the server refuses overlapping absences), at least 60 days ahead
  let offset = 60;
  while (before.leaves.some((l) => l.startDate <= parisDate(offset + 2) && parisDate(offset) <= l.endDate))
    offset += 3;
  const start = parisDate(offset);
  const end = parisDate(offset + 2);

  await signIn(page);
  await waitForServiceWorker(page);
  // in-app navigation (a full load right after the worker's reload would race the session refresh)
  await page
    .getByRole('navigation', { name: /navigation principale/i })
    .getByRole('link', { name: 'Disponibilités' })
    .click();
  for (const c of picked) await expect(cellButton(page, c, c.value, false)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mes absences' })).toBeVisible();

  await goOffline(context);
  for (const c of picked) {
    await cellButton(page, c, c.value, false).click();
    await expect(cellButton(page, c, !c.value, true)).toHaveAttribute('aria-pressed', String(!c.value));
  }

  await page.getByRole('link', { name: 'Ajouter une absence' }).click();
  await expect(page).toHaveURL(/\/absence\/create$/);
  await page.getByLabel('Date de début').fill(start);
  await page.getByLabel('Date de fin').fill(end);
  await page.getByLabel('Intitulé').fill(label);
  await page.getByLabel('Commentaire (facultatif)').fill('Saisie sans réseau');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/availability$/);
  const item = page.getByRole('listitem').filter({ hasText: label });
  await expect(item).toBeVisible();
  await expect(item.getByText('En attente de connexion')).toBeVisible();

  // reload with no network at all (page and service worker): everything is still there, once the
  // app has written its copy of the screens' data (it saves shortly after each change)
  await expect.poll(() => savedQueryKeys(page)).toEqual(expect.arrayContaining(['availability', 'leaves']));
  await page.reload();
  for (const c of picked) await expect(cellButton(page, c, !c.value, true)).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: label }).getByText('En attente de connexion'),
  ).toBeVisible();

  // the pending-actions screen lists the four, named from their queued values
  await page.getByRole('status').getByRole('link', { name: 'Actions en attente' }).click();
  await expect(page).toHaveURL(/\/pending-actions$/);
  await expect(page.getByText(new RegExp(`Nouvelle absence « ${label} »`))).toBeVisible();
  for (const c of picked) {
    await expect(
      page.getByText(`${DAYS[c.numDay]} ${PARTS[c.part]} : ${c.value ? 'indisponible' : 'disponible'}`),
    ).toBeVisible();
  }

  // back online: the outbox replays and empties
  await goOnline(context);
  await expect(page.getByText('Aucune action en attente.')).toBeVisible({ timeout: 30_000 });
  await page
    .getByRole('navigation', { name: /navigation principale/i })
    .getByRole('link', { name: 'Disponibilités' })
    .click();
  for (const c of picked) await expect(cellButton(page, c, !c.value, false)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: label })).toBeVisible();
  await expect(page.getByText('En attente de connexion')).toHaveCount(0);

  const after = await serverState(request, api);
  const changed = new Set(picked.map((c) => `${c.numDay}:${c.part}`));
  for (const c of after.cells) {
    const old = before.cells.find((b) => b.numDay === c.numDay && b.part === c.part);
    expect(c.value, `${c.numDay} ${c.part}`).toBe(
      changed.has(`${c.numDay}:${c.part}`) ? !old?.value : old?.value,
    );
  }
  const created = after.leaves.filter((l) => l.label === label);
  expect(created).toHaveLength(1);
  expect(created[0]).toMatchObject({ startDate: start, endDate: end, comment: 'Saisie sans réseau' });
  expect(after.leaves).toHaveLength(before.leaves.length + 1);
});
