// Journey (issue 17, helpdesk): staff create a one-time helpdesk link for the demo assistant through
// the API; the browser, signed in as another assistant, opens it: that session is ended, support is
// signed in as the demo assistant, the 'Support' banner shows on every screen, the controls only the
// assistant may use are replaced by a notice, and a change of availability is recorded as made by
// support (history through the API and on the history screen). The link then no longer works.
import { expect, test } from './helpers/test';
import { DEMO, signIn } from './helpers/app';
import { apiSession } from './helpers/reports';

test.use({ locale: 'en-GB' });

const OTHER = { email: 'other@relais.test', password: 'relais-demo' } as const;
const STAFF = { email: 'support@relais-provider.test', password: 'relais-demo' } as const;

test('a helpdesk link signs support in as the assistant; its write shows as made by support', async ({
  page,
  request,
}) => {
  const staff = await apiSession(request, STAFF);
  const demo = await apiSession(request, DEMO);
  const created = await request.post(`/api/staff/assistants/${demo.userId}/helpdesk-link`, {
    headers: { ...staff.headers, 'idempotency-key': crypto.randomUUID() },
  });
  expect(created.ok()).toBe(true);
  const { url } = (await created.json()) as { url: string };
  const link = new URL(url);
  const path = `${link.pathname}${link.search}`;

  // someone else is signed in on this browser: the link signs her out first
  await signIn(page, 'en', OTHER);
  await page.goto(path);
  await expect(page).toHaveURL(/\/home$/);
  const banner = page.getByTestId('support-banner');
  await expect(banner).toContainText('Support session');
  await expect(page.getByRole('status').filter({ hasText: 'Support session' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('helpdesk-home.png'), fullPage: true });

  // the account screen: the login email change, the password change and the deletion are not offered
  await page.goto('/user/account');
  await expect(banner).toBeVisible();
  await expect(page.getByText('You sign in with')).toContainText(DEMO.email);
  await expect(page.getByText('Not available in a support session').first()).toBeVisible();
  await expect(page.getByLabel('New sign-in email')).toHaveCount(0);
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /delete my account/i })).toHaveCount(0);

  // one write: a half-day of availability
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Availability' })
    .click();
  await expect(page).toHaveURL(/\/availability$/);
  await expect(banner).toBeVisible();
  const cell = page.getByRole('button', { name: /^Sunday morning, (available|unavailable)$/ });
  const now = (await cell.getAttribute('aria-pressed')) !== 'true';
  await cell.click();
  await expect(cell).toHaveAttribute('aria-pressed', String(now));
  await page.screenshot({ path: test.info().outputPath('helpdesk-availability.png'), fullPage: true });

  // the API: the newest availability line of the demo's history is marked as made by support
  await expect
    .poll(async () => {
      const logs = await request.get(`/api/assistants/${demo.userId}/logs?sort=desc`, {
        headers: demo.headers,
      });
      const { content } = (await logs.json()) as {
        content: { objectType: string; bySupport?: boolean; details: { numDay?: number } | null }[];
      };
      const line = content.find((l) => l.objectType === 'AVAILABILITY');
      return line ? { numDay: line.details?.numDay, bySupport: line.bySupport ?? false } : null;
    })
    .toEqual({ numDay: 7, bySupport: true });

  // the history screen says so too
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'History' })
    .click();
  await expect(page).toHaveURL(/\/history$/);
  const first = page.getByRole('list', { name: 'Activity' }).getByRole('listitem').first();
  await expect(first).toContainText('Availability: Sunday morning');
  await expect(first).toContainText('By support');
  await page.screenshot({ path: test.info().outputPath('helpdesk-history.png'), fullPage: true });

  // the link was single use: opening it again says so on /login
  await page.goto(path);
  await expect(page.getByRole('alert')).toContainText(
    'This support link is invalid, expired or already used',
  );
  await expect(banner).toHaveCount(0);

  // the demo's grid back as it was, by the assistant herself
  const back = await request.put(`/api/assistants/${demo.userId}/availability/7/MORNING`, {
    data: { value: !now },
    headers: { ...demo.headers, 'idempotency-key': crypto.randomUUID() },
  });
  expect(back.ok()).toBe(true);
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('the banner and the locked controls speak French', async ({ page, request }) => {
    const staff = await apiSession(request, STAFF);
    const demo = await apiSession(request, DEMO);
    const created = await request.post(`/api/staff/assistants/${demo.userId}/helpdesk-link`, {
      headers: { ...staff.headers, 'idempotency-key': crypto.randomUUID() },
    });
    const link = new URL(((await created.json()) as { url: string }).url);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('support-banner')).toContainText('Session d’assistance');
    await page.goto('/user/account');
    await expect(page.getByText('Indisponible en session d’assistance').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('helpdesk-account-fr.png'), fullPage: true });
  });
});
