// Journey (issue 5, "Done when" 1): the demo assistant sees the month's KPIs on home as the API
// computes them, the warnings that apply and the gauge; the next intervention's link and
// /home/{eventId} land on that intervention, highlighted.
import { expect, test } from './helpers/test';
import { signIn } from './helpers/app';
import { dashboardOf, durationText, figure, moneyText } from './helpers/dashboard';
import { apiSession } from './helpers/reports';

test("home shows the month's KPIs of GET /api/dashboard, and /home/{eventId} lands on that event", async ({
  page,
  request,
}) => {
  const api = await apiSession(request);
  await signIn(page);
  const answer = await dashboardOf(request, api);
  const kpi = answer.kpi;
  if (!kpi) throw new Error('no KPI');

  await expect(page.getByRole('heading', { name: 'Votre mois' })).toBeVisible();
  await expect(figure(page, 'Heures réalisées')).toHaveText(durationText(kpi.minutesDone));
  await expect(figure(page, "Chiffre d'affaires à date")).toHaveText(moneyText(kpi.revenue));
  await expect(figure(page, 'Comptes rendus à rédiger')).toHaveText(String(kpi.reportsToWrite));
  await expect(figure(page, 'Comptes rendus en attente de validation')).toHaveText(
    String(kpi.reportsAwaitingValidation),
  );

  // the warnings the server says apply
  const w = answer.warnings;
  await expect(page.getByRole('link', { name: 'Mettre à jour mon planning' })).toHaveCount(
    w.planningUpdateDue ? 1 : 0,
  );
  await expect(page.getByText('Assurance professionnelle', { exact: true })).toHaveCount(
    w.insurance === 'ok' ? 0 : 1,
  );
  await expect(page.getByText('Vos expertises', { exact: true })).toHaveCount(w.expertiseToUpdate ? 1 : 0);
  await expect(page.getByRole('link', { name: "Ouvrir l'Académie" })).toHaveCount(
    w.academy === 'none' ? 0 : 1,
  );
  // the gauge
  await expect(
    page.getByRole('img', { name: `Profil complété à ${answer.completion.total} %` }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('h7-home-top.png') });
  await page.getByRole('heading', { name: 'Complétez votre profil' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('h7-home-gauge.png') });

  // the next intervention: its link goes to /home/{id} and brings its row into view, focused
  const next = kpi.nextIntervention;
  if (!next) throw new Error('the demo has no next intervention');
  const link = page.locator(`a[href="/home/${next.id}"]`);
  await expect(link).toContainText(next.clientName);
  await link.click();
  const row = page.locator(`[data-event-id="${next.id}"]`);
  await expect(row).toBeFocused();
  await expect(row).toBeInViewport();

  // a direct visit of /home/{eventId}: lands on home with that event focused and highlighted
  await page.goto(`/home/${next.id}`);
  await expect(page).toHaveURL(/\/home$/);
  await expect(row).toBeFocused();
  await expect(row).toBeInViewport();
  await expect(row).toHaveCSS('background-color', 'rgb(227, 241, 232)');
  await page.screenshot({ path: test.info().outputPath('h7-home-event.png') });
});
