// Part 2 of `npm run bench` (design guide section 8; issue 31, goal 6): Lighthouse 12, mobile, default
// simulated throttling, on /login cold, on every signed-in screen of the route walk with the demo
// seed's real ids (apps/web/e2e/helpers/walk-routes.ts, the stops the walk opens by a full load:
// redirects and the not-found screen left out), and on a quote opened by its signed link.
// Each run is in a fresh browser profile (no cache, cookie or service worker left by another run);
// a signed-in run signs in through the API first (the refresh cookie lands in the browser's default
// context, the one Lighthouse opens its tab in). The median run of each page is reported.
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, request } from '@playwright/test';
import lighthouse from 'lighthouse';
import { tsImport } from 'tsx/esm/api';
import { freePort } from './free-port.mjs';

const WALK_ROUTES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/web/e2e/helpers/walk-routes.ts',
);
const REPORTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/web/e2e/helpers/reports.ts',
);

/** A stop's path with its real ids named as the route names them (`/absence/edit/:id`). */
const labelOf = (route, at) => {
  const names = route.split('/');
  return at
    .split('?')[0]
    .split('/')
    .map((part, i) => (names[i]?.startsWith(':') ? names[i].replace('?', '') : part))
    .join('/');
};

/**
 * The signed-in screens of the route walk, in its order: `{ label, path }`, `path` with a real id of
 * the demo seed (read through the API as the walk does).
 */
export async function signedInScreens(base, account) {
  const { seedIds, signedInStops } = await tsImport(WALK_ROUTES, import.meta.url);
  const { apiSession } = await tsImport(REPORTS, import.meta.url);
  const api = await request.newContext({ baseURL: base });
  try {
    const session = await apiSession(api, { email: account.username, password: account.password });
    const stops = signedInStops(await seedIds(api, session)).filter(
      (s) => !s.lands && s.titleKey !== 'notFound.title',
    );
    return stops.map((s) => ({ label: labelOf(s.route, s.path), path: s.path }));
  } finally {
    await api.dispose();
  }
}

/**
 * @param {{ base: string, executablePath: string, args: string[], profileDir: string, account: { username: string, password: string } }} options
 * @returns the measuring functions; `close()` ends a browser left open by an interrupted run
 */
export function lighthouseRunner({ base, executablePath, args, profileDir, account }) {
  let context;
  /** One Lighthouse run of `url` in a fresh profile, signed in first when `signedIn`. */
  const runOnce = async (url, signedIn) => {
    const cdpPort = await freePort();
    context = await chromium.launchPersistentContext(mkdtempSync(path.join(profileDir, 'p-')), {
      executablePath,
      headless: true,
      args: [...args, `--remote-debugging-port=${cdpPort}`],
    });
    try {
      if (signedIn) {
        const login = await context.request.post(`${base}/api/auth/signin/assistant`, { data: account });
        if (!login.ok()) throw new Error(`browser sign-in failed: ${login.status()} ${await login.text()}`);
      }
      return await lighthouse(url, {
        port: cdpPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      });
    } finally {
      await context.close();
      context = undefined;
    }
  };

  /**
   * The median run of `url` (scores move from run to run: the server shares this machine's cores),
   * every score printed: `runs` runs, or with `enough` one run only when it meets `enough`, else
   * `runs` (the median of those). A run Lighthouse could not record (NO_NAVSTART, NO_FCP...) is named
   * and run again, never scored 0.
   */
  const median = async (label, url, { runs, signedIn, enough }) => {
    const done = [];
    const score = (lhr) => lhr.categories.performance?.score ?? 0;
    const middle = () => [...done].sort((a, b) => score(a) - score(b))[Math.floor((done.length - 1) / 2)];
    for (let attempt = 0; done.length < runs && attempt < runs * 2; attempt += 1) {
      // let the previous browser's exit settle: its processes share the two cores with the next run
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const run = await runOnce(url, signedIn);
      const error = run?.lhr?.runtimeError;
      if (run?.lhr && !error) done.push(run.lhr);
      else
        console.log(
          `[bench] ${label}: a run failed, measured again: ${error ? `${error.code} ${error.message}` : 'no result'}`,
        );
      if (enough && done.length === 1 && enough(done[0])) break;
    }
    console.log(
      `[bench] ${label} performance over ${done.length} run${done.length > 1 ? 's' : ''}: ${done.map((l) => Math.round(score(l) * 100)).join(', ')}`,
    );
    return middle();
  };

  return { median, close: () => context?.close().catch(() => {}) };
}
