// Journey: an unknown address shows the not-found screen, from which the dashboard is one tap away;
// signed in it stays inside the shell (header, bottom navigation), signed out it stands alone.
import { expect, test } from './helpers/test';
import { expectShell, signIn, signOut, TEXT } from './helpers/app';

test.use({ viewport: { width: 390, height: 844 } });

test('an unknown path shows the not-found screen, inside the shell when signed in', async ({ page }) => {
  await signIn(page);
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('main').getByRole('heading', { name: TEXT.fr.notFound })).toBeVisible();
  await expect(page).toHaveURL(/\/this\/page\/does-not-exist$/);
  // the shell: the header names the page, the bottom navigation and the account menu are there
  await expect(page.getByRole('banner').getByRole('heading', { name: TEXT.fr.notFound })).toBeVisible();
  await expectShell(page);
  await page.screenshot({ path: test.info().outputPath('not-found-signed-in.png') });
  await page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await signOut(page);
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: TEXT.fr.notFound })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
});
