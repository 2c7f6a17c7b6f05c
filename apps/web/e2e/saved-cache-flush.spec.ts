// Journey (issue 16, the saved query cache): a change made a moment before a reload is in the copy
// the app keeps for offline starts. The copy used to be written a second after a change, or when the
// page was left (a write started then does not always finish, a killed app never starts it): a tap
// acknowledged then a reload at once offline could come back without it. Now it is saved in the next
// task, with no page hidden or left. On a server of its own (it changes the grid).
import { expect, type Page } from '@playwright/test';
import { signIn, waitForServiceWorker } from './helpers/app';
import { goOffline, goOnline } from './helpers/offline';
import { test } from './helpers/test';
import { apiSession } from './helpers/reports';
import { savedQueries } from './helpers/saved-cache';

type Cell = { numDay: number; part: 'MORNING' | 'AFTERNOON'; value: boolean };
const DAYS = ['', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
const PARTS = { MORNING: 'matin', AFTERNOON: 'après-midi' } as const;

const cellButton = (page: Page, c: Cell, value: boolean, pending: boolean) =>
  page.getByRole('button', {
    name: `${DAYS[c.numDay]} ${PARTS[c.part]}, ${value ? 'disponible' : 'indisponible'}${pending ? ', en attente de connexion' : ''}`,
    exact: true,
  });

/** The cell's value in the app's saved copy of the availability grid (undefined before it is saved). */
const savedValue = async (page: Page, c: Cell): Promise<boolean | undefined> => {
  const grid = (await savedQueries(page)).find((q) => q.queryKey[0] === 'availability');
  const cells = (grid?.state.data as { cells?: Cell[] } | undefined)?.cells;
  return cells?.find((x) => x.numDay === c.numDay && x.part === c.part)?.value;
};

test('a tap is saved at once, and there after a reload offline right after the server acknowledged it', async ({
  page,
  context,
  request,
}) => {
  const api = await apiSession(request);
  const grid = await request.get(`/api/assistants/${api.userId}/availability`, { headers: api.headers });
  expect(grid.ok()).toBe(true);
  const cell = ((await grid.json()) as { cells: Cell[] }).cells[3];
  if (!cell) throw new Error('the demo grid has no fourth cell');

  await signIn(page);
  await waitForServiceWorker(page);
  await page
    .getByRole('navigation', { name: /navigation principale/i })
    .getByRole('link', { name: 'Disponibilités' })
    .click();
  await expect(cellButton(page, cell, cell.value, false)).toBeVisible();
  await expect.poll(() => savedValue(page, cell)).toBe(cell.value);

  await cellButton(page, cell, cell.value, false).click();
  // saved with no page hidden or left (how soon is the unit tests' matter, on a fake clock:
  // offline/query-persist.test.ts; a timed assertion here would only measure the machine's load)
  await expect.poll(() => savedValue(page, cell), { intervals: [25] }).toBe(!cell.value);
  // the server acknowledged it (nothing waits in the outbox that could show it again)
  await expect(cellButton(page, cell, !cell.value, false)).toBeVisible();

  // reloaded at once with no network at all (page and service worker)
  await goOffline(context);
  await page.reload();
  await expect(cellButton(page, cell, !cell.value, false)).toBeVisible();
  await goOnline(context);
});
