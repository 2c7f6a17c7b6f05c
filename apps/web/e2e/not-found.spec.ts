// Journey: an unknown address shows the not-found screen, from which the dashboard is one tap away.
import { expect, test } from '@playwright/test';
import { signIn, TEXT } from './helpers/app';

test('an unknown path shows the not-found screen', async ({ page }) => {
  await signIn(page);
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: TEXT.fr.notFound })).toBeVisible();
  await expect(page).toHaveURL(/\/this\/page\/does-not-exist$/);
});
