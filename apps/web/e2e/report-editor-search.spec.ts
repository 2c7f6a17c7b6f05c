// Journey at phone size, on its own server: the demo assistant opens the report of a visit whose
// client she has reported for before. The task groups of those earlier reports come first, the
// others are folded; a search finds a task of a folded group by part of its name, with or without
// accents; she fills it, the sticky bar keeps the running total and the send button on screen while
// she scrolls, and the report is sent with that task.
import { expect, type Page } from '@playwright/test';
import { signIn, waitForServiceWorker } from './helpers/app';
import { goOffline, goOnline } from './helpers/offline';
import { apiSession, groupsReportedFor, reportOf, visitAwaitingReport } from './helpers/reports';
import { savedQueries } from './helpers/saved-cache';
import { test } from './helpers/test';

// its own server: the shared one may have had its visits awaiting a report sent by other journeys

const TASK = 'Organisation de réunions';
const GROUP = 'Agenda';

const groupSummaries = (page: Page, list: 'first' | 'others') =>
  page.locator(`[data-task-groups="${list}"] details > summary`).allInnerTexts();

/** Whether the saved query cache (IndexedDB) holds the used task groups of a client. */
const usedGroupsSaved = async (page: Page, clientId: string): Promise<boolean> =>
  (await savedQueries(page)).some(
    (q) => q.queryKey[0] === 'usedTaskGroups' && q.queryKey[2] === clientId && Array.isArray(q.state.data),
  );

test('report editor search and used-first groups', async ({ page, context, request }) => {
  const api = await apiSession(request);
  const visit = await visitAwaitingReport(request, api);
  const used = await groupsReportedFor(request, api, visit.clientId);
  // the demo seed holds earlier reports for the client of the visit awaiting its report
  expect(used.length).toBeGreaterThan(0);

  await signIn(page);
  await waitForServiceWorker(page);
  await page.goto(`/visit/report/edit/${visit.id}`);
  await expect(page.getByRole('heading', { name: 'Prestations' })).toBeVisible();

  // the groups of her earlier reports for this client first, the others folded
  await expect(page.locator('[data-task-groups="first"]')).toBeVisible();
  expect((await groupSummaries(page, 'first')).sort()).toEqual([...used].sort());
  const others = page.locator('details[data-task-groups="others"]');
  await expect(others).not.toHaveAttribute('open');
  await expect(others.locator('> summary')).toHaveText(`Autres groupes de tâches (${29 - used.length})`);

  // read offline like the other reads: after a reload with no network, the same groups come first
  await expect.poll(() => usedGroupsSaved(page, visit.clientId)).toBe(true);
  await goOffline(context);
  await page.reload();
  await expect(page.locator('[data-task-groups="first"]')).toBeVisible();
  expect((await groupSummaries(page, 'first')).sort()).toEqual([...used].sort());
  await goOnline(context);

  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  // 2,660 px before the used-first groups, at 390 x 844 (the report's amounts below the totals add
  // about 180 px: 2,426 with them)
  expect(height).toBeLessThan(2550);

  // search by part of the name, without then with accents and in capitals
  const search = page.getByLabel('Rechercher une tâche');
  await search.fill('reunion');
  const results = page.getByRole('list', { name: 'Tâches trouvées' });
  await expect(results.getByText(TASK, { exact: true })).toBeVisible();
  await expect(results.getByText(GROUP, { exact: true })).toBeVisible();
  await search.fill('RÉUNIONS');
  await expect(results.getByText(TASK, { exact: true })).toBeVisible();
  await search.fill('zzzz');
  await expect(page.getByText('Aucune tâche ne correspond à « zzzz ». Essayez un autre mot.')).toBeVisible();
  await search.fill('réunion');
  await page.screenshot({ path: test.info().outputPath('report-editor-search.png') });
  await page.getByLabel(`Heures : ${TASK}`, { exact: true }).fill('3');
  await page.getByLabel(`Minutes : ${TASK}`, { exact: true }).fill('15');

  // the filled task stays when the search is cleared: its group is now among the first, open
  await search.fill('');
  await expect(
    page.locator('[data-task-groups="first"] details[open] > summary', { hasText: GROUP }),
  ).toBeVisible();
  await expect(page.getByLabel(`Heures : ${TASK}`, { exact: true })).toHaveValue('3');

  // the bar with the running total and the send button stays on screen while she scrolls
  const footer = page.getByRole('group', { name: 'Total en cours et envoi du rapport' });
  const send = footer.getByRole('button', { name: 'Envoyer le rapport' });
  await expect(footer.locator('[data-footer-total="total"]')).toHaveText('3h15');
  for (const field of ['Rechercher une tâche', 'Kilomètres', 'Commentaire public']) {
    await page.getByLabel(field, { exact: true }).scrollIntoViewIfNeeded();
    await expect(send).toBeInViewport({ ratio: 1 });
  }
  await page.getByLabel('Rechercher une tâche').scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Totaux' })).not.toBeInViewport();
  await expect(send).toBeInViewport({ ratio: 1 });
  // the bar sits above the bottom navigation, not under it
  const nav = await page.getByRole('navigation', { name: /navigation principale/i }).boundingBox();
  const bar = await footer.boundingBox();
  expect(nav && bar && bar.y + bar.height <= nav.y + 1).toBe(true);
  await page.screenshot({ path: test.info().outputPath('report-editor-sticky.png') });

  await send.click();
  await expect(page).toHaveURL(new RegExp(`/visit/report/view/${visit.id}$`));
  await expect(page.getByText('En attente de validation')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await reportOf(request, api, visit.id)).realDuration).toBe(195);
});
