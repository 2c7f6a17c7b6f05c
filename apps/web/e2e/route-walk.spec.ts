// Journey (issue 12, "Done when" 2): a walk over every route at phone size, in French and in
// English, signed out (/login and the links leading to it) then signed in as the demo assistant.
// Each address is opened as a link from outside would open it (a full load), then the shell's
// screens once more from inside the app, moving on as soon as each title shows. The walk fails on
// any console error or warning, any uncaught error, and any request the app started and cancelled
// for an address it asked for more than once. Routes with an id use real ids of the demo seed.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { DEMO, submitLogin, type Lang } from './helpers/app';
import { apiSession } from './helpers/reports';
import { STAFF } from './helpers/invoices';
import {
  declaredRoutes,
  prospectStop,
  quoteStop,
  seedIds,
  signedInStops,
  signedOutStops,
  textOf,
  type Stop,
} from './helpers/walk-routes';
import { watchPage, type WalkWatch } from './helpers/walk-watch';
import { recordShifts, shiftProblem, slowApi } from './helpers/layout-shift';

const LOADING = /^(Chargement|Loading)\b/;

/** The shell's screens again, each reached in the app (as a link would) and left once its title shows. */
async function tour(page: Page, watch: WalkWatch, lang: Lang, stops: Stop[]): Promise<void> {
  for (const stop of stops.filter((s) => !s.lands && s.titleKey !== 'notFound.title')) {
    watch.at(`${stop.path} (in the app)`);
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, stop.path);
    await expect(titleOf(page, lang, stop)).toBeVisible();
  }
}

const REFRESH = '/api/auth/refreshToken';

/** How much the French walk slows each API answer on the signed-in screens it measures. */
const API_DELAY_MS = 300;

/** The screen's title (first: a screen may repeat the header's title in its own heading). */
const titleOf = (page: Page, lang: Lang, stop: Stop) =>
  page.getByRole('heading', { level: 1, name: textOf(lang, stop.titleKey), exact: true }).first();

/**
 * Opens a stop by a full load. Signed in, each load restores the session with a token refresh,
 * on screens outside the shell after the screen shows: the walk waits for its answer, since a
 * refresh cut by leaving the page loses the rotated token (and then the session).
 */
async function visit(page: Page, watch: WalkWatch, lang: Lang, stop: Stop, signedIn: boolean): Promise<void> {
  await watch.settle();
  watch.at(stop.path, stop.refusedCall);
  const refreshed = signedIn ? page.waitForResponse((res) => new URL(res.url()).pathname === REFRESH) : null;
  await watch.leave(() => page.goto(stop.path));
  expect((await refreshed)?.status() ?? 200).toBe(200);
  await expect(page).toHaveURL(
    stop.lands ?? new RegExp(`${stop.path.replace(/[?.*+^$()[\]{}|\\]/g, '\\$&')}$`),
  );
  await expect(titleOf(page, lang, stop)).toBeVisible();
  await expect(page.getByText(LOADING)).toHaveCount(0);
  // a refused call is waited for: its answer then always comes within this stop
  if (stop.refusedCall) await expect(page.getByRole('alert')).toBeVisible();
}

/** A skills link staff issue to the demo prospect (a new one each time: the earlier one ends). */
async function prospectLink(request: APIRequestContext): Promise<string> {
  const staff = await apiSession(request, STAFF);
  const prospect = await apiSession(request, { email: 'prospect@relais.test', password: DEMO.password });
  const res = await request.post(`/api/staff/assistants/${prospect.userId}/skills-link`, {
    headers: { ...staff.headers, 'idempotency-key': crypto.randomUUID() },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { path: string }).path;
}

/** A signed link staff make for the demo client's proposed quote (the walk reads it, never answers). */
async function quoteLink(request: APIRequestContext): Promise<string> {
  const staff = await apiSession(request, STAFF);
  const client = await apiSession(request, { email: 'client@relais.test', password: DEMO.password });
  const quotes = (await (await request.get('/api/client/quotes', { headers: client.headers })).json()) as {
    id: string;
    status: string;
  }[];
  const proposed = quotes.find((q) => q.status === 'PROPOSED');
  if (!proposed) throw new Error('route walk: the seed needs a proposed quote of the demo client');
  const res = await request.post(`/api/staff/quotes/${proposed.id}/link`, {
    headers: { ...staff.headers, 'idempotency-key': crypto.randomUUID() },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { path: string }).path;
}

for (const [lang, locale] of [
  ['fr', 'fr-FR'],
  ['en', 'en-GB'],
] as const) {
  test.describe(`route walk (${lang})`, () => {
    test.use({ locale });
    // about 65 screens, each waited for until settled: a minute alone on the machine (the French walk's
    // slowed first visits add 15-30 s); 4 minutes each on a shared machine at a load of 15, so 5
    test.describe.configure({ timeout: 300_000 });

    test(`every route, signed out then signed in, logs nothing and cancels no duplicate (${lang})`, async ({
      page,
      request,
    }) => {
      const ids = await seedIds(request, await apiSession(request));
      const signedOut = [
        ...signedOutStops,
        prospectStop(await prospectLink(request)),
        quoteStop(await quoteLink(request)),
      ];
      const stops = [...signedOut, ...signedInStops(ids)];
      const walked = new Set(stops.map((s) => s.route));
      expect(
        declaredRoutes().filter((r) => !walked.has(r)),
        'routes of routes.tsx the walk does not visit',
      ).toEqual([]);

      const watch = watchPage(page);
      // in French each signed-in screen loads with its API answers slowed and must keep still
      // while its data arrives (space held for it): its layout shift is read once it is settled
      const measured = lang === 'fr';
      if (measured) await recordShifts(page);
      for (const stop of signedOut) await visit(page, watch, lang, stop, false);
      watch.at('sign-in');
      await page.goto('/login');
      await submitLogin(page, DEMO.email, DEMO.password, lang);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByText(LOADING)).toHaveCount(0);
      if (measured) await slowApi(page, API_DELAY_MS);
      const shifts: string[] = [];
      for (const stop of signedInStops(ids)) {
        await visit(page, watch, lang, stop, true);
        if (!measured) continue;
        await watch.settle();
        const shift = await shiftProblem(page);
        if (shift) shifts.push(`${stop.path}: ${shift}`);
      }
      if (measured) await page.unroute('**/api/**');
      // then moving on quickly, without waiting for the screens' data: leaving cuts no read
      await tour(page, watch, lang, signedInStops(ids));
      await watch.settle();
      expect(watch.problems).toEqual([]);
      expect(shifts, 'signed-in screens shifting while their data arrives').toEqual([]);
    });
  });
}
