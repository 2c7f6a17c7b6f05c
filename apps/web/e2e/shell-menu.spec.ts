// Journeys at phone size on a server and a browser with fixed clocks: the avatar menu shows NEW on
// the benefits item in the academy's first state (the demo's academy date is 3 days before the
// server's day) and the diamond in its review state (the date set 92 days back through the API);
// the community and resources submenus open and list their links (new tabs); the footer shows the
// version and the deployment date; the default build has no feedback toggle. Then a screen whose
// code does not come within the chunk timeout (120 s, jumped over with the page's clock) shows a
// retry, which shows the screen once the code is let through. Last, an unexpected status (502) of an
// API call is reported to the server's log with route templates only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Route } from '@playwright/test';
import { openAccountMenu, signIn, type Lang } from './helpers/app';
import { testWithOwnServer } from './helpers/own-server';
import { apiSession } from './helpers/reports';
import { builtWeb, FEEDBACK_ENTRY, readManifest, repoRoot } from './helpers/server';

const NOW = new Date('2026-05-12T08:00:00Z');
const DAY = 86_400_000;
const test = testWithOwnServer({ RELAIS_FAKE_NOW: NOW.toISOString() });
/** A folder for screenshots to look at (`RELAIS_E2E_SHOTS`), none by default. */
const SHOTS = process.env.RELAIS_E2E_SHOTS;

const version = (
  JSON.parse(readFileSync(path.join(repoRoot, 'apps/web/package.json'), 'utf8')) as { version: string }
).version;

const TEXTS = {
  fr: {
    benefits: /^Avantages/,
    newBadge: 'NOUVEAU',
    review: '(révision de l’académie à faire)',
    community: 'Communauté',
    resources: 'Ressources',
    communityLinks: ['Forum', 'Masterclasses'],
    resourceLinks: ['Installer l’application', 'Services premium', 'Tutoriels'],
    newTab: '(s’ouvre dans un nouvel onglet)',
    version: `Version ${version}`,
    deployed: /^Déployée? le /,
  },
  en: {
    benefits: /^Benefits/,
    newBadge: 'NEW',
    review: '(academy review due)',
    community: 'Community',
    resources: 'Resources',
    communityLinks: ['Forum', 'Masterclasses'],
    resourceLinks: ['Installing the app', 'Premium services', 'Tutorials'],
    newTab: '(opens in a new tab)',
    version: `Version ${version}`,
    deployed: /^Deployed on /,
  },
} as const;

const menu = (page: Page) => page.getByRole('dialog');
const builtManifest = () => readManifest(builtWeb);

const expectSubmenu = async (page: Page, name: string, links: readonly string[], newTab: string) => {
  const button = menu(page).getByRole('button', { name });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  for (const label of links) {
    const link = menu(page).getByRole('link', { name: `${label} ${newTab}` });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
};

for (const [lang, locale] of [
  ['fr', 'fr-FR'],
  ['en', 'en-GB'],
] as const satisfies readonly (readonly [Lang, string])[]) {
  test.describe(`the avatar menu in ${locale}`, () => {
    test.use({ locale });

    test('NEW on benefits, then the diamond in review; submenus, footer, no feedback toggle', async ({
      page,
      request,
    }) => {
      const x = TEXTS[lang];
      const session = await apiSession(request);
      // the demo's academy date as seeded: 3 days before the server's day (first state)
      const setAcademy = async (daysBack: number) => {
        const date = new Date(NOW.getTime() - daysBack * DAY).toISOString().slice(0, 10);
        const res = await request.put('/api/assistants', {
          headers: { ...session.headers, 'idempotency-key': crypto.randomUUID() },
          data: { userId: session.userId, warningRelaisAcademy: date },
        });
        expect(res.ok()).toBe(true);
      };
      await setAcademy(3);

      await page.clock.install({ time: NOW });
      await signIn(page, lang);
      await openAccountMenu(page, lang);
      const benefits = menu(page).getByRole('link', { name: x.benefits });
      await expect(benefits).toContainText(x.newBadge);
      await expect(benefits).not.toContainText(x.review);

      await expectSubmenu(page, x.community, x.communityLinks, x.newTab);
      await expectSubmenu(page, x.resources, x.resourceLinks, x.newTab);
      await expect(menu(page).getByText(x.version)).toBeVisible();
      await expect(menu(page).getByText(x.deployed)).toBeVisible();
      // the default build has no feedback toggle, no feedback button, and emits no feedback code at all
      // (the 'menu' build's journey, feedback-menu.spec.ts, finds it in its own build's manifest)
      await expect(menu(page).getByRole('switch')).toHaveCount(0);
      expect(Object.keys(builtManifest())).not.toContain(FEEDBACK_ENTRY);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/shell-menu-first-${lang}.png`, fullPage: true });

      await setAcademy(92);
      await page.reload();
      await openAccountMenu(page, lang);
      const review = menu(page).getByRole('link', { name: x.benefits });
      await expect(review).toContainText(x.review);
      await expect(review).not.toContainText(x.newBadge);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/shell-menu-review-${lang}.png`, fullPage: true });
    });
  });
}

