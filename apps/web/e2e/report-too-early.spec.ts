// Journey: the report of a visit that has not started yet (opened by its address) says it is too
// early, with the visit's start and a way home, instead of claiming the report was already sent.
import { expect, test } from './helpers/test';
import { signIn } from './helpers/app';
import { apiSession } from './helpers/reports';

const parisDate = (days: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test('the report of a future visit is too early, not already sent', async ({ page, request }) => {
  const api = await apiSession(request);
  const res = await request.get(
    `/api/assistants/${api.userId}/events?start=${parisDate(1)}&end=${parisDate(45)}`,
    { headers: api.headers },
  );
  expect(res.ok()).toBe(true);
  const events = (await res.json()) as { id: string; remote: boolean; status: string; startDate: string }[];
  const visit = events.find(
    (e) => !e.remote && e.status === 'SCHEDULED' && Date.parse(e.startDate) > Date.now(),
  );
  if (!visit) throw new Error('the seed plans visits in the coming weeks');

  await signIn(page);
  await page.goto(`/visit/report/edit/${visit.id}`);
  await expect(
    page.getByText(
      /^Trop tôt pour le rapport : il pourra être rédigé une fois l’intervention commencée, le /,
    ),
  ).toBeVisible();
  await expect(page.getByText(/déjà été envoyé/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
