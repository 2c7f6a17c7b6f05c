// Journeys (English, phone size): staff create an assistant -> her subscription link from the mail
// (the .eml the test server writes) -> she chooses her password and lands home; first login mails a
// new subscription link; forgot password -> mail -> reset -> sign in with the new password, and her
// old session in another browser context is gone; a reset link replaced by a newer one is refused with
// a way to ask for a new link (the link past its 3 hours: access-link-expiry.spec.ts). Each run creates
// its own assistant (the server is shared).
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { expectShell, submitLogin } from './helpers/app';
import { accessLink } from './helpers/mail';
import { apiSession } from './helpers/reports';

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });

const STAFF = { email: 'support@relais-provider.test', password: 'relais-demo' } as const;
const FIRST = 'a quiet harbour at dawn';
const SECOND = 'lanterns over the river';

const choosePassword = async (page: Page, password: string, submit: RegExp) => {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm the password', { exact: true }).fill(password);
  await page.getByRole('button', { name: submit }).click();
};

test('subscription, first login, forgot and reset password', async ({ page, request, browser }) => {
  const email = `nina.${Date.now()}@exemple.fr`;
  const staff = await apiSession(request, STAFF);
  const created = await request.post('/api/staff/assistants', {
    data: { email, firstName: 'Nina', lastName: 'Petit', language: 'en' },
    headers: { ...staff.headers, 'idempotency-key': crypto.randomUUID() },
  });
  expect(created.ok()).toBe(true);

  // first login: she asks for a new link (the same answer as for anyone)
  await page.goto('/firstlogin');
  await expect(page).toHaveURL(/\/login\?isFirstLogin=true$/);
  await expect(page.getByRole('heading', { name: 'First sign-in' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'a link valid 3 hours is on its way' }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('access-first-login.png'), fullPage: true });

  // the first link was replaced by the first-login one: refused, with a way to ask again
  await page.goto(await accessLink(email, 'subscribe-token', 1));
  await choosePassword(page, FIRST, /^Save and sign in$/);
  await expect(page.getByRole('alert')).toContainText('The subscription failed');
  await expect(page.getByRole('button', { name: 'Ask for a new link' })).toBeVisible();

  // the second link: a refused password keeps what was typed, then home
  await page.goto(await accessLink(email, 'subscribe-token', 2));
  await expect(page.getByRole('heading', { name: 'Welcome: choose your password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('password1');
  await page.getByLabel('Confirm the password', { exact: true }).fill('password1');
  await page.getByRole('button', { name: /^Save and sign in$/ }).click();
  await expect(page.getByText('This password is too common')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('password1');
  await page.getByRole('button', { name: 'Show the password' }).click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'text');
  await page.screenshot({ path: test.info().outputPath('access-subscribe.png'), fullPage: true });
  await choosePassword(page, FIRST, /^Save and sign in$/);
  await expect(page).toHaveURL(/\/home$/);
  await expectShell(page, 'en');

  // an old session in another context
  const other = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const old = await other.newPage();
  await old.goto('/login');
  await submitLogin(old, email, FIRST, 'en');
  await expect(old).toHaveURL(/\/home$/);

  // forgot password from the sign-in screen
  const fresh = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const p = await fresh.newPage();
  await p.goto('/login');
  await p.getByRole('button', { name: 'Forgot your password?' }).click();
  await p.getByLabel('Email address').fill(email);
  await p.getByRole('button', { name: 'Send the link' }).click();
  await expect(p.getByRole('status').filter({ hasText: 'a link valid 3 hours is on its way' })).toBeVisible();
  // a second request: the first link stops working
  await p.getByRole('button', { name: 'Back to sign-in' }).click();
  await p.getByRole('button', { name: 'Forgot your password?' }).click();
  await p.getByLabel('Email address').fill(email);
  await p.getByRole('button', { name: 'Send the link' }).click();
  await expect(p.getByRole('status').filter({ hasText: 'on its way' })).toBeVisible();

  await p.goto(await accessLink(email, 'reset-token', 1));
  await choosePassword(p, SECOND, /^Save the password$/);
  await expect(p.getByRole('alert')).toContainText('This reset link has expired or was already used');
  await p.getByRole('button', { name: 'Ask for a new link' }).click();
  await expect(p.getByRole('heading', { name: 'Forgot password' })).toBeVisible();

  await p.goto(await accessLink(email, 'reset-token', 2));
  await choosePassword(p, SECOND, /^Save the password$/);
  await expect(p.getByRole('status').filter({ hasText: 'Your password is changed' })).toBeVisible();
  await p.screenshot({ path: test.info().outputPath('access-reset-done.png'), fullPage: true });
  await p.getByRole('button', { name: 'Back to sign-in' }).click();
  await submitLogin(p, email, SECOND, 'en');
  await expect(p).toHaveURL(/\/home$/);
  await expectShell(p, 'en');

  // the old session is gone: its next refresh is refused and it lands on the sign-in screen
  await old.reload();
  await expect(old).toHaveURL(/\/login/);
  await other.close();
  await fresh.close();
});
