// Journeys (issue 29): the console's team at 1280x800. The finance member (no admin) has no team entry,
// the address shows a notice and the API refuses her (403); the admin gives her the operations
// permission (she then opens the reports queue) and takes it back; the admin's own admin box is
// disabled with its reason. axe clean.
import { expect, test } from './helpers/test';
import { axeViolations, overflow } from './helpers/axe';
import { apiSession } from './helpers/reports';
import { ADMIN_STAFF, consoleNav, FINANCE_STAFF, signInStaff } from './helpers/staff';

// bypassCSP: axe-core is injected as a script (the app's CSP refuses any other)
test.use({ viewport: { width: 1280, height: 800 }, bypassCSP: true });

const SHOTS = process.env.RELAIS_E2E_SHOTS;

test('a member without admin cannot open /staff/team, and the API refuses her', async ({ page, request }) => {
  await signInStaff(page, 'fr', FINANCE_STAFF);
  await expect(consoleNav(page).getByRole('link', { name: 'Factures' })).toBeVisible();
  await expect(consoleNav(page).getByRole('link', { name: 'Équipe et permissions' })).toHaveCount(0);
  await expect(consoleNav(page).getByRole('link', { name: 'Journal d’audit' })).toHaveCount(0);
  await page.goto('/staff/team');
  await expect(
    page.getByText('L’équipe et ses permissions demandent la permission administration.'),
  ).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  const finance = await apiSession(request, FINANCE_STAFF);
  expect((await request.get('/api/staff/team', { headers: finance.headers })).status()).toBe(403);
  const put = await request.put(`/api/staff/team/${finance.userId}/permissions`, {
    headers: { ...finance.headers, 'idempotency-key': crypto.randomUUID() },
    data: { permissions: ['finance', 'admin'] },
  });
  expect(put.status()).toBe(403);
  expect((await request.get('/api/staff/audit', { headers: finance.headers })).status()).toBe(403);
});

test('the admin gives the finance member operations, then takes it back', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInStaff(page, 'fr', ADMIN_STAFF);
  await consoleNav(page).getByRole('link', { name: 'Équipe et permissions' }).click();
  await expect(page).toHaveURL(/\/staff\/team$/);
  // her own admin box: disabled, with the reason
  const ownAdmin = page.getByRole('checkbox', { name: /^administration – Support/ });
  await expect(ownAdmin).toBeDisabled();
  await expect(ownAdmin).toHaveAccessibleDescription(
    'Vous ne pouvez pas retirer votre propre permission d’administration.',
  );
  const operations = page.getByRole('checkbox', { name: 'opérations – Julie Marchand' });
  await expect(page.getByRole('checkbox', { name: 'finance – Julie Marchand' })).toBeChecked();
  await expect(operations).not.toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/team.png`, fullPage: true });

  await operations.check();
  await page.getByRole('button', { name: 'Enregistrer Permissions de Julie Marchand' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Permissions de Julie Marchand enregistrées' }),
  ).toBeVisible();

  // she, signed in elsewhere, now has the reports queue
  const hers = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const her = await hers.newPage();
  await signInStaff(her, 'fr', FINANCE_STAFF);
  await consoleNav(her).getByRole('link', { name: 'Comptes rendus' }).click();
  await expect(her).toHaveURL(/\/staff\/reports$/);

  await page.reload();
  await expect(operations).toBeChecked();
  await operations.uncheck();
  await page.getByRole('button', { name: 'Enregistrer Permissions de Julie Marchand' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Permissions de Julie Marchand enregistrées' }),
  ).toBeVisible();
  await her.reload();
  await expect(consoleNav(her).getByRole('link', { name: 'Factures' })).toBeVisible();
  await expect(consoleNav(her).getByRole('link', { name: 'Comptes rendus' })).toHaveCount(0);
  await hers.close();

  // both changes are in the trail, with before and after
  await page.goto('/staff/audit?action=staff_permissions_changed');
  const rows = page.getByRole('row').filter({ hasText: 'a changé les permissions' });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Julie Marchand (équipe)');
  await expect(rows.first()).toContainText('avant: opérations, finance · après: finance');
});

test.describe('at 768 x 1024', () => {
  test.use({ viewport: { width: 768, height: 1024 } });
  test('the team and the trail stay usable: no page scrolling sideways, axe clean', async ({ page }) => {
    await signInStaff(page, 'fr', ADMIN_STAFF);
    for (const path of ['/staff/team', '/staff/audit', '/staff/feedback']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Chargement…' })).toHaveCount(0);
      expect(await overflow(page), path).toBeNull();
      expect(await axeViolations(page), path).toEqual([]);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/768${path.replaceAll('/', '-')}.png`, fullPage: true });
    }
    await page.goto('/staff/team');
    await expect(page.getByRole('checkbox', { name: 'opérations – Julie Marchand' })).toBeVisible();
  });
});
