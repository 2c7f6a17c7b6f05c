// Journey (issue 12, "Done when" 2): a walk over every route at phone size, in French and in
// English, signed out (/login and the links leading to it) then signed in as the demo assistant.
// Each address is opened as a link from outside would open it (a full load), and the walk fails on
// any console error or warning, any uncaught error, and any request the app started and cancelled
// for an address it asked for more than once. Routes with an id use real ids of the demo seed.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, submitLogin, type Lang } from './helpers/app';
import { apiSession } from './helpers/reports';
import {
  declaredRoutes,
  seedIds,
  signedInStops,
  signedOutStops,
  textOf,
  type Stop,
} from './helpers/walk-routes';
import { watchPage, type WalkWatch } from './helpers/walk-watch';

const LOADING = /^(Chargement|Loading)\b/;

async function visit(page: Page, watch: WalkWatch, lang: Lang, stop: Stop): Promise<void> {
  await watch.settle();
  watch.at(stop.path);
  await watch.leave(() => page.goto(stop.path));
  await expect(page).toHaveURL(
    stop.lands ?? new RegExp(`${stop.path.replace(/[?.*+^$()[\]{}|\\]/g, '\\$&')}$`),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: textOf(lang, stop.titleKey), exact: true }),
  ).toBeVisible();
  await expect(page.getByText(LOADING)).toHaveCount(0);
}

for (const [lang, locale] of [
  ['fr', 'fr-FR'],
  ['en', 'en-GB'],
] as const) {
  test.describe(`route walk (${lang})`, () => {
    test.use({ locale });

    test(`every route, signed out then signed in, logs nothing and cancels no duplicate (${lang})`, async ({
      page,
      request,
    }) => {
      const ids = await seedIds(request, await apiSession(request));
      const stops = [...signedOutStops, ...signedInStops(ids)];
      const walked = new Set(stops.map((s) => s.route));
      expect(
        declaredRoutes().filter((r) => !walked.has(r)),
        'routes of routes.tsx the walk does not visit',
      ).toEqual([]);

      const watch = watchPage(page);
      for (const stop of signedOutStops) await visit(page, watch, lang, stop);
      watch.at('sign-in');
      await page.goto('/login');
      await submitLogin(page, DEMO.email, DEMO.password, lang);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByText(LOADING)).toHaveCount(0);
      for (const stop of signedInStops(ids)) await visit(page, watch, lang, stop);
      await watch.settle();
      expect(watch.problems).toEqual([]);
    });
  });
}
