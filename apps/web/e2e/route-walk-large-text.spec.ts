// Journey (issue 27, items 9 and 16): every screen at phone size (390 px) with the largest text size
// (+5, the menu's control), signed in as the demo assistant, then signed out (/login, the first-login
// form, a quote's signed link). On each screen, once its title shows and its data is there: the page
// reflows without horizontal scrolling (document scrollWidth <= viewport width), and axe-core (WCAG
// 2.2 A and AA and best practice rules) finds no violation. Problems are gathered over the whole walk
// and listed together, each with its screen.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { axeViolations, overflow } from './helpers/axe';
import { DEMO, openAccountMenu, signOut, submitLogin, TEXT } from './helpers/app';
import { STAFF } from './helpers/invoices';
import { apiSession } from './helpers/reports';
import { seedIds, signedInStops, textOf, type Stop } from './helpers/walk-routes';

// axe is added to each page as a script: the app's CSP (no inline script) is bypassed for it
test.use({ viewport: { width: 390, height: 844 }, locale: 'fr-FR', bypassCSP: true });
test.setTimeout(900_000);

const LOADING = /^(Chargement|Loading)\b/;

const titleOf = (page: Page, stop: Stop) =>
  page.getByRole('heading', { level: 1, name: textOf('fr', stop.titleKey), exact: true }).first();

test('every screen at the largest text size: no horizontal scrolling, no axe violation', async ({
  page,
  request,
}) => {
  const ids = await seedIds(request, await apiSession(request));
  const problems: string[] = [];
  const check = async (where: string) => {
    const found = [await overflow(page), ...(await axeViolations(page))].filter((p) => p !== null);
    for (const p of found) {
      problems.push(`${where}: ${p}`);
      // said at once too: a walk cut short still names what it found
      console.log(`${where}: ${p}`);
    }
  };

  await page.goto('/login');
  await submitLogin(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/home$/);
  await openAccountMenu(page);
  const larger = page.getByRole('button', { name: TEXT.fr.fontLarger });
  while (await larger.isEnabled()) await larger.click();
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
    .toBe('18px');
  // the menu open, at that size
  await check('avatar menu');
  await page.keyboard.press('Escape');

  for (const stop of signedInStops(ids)) {
    await page.goto(stop.path);
    await expect(titleOf(page, stop)).toBeVisible();
    await expect(page.getByText(LOADING)).toHaveCount(0);
    await check(stop.path);
  }

  // signed out, the text size stays on the device
  await page.goto('/home');
  await signOut(page);
  await expect(page).toHaveURL(/\/login/);
  await check('/login');
  await page.goto('/login?isFirstLogin=true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await check('/login?isFirstLogin=true');
  const staff = await apiSession(request, STAFF);
  const client = await apiSession(request, { email: 'client@relais.test', password: DEMO.password });
  const quotes = (await (await request.get('/api/client/quotes', { headers: client.headers })).json()) as {
    id: string;
    status: string;
  }[];
  const proposed = quotes.find((q) => q.status === 'PROPOSED');
  if (!proposed) throw new Error('the seed needs a proposed quote of the demo client');
  const link = await request.post(`/api/staff/quotes/${proposed.id}/link`, {
    headers: { ...staff.headers, 'idempotency-key': crypto.randomUUID() },
  });
  await page.goto(((await link.json()) as { path: string }).path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await check('/quote (signed link)');

  expect(problems).toEqual([]);
});
