// Journey at phone size: from /home the demo assistant creates a visit for tomorrow 9:00 for a demo
// client, sees it listed on /home under tomorrow with its status, and the server holds exactly one.
import { expect, test } from './helpers/test';
import { DEMO, signIn } from './helpers/app';

const ZONE = 'Europe/Paris';
const parisDate = (days: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + days * 86_400_000));
const parisDayHeading = (days: number): string =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: ZONE, weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
const parisTime = (iso: string): string =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

test.use({ viewport: { width: 390, height: 844 } });

test('a visit created for tomorrow 9:00 is listed on /home and stored once', async ({ page, request }) => {
  const label = `Classement ${Date.now()}`;
  const tomorrow = parisDate(1);
  await signIn(page);

  const section = page.getByRole('region', { name: 'Mes interventions' });
  await expect(section).toBeVisible();
  await section.getByRole('link', { name: 'Nouvelle visite' }).click();
  await expect(page).toHaveURL(/\/visit\/create$/);

  await page.getByLabel('Client', { exact: true }).selectOption({ label: 'Cabinet Girard' });
  await page.getByLabel('Date', { exact: true }).fill(tomorrow);
  await page.getByLabel('Heure de début').fill('09:00');
  await expect(page.getByLabel('Heures')).toHaveValue('3');
  await page.getByLabel('Libellé').fill(label);
  await page.getByLabel('Notes (facultatif)').fill('Dossiers du trimestre');
  await page.screenshot({ path: test.info().outputPath('visit-form.png'), fullPage: true });
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page).toHaveURL(/\/home$/);
  const day = page.getByRole('region', { name: new RegExp(`^${parisDayHeading(1)}$`, 'i') });
  const row = day.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('09:00')).toBeVisible();
  await expect(row.getByText('3h')).toBeVisible();
  await expect(row.getByText('Cabinet Girard')).toBeVisible();
  // sent and acknowledged: no longer awaiting the connection, a planned visit to edit
  await expect(row.getByText('Planifiée')).toBeVisible();
  await expect(row.getByRole('link', { name: `Modifier – ${label}` })).toHaveAttribute(
    'href',
    /^\/visit\/edit\/(?!pending-)/,
  );
  await page.getByRole('region', { name: 'Mes interventions' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('visit-home.png') });
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('visit-home-row.png') });

  // the server holds exactly one such visit
  const signin = await request.post('/api/auth/signin/assistant', {
    data: { username: DEMO.email, password: DEMO.password },
  });
  expect(signin.ok()).toBe(true);
  const { access_token: token, userId } = (await signin.json()) as { access_token: string; userId: string };
  const list = await request.get(`/api/assistants/${userId}/events?start=${tomorrow}&end=${tomorrow}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(list.ok()).toBe(true);
  const events = (await list.json()) as {
    label: string;
    startDate: string;
    duration: number;
    remote: boolean;
    clientName: string;
  }[];
  const mine = events.filter((e) => e.label === label);
  expect(mine).toHaveLength(1);
  expect(parisTime(mine[0]?.startDate ?? '')).toBe('09:00');
  expect(mine[0]).toMatchObject({ duration: 180, remote: false, clientName: 'Cabinet Girard' });

  // its edit link opens the form with the stored values
  await row.getByRole('link', { name: `Modifier – ${label}` }).click();
  await expect(page.getByLabel('Libellé')).toHaveValue(label);
  await expect(page.getByLabel('Heure de début')).toHaveValue('09:00');
  await page.getByRole('button', { name: 'Supprimer cette visite' }).click();
  // tomorrow is under 48 h: she can no longer delete it, she asks the provider to cancel it
  await expect(page.getByRole('dialog', { name: 'Demander l’annulation' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('visit-delete.png') });
});
