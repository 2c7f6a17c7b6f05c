// Journey: an absence queued offline is refused by the server when the network returns (another
// device declared an overlapping one meanwhile); it is parked with the server's message, opened
// from the pending-actions screen with its queued values, corrected and resent, and lands once.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './helpers/test';
import { DEMO, openAccountMenu, signIn, waitForServiceWorker } from './helpers/app';
import { goOffline, goOnline } from './helpers/offline';

type Leave = { id: string; startDate: string; endDate: string; label: string };
type Api = { headers: Record<string, string>; userId: string };

const parisDate = (days: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** The first offset from `from` whose 3-day range touches none of `leaves`. */
const freeOffset = (leaves: readonly Leave[], from: number): number => {
  let offset = from;
  while (leaves.some((l) => l.startDate <= parisDate(offset + 2) && parisDate(offset) <= l.endDate))
    offset += 3;
  return offset;
};

async function apiSession(request: APIRequestContext): Promise<Api> {
  const res = await request.post('/api/auth/signin/assistant', {
    data: { username: DEMO.email, password: DEMO.password },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { access_token: string; userId: string };
  return { headers: { authorization: `Bearer ${body.access_token}` }, userId: body.userId };
}

const listLeaves = async (request: APIRequestContext, api: Api): Promise<Leave[]> => {
  const res = await request.get(`/api/assistants/${api.userId}/leaves`, { headers: api.headers });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Leave[];
};

test('a refused absence is parked, edited from the pending-actions screen and resent', async ({
  page,
  context,
  request,
}) => {
  const api = await apiSession(request);
  const before = await listLeaves(request, api);
  const offset = freeOffset(before, 150);
  const label = `Congrès ${Date.now()}`;
  const other = `Autre appareil ${Date.now()}`;

  await signIn(page);
  await waitForServiceWorker(page);
  // in-app navigation (a full load right after the worker's reload would race the session refresh)
  await page
    .getByRole('navigation', { name: /navigation principale/i })
    .getByRole('link', { name: 'Disponibilités' })
    .click();
  await expect(page.getByRole('heading', { name: 'Mes absences' })).toBeVisible();

  await goOffline(context);
  await page.getByRole('link', { name: 'Ajouter une absence' }).click();
  await page.getByLabel('Date de début').fill(parisDate(offset));
  await page.getByLabel('Date de fin').fill(parisDate(offset + 2));
  await page.getByLabel('Intitulé').fill(label);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/availability$/);
  await expect(
    page.getByRole('listitem').filter({ hasText: label }).getByText('En attente de connexion'),
  ).toBeVisible();

  // meanwhile, another device declares an absence on the same days
  const created = await request.post(`/api/assistants/${api.userId}/leaves`, {
    headers: { ...api.headers, 'idempotency-key': crypto.randomUUID() },
    data: { startDate: parisDate(offset + 1), endDate: parisDate(offset + 1), label: other },
  });
  expect(created.ok()).toBe(true);

  await goOnline(context);
  const item = page.getByRole('listitem').filter({ hasText: label });
  await expect(item.getByText('À revoir')).toBeVisible({ timeout: 30_000 });
  // the list read again on reconnection knows the other device's absence
  await expect(page.getByRole('listitem').filter({ hasText: other })).toBeVisible();

  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Actions en attente' }).click();
  await expect(page).toHaveURL(/\/pending-actions$/);
  const parked = page.getByRole('listitem').filter({ hasText: label });
  await expect(parked.getByText('À revoir')).toBeVisible();
  await expect(parked.getByRole('alert')).toBeVisible();
  await parked
    .getByRole('button', { name: 'Modifier' })
    .or(parked.getByRole('link', { name: 'Modifier' }))
    .click();

  await expect(page).toHaveURL(/\/absence\/edit\/pending-[^?]+\?action=/);
  await expect(page.getByLabel('Intitulé')).toHaveValue(label);
  await expect(page.getByLabel('Date de début')).toHaveValue(parisDate(offset));
  await expect(page.getByRole('alert').first()).toBeVisible();
  // still overlapping: the form says so before sending
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(`Cette absence chevauche une autre absence (${other})`)).toBeVisible();

  const moved = freeOffset(
    [...before, { id: 'x', startDate: parisDate(offset), endDate: parisDate(offset + 2), label: other }],
    offset + 3,
  );
  await page.getByLabel('Date de début').fill(parisDate(moved));
  await page.getByLabel('Date de fin').fill(parisDate(moved + 2));
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).not.toHaveURL(/\/absence\//);

  await expect(page).toHaveURL(/\/pending-actions$/);
  await expect(page.getByText('Aucune action en attente.')).toBeVisible({ timeout: 30_000 });
  const after = await listLeaves(request, api);
  const mine = after.filter((l) => l.label === label);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ startDate: parisDate(moved), endDate: parisDate(moved + 2) });
  expect(after.filter((l) => l.label === other)).toHaveLength(1);
  expect(after).toHaveLength(before.length + 2);
});
