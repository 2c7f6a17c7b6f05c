// Journey: the font-size control of the account menu changes the text size, and the choice survives a reload.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { openAccountMenu, signIn, TEXT } from './helpers/app';

const rootFontSize = (page: Page): Promise<number> =>
  page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));

test('a larger font size survives a reload', async ({ page }) => {
  await signIn(page);
  const before = await rootFontSize(page);

  await openAccountMenu(page);
  const larger = page.getByRole('button', { name: TEXT.fr.fontLarger });
  await larger.click();
  await larger.click();
  await expect.poll(() => rootFontSize(page)).toBeGreaterThan(before);
  const chosen = await rootFontSize(page);

  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => rootFontSize(page)).toBe(chosen);

  await openAccountMenu(page);
  await page.getByRole('button', { name: TEXT.fr.fontReset }).click();
  await expect.poll(() => rootFontSize(page)).toBe(before);
});
