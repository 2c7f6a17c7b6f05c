// The provider's console (/staff): staff accounts of the demo and signing in to the console.
import { expect, type Page } from '@playwright/test';
import { submitLogin, type Lang } from './app';

export const ADMIN_STAFF = { email: 'support@relais-provider.test', password: 'relais-demo' } as const;
/** The finance member: invoices only. */
export const FINANCE_STAFF = { email: 'finance@relais-provider.test', password: 'relais-demo' } as const;

const CONSOLE_NAV = { fr: 'Navigation de la console', en: 'Console navigation' } as const;

/** The console's navigation (its links are the queues the signed-in member may decide in). */
export const consoleNav = (page: Page, lang: Lang = 'fr') =>
  page.getByRole('navigation', { name: CONSOLE_NAV[lang] });

/** Signs in on /login as a staff member and waits for the console's home. */
export async function signInStaff(
  page: Page,
  lang: Lang = 'fr',
  account: { email: string; password: string } = ADMIN_STAFF,
): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account.email, account.password, lang);
  await expect(page).toHaveURL(/\/staff$/);
  await expect(consoleNav(page, lang)).toBeVisible();
}
