// Journey: the demo assistant signs in, lands on the dashboard, then signs out.
import { expect, test } from './helpers/test';
import { DEMO, expectShell, loginForm, signOut, submitLogin } from './helpers/app';

test('signs in with the demo account and signs out again', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);

  await submitLogin(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/home$/);
  await expectShell(page);

  await signOut(page);
  await expect(loginForm(page).submit).toBeVisible();

  // The session is gone: a protected page sends back to the sign-in screen.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
});
