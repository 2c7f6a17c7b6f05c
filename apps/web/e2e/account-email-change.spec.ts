// Journey (English): change the sign-in email; the link comes by mail to the NEW address (read from
// the .eml the test server writes), opens the account screen, confirms; then sign in with the new
// email. The link works once. The account is given its first email back at the end (shared server).
import { expect, test } from '@playwright/test';
import { signIn, signOut } from './helpers/app';
import { emailChangeLink } from './helpers/mail';
import { apiSession } from './helpers/reports';

test.use({ locale: 'en-GB' });

const OTHER = { email: 'other@relais.test', password: 'relais-demo' } as const;
const NEW_EMAIL = 'julien.new@exemple.fr';

test('the sign-in email changes through the link mailed to the new address', async ({ page, request }) => {
  await signIn(page, 'en', OTHER);
  await page.goto('/user/account');
  await expect(page.getByText('You sign in with')).toContainText(OTHER.email);

  const field = page.getByLabel('New sign-in email');
  await field.fill('julien.new@');
  await page.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await field.fill(NEW_EMAIL);
  await page.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'confirmation link has just been sent' }),
  ).toContainText(NEW_EMAIL);
  // a fresh, empty field: no error on it
  await expect(field).toHaveValue('');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: test.info().outputPath('account-email-sent.png'), fullPage: true });

  const link = await emailChangeLink(NEW_EMAIL);
  await page.goto(link);
  await expect(page.getByText(`Done: you now sign in with ${NEW_EMAIL}.`)).toBeVisible();
  // the token leaves the address bar; the old session goes on
  await expect(page).toHaveURL(/\/user\/account$/);
  await expect(page.getByText('You sign in with')).toContainText(NEW_EMAIL);

  // the link works once
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('The email address could not be changed');

  await signOut(page, 'en');
  await signIn(page, 'en', { email: NEW_EMAIL, password: OTHER.password });

  // back to the seeded email for the other journeys on this server
  const api = await apiSession(request, { email: NEW_EMAIL, password: OTHER.password });
  const back = await request.post(`/api/assistants/${api.userId}/email-change`, {
    data: { newEmail: OTHER.email },
    headers: { ...api.headers, 'idempotency-key': crypto.randomUUID() },
  });
  expect(back.ok()).toBe(true);
  const token = new URL(await emailChangeLink(OTHER.email), 'http://x').searchParams.get('email-token');
  const confirmed = await request.post('/api/auth/email-change/confirm', {
    data: { token },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  expect(await confirmed.json()).toEqual({ loginEmail: OTHER.email });
});
