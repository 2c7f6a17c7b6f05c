// Journey (English, phone size): a reset link opened after its 3 hours is refused with a way to ask
// for a new one, and the new link works. A server of its own whose clock the test moves
// (RELAIS_CLOCK_OFFSET_FILE: the system time plus the milliseconds in that file, never in production),
// so the expiry is the server's real check, not a replaced link.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { expectShell, submitLogin } from './helpers/app';
import { accessLink } from './helpers/mail';
import { testWithOwnServer } from './helpers/own-server';

const clockFile = path.join(mkdtempSync(path.join(tmpdir(), 'relais-clock-')), 'offset');
const test = testWithOwnServer({ RELAIS_CLOCK_OFFSET_FILE: clockFile });
test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });

const THREE_HOURS = 3 * 3600_000;
const NEW_PASSWORD = 'lanterns over the river';

test('a reset link past its 3 hours is refused; a new one works', async ({ page, server }) => {
  writeFileSync(clockFile, '0');
  const mails = path.join(server.workDir, 'data', 'mail');
  const email = 'demo@relais.test';
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'a link valid 3 hours is on its way' }),
  ).toBeVisible();
  const link = await accessLink(email, 'reset-token', 1, mails);

  // three hours and a second later on the server's clock
  writeFileSync(clockFile, String(THREE_HOURS + 1000));
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm the password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: /^Save the password$/ }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link has expired or was already used');
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);
  await page.screenshot({ path: test.info().outputPath('access-reset-expired.png'), fullPage: true });

  await page.getByRole('button', { name: 'Ask for a new link' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'on its way' })).toBeVisible();
  await page.goto(await accessLink(email, 'reset-token', 2, mails));
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm the password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: /^Save the password$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password is changed' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to sign-in' }).click();
  await submitLogin(page, email, NEW_PASSWORD, 'en');
  await expect(page).toHaveURL(/\/home$/);
  await expectShell(page, 'en');
});
