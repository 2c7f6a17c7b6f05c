// Journey (issue 18, "Done when" 1): from home, the gift icon opens the loyalty programme (her level
// and points), the history tab lists her entries page after page, and sharing the referral code
// copies it to the clipboard (this browser has no share sheet: the test makes sure of it, so the
// clipboard path is the one taken), with its confirmation. In French and in English, at phone size.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signIn, waitForServiceWorker, type Lang } from './helpers/app';
import { goOffline, goOnline } from './helpers/offline';
import { apiSession } from './helpers/reports';
import { savedQueries } from './helpers/saved-cache';

const TEXT = {
  fr: {
    gift: 'Programme de fidélité',
    tabs: 'Programme de fidélité',
    programme: 'Programme',
    history: 'Historique',
    level: /^Votre niveau : (Bronze|Argent|Or|Platine)$/,
    total: /^\d[\d\s\u202f]* points?$/,
    entries: 'Points gagnés',
    more: 'Afficher plus',
    reason: /^(Compte rendu validé|Profil complet|Parrainage : première mission réalisée)$/,
    share: 'Partager mon code',
    copied: 'Code copié dans le presse-papiers.',
    referrals: 'Vos filleules',
    firstMission: 'Première mission réalisée',
  },
  en: {
    gift: 'Loyalty programme',
    tabs: 'Loyalty programme',
    programme: 'Programme',
    history: 'History',
    level: /^Your level: (Bronze|Silver|Gold|Platinum)$/,
    total: /^\d[\d,]* points?$/,
    entries: 'Points earned',
    more: 'Show more',
    reason: /^(Validated report|Complete profile|Referral: first mission done)$/,
    share: 'Share my code',
    copied: 'Code copied to the clipboard.',
    referrals: 'Your referrals',
    firstMission: 'First mission done',
  },
} as const;

async function journey(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  testInfo: TestInfo,
): Promise<void> {
  const t = TEXT[lang];
  // no system share sheet in this browser, whatever its build: the clipboard path is the one tested
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, lang);

  // home -> the gift icon -> the programme: her points and level
  await page.getByRole('link', { name: t.gift, exact: true }).click();
  await expect(page).toHaveURL(/\/loyalty-rewards\/programme$/);
  const tabs = page.getByRole('navigation', { name: t.tabs });
  await expect(tabs.getByRole('link', { name: t.programme })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('loyalty-total')).toHaveText(t.total);
  await expect(page.getByTestId('loyalty-level')).toHaveText(t.level);
  await expect(page.getByRole('progressbar')).toBeVisible();
  const referrals = page.getByRole('list', { name: t.referrals });
  await expect(referrals.getByRole('listitem')).toHaveCount(3);
  await expect(referrals.getByText(t.firstMission, { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`programme-${lang}.png`), fullPage: true });

  // share the code: the clipboard holds the code shown, and the confirmation says so
  const code = (await page.getByTestId('referral-code').textContent()) ?? '';
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  await page.getByRole('button', { name: t.share }).click();
  await expect(page.getByRole('status').filter({ hasText: t.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  // the history tab: entries with reason and date, newest first; the next pages come as the end of the
  // list nears (or by the button), until every entry the server holds is listed
  await tabs.getByRole('link', { name: t.history }).click();
  await expect(page).toHaveURL(/\/loyalty-rewards\/historique$/);
  await expect(tabs.getByRole('link', { name: t.history })).toHaveAttribute('aria-current', 'page');
  const entries = page.getByRole('list', { name: t.entries }).getByRole('listitem');
  await expect(entries.nth(9)).toBeVisible();
  await expect(entries.first().getByText(t.reason)).toBeVisible();
  await expect(entries.first()).toContainText(/\+\d+/);
  await page.screenshot({ path: testInfo.outputPath(`history-${lang}.png`), fullPage: true });
  const api = await apiSession(request);
  const res = await request.get(`/api/loyalty/rewards/${api.userId}?page=0&size=10`, {
    headers: api.headers,
  });
  const total = ((await res.json()) as { totalElements: number }).totalElements;
  expect(total).toBeGreaterThan(20);
  const more = page.getByRole('button', { name: t.more });
  await expect(async () => {
    if (await more.isVisible()) await more.click();
    await expect(entries).toHaveCount(total, { timeout: 1000 });
  }).toPass();
  await expect(more).toHaveCount(0);
}

test('the gift icon opens the programme and the history; the referral code is shared', async ({
  page,
  request,
}, testInfo) => {
  await journey(page, request, 'fr', testInfo);
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('the programme, the history and sharing the code read in English', async ({
    page,
    request,
  }, testInfo) => {
    await journey(page, request, 'en', testInfo);
  });
});

test('the programme and the history read offline after one visit', async ({ page, context }) => {
  const t = TEXT.fr;
  await signIn(page, 'fr');
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: t.gift, exact: true }).click();
  const total = page.getByTestId('loyalty-total');
  await expect(total).toHaveText(t.total);
  const points = await total.textContent();
  await expect(page.getByTestId('referral-code')).not.toBeEmpty();
  const tabs = page.getByRole('navigation', { name: t.tabs });
  await tabs.getByRole('link', { name: t.history }).click();
  const entries = page.getByRole('list', { name: t.entries }).getByRole('listitem');
  // the first page (10); the list may already have loaded the next one by itself (infinite scroll)
  await expect.poll(() => entries.count()).toBeGreaterThanOrEqual(10);
  const first = await entries.first().textContent();
  // the three loyalty queries are in the saved cache
  await expect
    .poll(async () =>
      (await savedQueries(page)).filter((q) => q.queryKey[0] === 'loyalty').map((q) => q.queryKey[2]),
    )
    .toEqual(expect.arrayContaining(['sumup', 'rewards', 'referralCode']));

  await goOffline(context);
  await page.reload();
  await expect(entries.first()).toHaveText(first ?? '');
  await tabs.getByRole('link', { name: t.programme }).click();
  await expect(total).toHaveText(points ?? '');
  await expect(page.getByTestId('referral-code')).toHaveText(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  await goOnline(context);
});