test.describe('a screen whose code does not come in time', () => {
  // the service worker would answer from its precache: the page's own request is the one held here
  test.use({ serviceWorkers: 'block', locale: 'en-GB' });

  test('shows a retry after 120 s, then the screen once its code is let through', async ({ page }) => {
    const aboutChunk = builtManifest()['src/features/about/index.ts']?.file;
    expect(aboutChunk, 'the about screen is a chunk of its own').toBeTruthy();

    await page.clock.install({ time: NOW });
    await signIn(page, 'en');

    let held: Route | null = null;
    const requested = new Promise<void>((resolve) => {
      void page.route(`**/${aboutChunk ?? ''}`, (route) => {
        held = route;
        resolve();
      });
    });
    await openAccountMenu(page, 'en');
    await menu(page).getByRole('link', { name: 'About' }).click();
    await requested;
    const retry = page.getByRole('button', { name: 'Try again' });
    await page.clock.fastForward(119_000);
    await expect(retry).toHaveCount(0);
    await page.clock.fastForward(1_000);
    await expect(page.getByRole('heading', { name: 'This screen is taking too long to load' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('shell-chunk-retry-en.png'), fullPage: true });

    // let the held request through (unroute first would let it go by itself)
    await (held as Route | null)?.continue();
    await page.unroute(`**/${aboutChunk ?? ''}`);
    await retry.click();
    await expect(page.getByText(`Version ${version}`)).toBeVisible();
    await expect(retry).toHaveCount(0);
  });
});

test.describe('an unexpected status', () => {
  test.use({ serviceWorkers: 'block', locale: 'en-GB' });

  test('is reported to the server log once, with templates and no personal data', async ({
    page,
    server,
  }) => {
    await page.route(/\/api\/dashboard(\?|$)/, (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: '{"success":false,"errorCode":"server_error","message":"bad gateway","errors":[]}',
      }),
    );
    const reports: unknown[] = [];
    let dashboardCalls = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/client-errors')) reports.push(req.postDataJSON());
      if (/\/api\/dashboard(\?|$)/.test(req.url())) dashboardCalls += 1;
    });
    await signIn(page, 'en');
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]).toEqual({
      status: 502,
      method: 'GET',
      apiRoute: '/dashboard',
      page: '/home',
      release: version,
    });
    await expect
      .poll(() => readFileSync(server.logFile, 'utf8'))
      .toMatch(/"clientError":\{"status":502,"method":"GET","apiRoute":"\/dashboard","page":"\/home"/);
    expect(readFileSync(server.logFile, 'utf8')).not.toMatch(/client error reported.*demo@relais\.test/);
    // the query's two retries failed the same way (three calls in all): once the screen says it could
    // not load, there is still one report
    await expect.poll(() => dashboardCalls, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await expect(page.getByText('The dashboard could not be loaded.')).toBeVisible();
    expect(reports).toHaveLength(1);
  });
});
