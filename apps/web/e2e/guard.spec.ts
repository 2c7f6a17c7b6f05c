// Journey: opening a protected page signed out goes to /login, and signing in comes back to it.
import { expect, test } from './helpers/test';
import { DEMO, expectShell, submitLogin } from './helpers/app';

test('a protected path redirects to sign-in and back after signing in', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveURL(/\/login/);

  await submitLogin(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/about$/);
  await expectShell(page);
});
