// Journey (issue 5, "Done when" 1): the demo assistant opens a mission from the list and from the
// side drawer and sees the client's page; searches the history.
import { expect, test } from './helpers/test';
import { signIn } from './helpers/app';
import { clientLabel, getJson, mainNav, type ClientAnswer, type LogAnswer } from './helpers/dashboard';
import { lastDayOf } from './helpers/invoices';
import { apiSession } from './helpers/reports';

test('a mission from the list and from the drawer, then a history search', async ({ page, request }) => {
  const api = await apiSession(request);
  const main = await getJson<ClientAnswer[]>(
    request,
    api,
    `/assistants/${api.userId}/clients?clientsToRetrieve=NEWANDACTIVE`,
  );
  const others = await getJson<ClientAnswer[]>(
    request,
    api,
    `/assistants/${api.userId}/clients?clientsToRetrieve=INDIRECT`,
  );
  expect(main.length).toBeGreaterThan(0);

  await signIn(page);
  await mainNav(page).getByRole('link', { name: 'Activité' }).click();
  await expect(page).toHaveURL(/\/activity\/missions$/);
  const mainList = page.getByRole('region', { name: 'Vos clients' });
  for (const c of main)
    await expect(mainList.locator(`a[href="/activity/missions/${c.id}"]`)).toContainText(clientLabel(c));
  const otherList = page.getByRole('region', { name: 'Autres clients' });
  await expect(otherList.getByRole('link')).toHaveCount(others.length);
  await page.screenshot({ path: test.info().outputPath('h7-missions.png'), fullPage: true });

  // from the list
  const first = main[0] as ClientAnswer;
  await mainList.locator(`a[href="/activity/missions/${first.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/activity/missions/${first.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: clientLabel(first) })).toBeVisible();
  for (const section of ['Interventions', 'Vos tarifs', 'Devis', 'Notes']) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Chargement…')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('h7-mission.png'), fullPage: true });

  // from the drawer (active clients with a phone)
  await page.getByRole('button', { name: 'Aide et contact' }).click();
  const drawerLink = page.getByRole('link', { name: /^Mission chez / }).last();
  const href = await drawerLink.getAttribute('href');
  const id = href?.split('/').pop() ?? '';
  const target = main.find((c) => c.id === id);
  if (!target) throw new Error(`drawer link ${href} is not a main client`);
  await drawerLink.click();
  await expect(page).toHaveURL(new RegExp(`/activity/missions/${id}$`));
  await expect(page.getByRole('heading', { level: 2, name: clientLabel(target) })).toBeVisible();

  // history: the lines, then a search kept in the URL, matching the API's answer
  await mainNav(page).getByRole('link', { name: 'Historique' }).click();
  await expect(page).toHaveURL(/\/history$/);
  const all = await getJson<LogAnswer>(request, api, `/assistants/${api.userId}/logs?size=20`);
  expect(all.content.length).toBeGreaterThan(0);
  const list = page.getByRole('list', { name: 'Activité' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('h7-history.png'), fullPage: true });
  // a word the user typed (a line's label holds only her own words; some lines have none)
  const word =
    all.content
      .map((line) => (line.label ?? '').split(/\s+/).find((w) => /^[\p{L}]{5,}$/u.test(w)))
      .find((w) => w !== undefined) ?? '';
  expect(word).not.toBe('');
  const found = await getJson<LogAnswer>(
    request,
    api,
    `/assistants/${api.userId}/logs?size=100&search=${encodeURIComponent(word)}`,
  );
  await page.getByLabel('Rechercher').fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
  await expect(list.getByRole('listitem')).toHaveCount(Math.min(found.totalElements, 20));
  for (const line of await list.getByRole('listitem').all())
    await expect(line).toContainText(new RegExp(word, 'i'));
  // the sort toggles, the search stays
  await page.getByRole('button', { name: /afficher les plus anciens d'abord/ }).click();
  await expect(page).toHaveURL(/sort=asc/);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
  await page.screenshot({ path: test.info().outputPath('h7-history-search.png'), fullPage: true });
});

type EventAnswer = {
  id: string;
  clientId: string;
  remote: boolean;
  status: string;
  reportStatus: string | null;
};

/** This month and the next in Paris, as the mission page lists them. */
const missionRange = (): { start: string; end: string } => {
  const [y, m] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { start: `${y}-${String(m).padStart(2, '0')}-01`, end: lastDayOf(next) };
};

test("a mission's interventions open as on home: a submitted one's report, a scheduled visit's form", async ({
  page,
  request,
}) => {
  const api = await apiSession(request);
  const { start, end } = missionRange();
  const events = await getJson<EventAnswer[]>(
    request,
    api,
    `/assistants/${api.userId}/events?start=${start}&end=${end}`,
  );
  const locked = events.find((e) => e.status === 'CLOSED' || e.status === 'TERMINATED');
  if (!locked) throw new Error('the seed has no submitted intervention this month');
  const scheduled = events.find(
    (e) => e.clientId === locked.clientId && e.status === 'SCHEDULED' && !e.remote,
  );
  if (!scheduled) throw new Error('the seed has no scheduled visit with that client');

  await signIn(page);
  await page.goto(`/activity/missions/${locked.clientId}`);
  const list = page.getByRole('region', { name: 'Interventions' });
  const reportPath = locked.remote ? `/remote/view/${locked.id}` : `/visit/report/view/${locked.id}`;
  await expect(list.locator(`[data-event-id="${locked.id}"] a`)).toHaveAttribute('href', reportPath);
  await expect(list.locator(`[data-event-id="${locked.id}"] a`)).toContainText('Voir le rapport');
  await page.screenshot({ path: test.info().outputPath('mission-interventions.png'), fullPage: true });
  await list.locator(`[data-event-id="${locked.id}"] a`).click();
  await expect(page).toHaveURL(new RegExp(`${reportPath}$`));
  await expect(
    page
      .getByRole('banner')
      .getByRole('heading', { name: locked.remote ? 'Rapport de télétravail' : 'Rapport de visite' }),
  ).toBeVisible();

  await page.goBack();
  await list.locator(`[data-event-id="${scheduled.id}"] a`).click();
  await expect(page).toHaveURL(new RegExp(`/visit/edit/${scheduled.id}$`));
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Modifier la visite' })).toBeVisible();
});
