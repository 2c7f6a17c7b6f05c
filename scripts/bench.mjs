#!/usr/bin/env node
// `npm run bench`: measure Relais against the budgets of design guide section 8. Never part of npm test.
//   1. build (web + api), start the real server on a free port with a fresh embedded database
//   2. Lighthouse 12 (mobile, default simulated throttling) on /login, on every signed-in screen of
//      the route walk with real ids, and on a quote opened by its signed link (scripts/bench-lighthouse.mjs):
//      /login and /home the median of 5 runs (BENCH_LIGHTHOUSE_RUNS), each other page one run, or the
//      median of 3 (BENCH_LIGHTHOUSE_SCREEN_RUNS) when that run misses its budget; the server at a lower
//      CPU priority meanwhile; BENCH_LIGHTHOUSE_PAGES=/login,/home (labels as printed) measures those alone
//   3. the JavaScript a first visit to /login fetches before the network is idle, measured in a browser
//      (scripts/bench-first-visit.mjs); gzip size of the initial JS of /login, of the signed-in app
//      shell and of what each lazy route adds to them, from the vite manifest (scripts/bundle-sizes.mjs)
//   4. API authenticated read latency: autocannon, 10 connections, ~5 s each, GET /api/assistants/me
//      and GET /api/assistants/{id}/events for the current month (the planning screen's read)
//   5. time to replay 1,000 queued offline actions, on loopback (10 s) and with 150 ms added to each
//      request (60 s): the outbox journey's own measurement (REPLAY_ACTIONS, REPLAY_LATENCY_MS)
//   6. messaging: its routes within the lazy budget (part 3), and a list of 1,000 received messages
//      scrolled to its end and searched at phone size, CPU throttled 4x, without a long task over
//      200 ms (scripts/bench-messaging.mjs)
//   7. the provider console: its initial JS (part 3, at most 150 KB gzip), and each queue's first page
//      with 1,000 waiting items, p99 at most 50 ms at 10 connections on PostgreSQL (a throwaway server
//      from the machine's binaries, or BENCH_DATABASE_URL), the embedded database's figures beside
//      (scripts/bench-console.mjs)
//   8. the console's assistants directory and team inbox, 2,000 assistants and 20,000 messages, the
//      same budget, measured with part 7 (scripts/bench-console-people.mjs)
//   9. one API process against two behind HAProxy on one PostgreSQL: the throughput ratio of the same
//      reads, interleaved (scripts/bench-scale.mjs; informative: no budget on a 2-core machine)
//  10. operations: the `/metrics` scrape's cost, mails per second through the job queue to a local
//      SMTP server, backup and restore times of the demo data (scripts/bench-ops.mjs; informative)
//  11. cost per request (issue 31, goals 1, 3, 4; scripts/bench-perf.mjs): hot reads as a ratio of a
//      bare Fastify route on PostgreSQL, the same reads grown/demo (scripts/grow-data.mjs), and
//      another user's read p99 on the embedded database while writes go on
// Prints a table per part with ✓/✗ against each budget; exits 1 when a budget is missed
// (BENCH_NO_FAIL=1 to always exit 0). BENCH_SKIP_BUILD=1 reuses the current dist folders.
// BENCH_REPORT_DIR=dir writes each page's median Lighthouse report there as JSON (for its long tasks).
// BENCH_ONLY=lighthouse runs parts 2 and 3 (Lighthouse, sizes);
// BENCH_ONLY=messaging runs parts 3 and 6 only (sizes, messaging list: a few minutes);
// BENCH_ONLY=console parts 3 and 7 (sizes, the console's queues); BENCH_ONLY=scale part 9 alone;
// BENCH_ONLY=ops part 10 alone; BENCH_ONLY=replay part 5 alone; BENCH_ONLY=perf part 11 alone.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { ACTIONS_KEY, bundleSizes, kb, SHELL_KEY, table } from './bundle-sizes.mjs';
import {
  MESSAGE_COUNT,
  measureMessageList,
  messagingLabels,
  seedReceivedMessages,
} from './bench-messaging.mjs';
import { MESSAGES, PEOPLE } from './bench-console-people.mjs';
import { measureConsoleQueues, QUEUE_ITEMS } from './bench-console.mjs';
import { measureScale } from './bench-scale.mjs';
import { measureOps, MAILS } from './bench-ops.mjs';
import { measurePerf, printPerf } from './bench-perf.mjs';
import { measureFirstVisit } from './bench-first-visit.mjs';
import { lighthouseRunner, signedInScreens } from './bench-lighthouse.mjs';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];
const DEMO = { username: 'demo@relais.test', password: 'relais-demo' };
const STAFF = { username: 'support@relais-provider.test', password: 'relais-demo' };

const BUDGET = {
  perfLogin: 100,
  // every signed-in screen of the route walk, and a quote opened by its link (issue 31, goal 6)
  perfHome: 98,
  accessibility: 100,
  initialJsKb: 100,
  // issue 31, goal 6: what a first visit to /login fetches before the network is idle
  firstVisitKb: 75,
  lazyChunkKb: 50,
  // not in design guide section 8: set at today's size plus a margin so the shell cannot grow unnoticed
  // (82.5 KB since the snackbar, its icons and the worker's registration left /login's entry)
  shellKb: 85,
  p99Ms: 100,
  // issue 31, goal 7: the outbox's replay of 1,000 queued actions, on loopback and at +150 ms
  replayActions: 1000,
  replayLoopbackS: 10,
  replayLatencyS: 60,
  longTaskMs: 200,
  // issue 28: the console's own JS (its part and its texts), and its queues' reads
  consoleJsKb: 150,
  queueP99Ms: 50,
};

const failures = [];
const only = process.env.BENCH_ONLY;
if (only && !['lighthouse', 'messaging', 'console', 'scale', 'ops', 'perf', 'replay'].includes(only)) {
  console.error(
    `[bench] BENCH_ONLY=${only}: expected lighthouse, messaging, console, scale, ops, perf or replay`,
  );
  process.exit(1);
}
const runs = {
  lighthouse: !only || only === 'lighthouse',
  apiLatency: !only,
  replay: !only || only === 'replay',
  perf: !only || only === 'perf',
  messaging: !only || only === 'messaging',
  console: !only || only === 'console',
  scale: !only || only === 'scale',
  ops: !only || only === 'ops',
};
const mark = (ok) => (ok ? '✓' : '✗');
const check = (ok, what) => {
  if (!ok) failures.push(what);
  return mark(ok);
};

// ---- 1. build and start -----------------------------------------------------------------------
if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log('[bench] building web and api');
  const b = spawnSync(npm, ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const mainJs = path.join(root, 'apps/api/dist/main.js');
const webDist = path.join(root, 'apps/web/dist');
if (!existsSync(mainJs) || !existsSync(path.join(webDist, 'index.html'))) {
  console.error('[bench] apps/api/dist/main.js or apps/web/dist/index.html is missing');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'relais-bench-data-'));
const profileDir = mkdtempSync(path.join(tmpdir(), 'relais-bench-chromium-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const serverEnv = { ...process.env };
delete serverEnv.DATABASE_URL; // always the fresh embedded database
const server = spawn(process.execPath, [mainJs], {
  cwd: root,
  env: {
    ...serverEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    NODE_ENV: 'development',
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
let serverErr = '';
server.stderr.on('data', (d) => {
  serverErr = (serverErr + d.toString()).slice(-4000);
});
/** Ends a Lighthouse run's browser left open by an error (part 2). */
let closeLighthouse;
function cleanup() {
  if (server.exitCode === null) server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

async function waitHealthy() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}):\n${serverErr}`);
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy after 120 s:\n${serverErr}`);
}

async function signIn() {
  const r = await fetch(`${base}/api/auth/signin/assistant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!r.ok) throw new Error(`sign-in failed: ${r.status} ${await r.text()}`);
  const body = await r.json();
  return { token: body.access_token, userId: body.userId };
}

/** First and last day (YYYY-MM-DD) of the current month in the business zone. */
function currentMonthRange() {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date());
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  const mm = String(month).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: `${year}-${mm}-01`, end: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

try {
  console.log(`[bench] starting server on ${base} (DATA_DIR ${dataDir})`);
  await waitHealthy();

  // ---- 2. Lighthouse -----------------------------------------------------------------------------
  // Lighthouse measures the phone, not the server: here both share two cores, and the server's work
  // during the page load lengthened the page's tasks (TBT 150-500 ms over runs of the same build).
  // In use the server runs elsewhere, so it yields the CPU to the browser while pages are measured.
  const serverNice = (nice) => {
    try {
      setPriority(server.pid, nice);
    } catch (error) {
      console.log(`[bench] could not set the server's priority to ${nice} (${error.code ?? error})`);
    }
  };
  /** A signed link staff make for the demo client's proposed quote (the page a client opens cold). */
  const quoteLinkPath = async () => {
    const session = async (who) => {
      const res = await fetch(`${base}/api/auth/signin/assistant`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(who),
      });
      const body = await res.json();
      return { authorization: `Bearer ${body.access_token}` };
    };
    const client = await session({ username: 'client@relais.test', password: DEMO.password });
    const quotes = await (await fetch(`${base}/api/client/quotes`, { headers: client })).json();
    const proposed = quotes.find((q) => q.status === 'PROPOSED');
    if (!proposed) throw new Error('bench: the seed needs a proposed quote of the demo client');
    const staff = await session(STAFF);
    const link = await fetch(`${base}/api/staff/quotes/${proposed.id}/link`, {
      method: 'POST',
      headers: { ...staff, 'idempotency-key': crypto.randomUUID() },
    });
    return (await link.json()).path;
  };

  if (runs.lighthouse) {
    const started = Date.now();
    serverNice(10);
    // /login and /home RUNS times each (their median); every other page once, or SCREEN_RUNS times
    // when that run misses its budget (the median of those): the machine is shared and noisy
    const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
    const SCREEN_RUNS = Number(process.env.BENCH_LIGHTHOUSE_SCREEN_RUNS ?? 3);
    const lh = lighthouseRunner({
      base,
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      profileDir,
      account: DEMO,
    });
    closeLighthouse = lh.close;
    const chosenPages = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
    const quotePath = await quoteLinkPath();
    const pages = [
      { label: '/login', path: '/login', budget: BUDGET.perfLogin, signedIn: false },
      ...(await signedInScreens(base, DEMO)).map((s) => ({ ...s, budget: BUDGET.perfHome, signedIn: true })),
      // a quote opened cold by its signed link (issue 18), held to the signed-in screens' budget
      { label: '/quote/{id}', path: quotePath, budget: BUDGET.perfHome, signedIn: false },
    ].filter((p) => !chosenPages || chosenPages.includes(p.label));
    console.log(`[bench] Lighthouse on ${pages.length} pages`);

    const lhRows = [];
    for (const page of pages) {
      const meets = (lhr) =>
        Math.round((lhr.categories.performance?.score ?? 0) * 100) >= page.budget &&
        Math.round((lhr.categories.accessibility?.score ?? 0) * 100) >= BUDGET.accessibility;
      const fixedRuns = page.label === '/login' || page.label === '/home';
      const lhr = await lh.median(page.label, `${base}${page.path}`, {
        runs: fixedRuns ? RUNS : SCREEN_RUNS,
        signedIn: page.signedIn,
        enough: fixedRuns ? undefined : meets,
      });
      if (lhr && process.env.BENCH_REPORT_DIR) {
        mkdirSync(process.env.BENCH_REPORT_DIR, { recursive: true });
        writeFileSync(
          path.join(process.env.BENCH_REPORT_DIR, `lighthouse${page.label.replaceAll('/', '-')}.json`),
          JSON.stringify(lhr),
        );
      }
      if (!lhr) {
        failures.push(`lighthouse ${page.label}: no result`);
        lhRows.push([page.label, '✗ no result', '', '', '', '', '']);
        continue;
      }
      const perf = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const a11y = Math.round((lhr.categories.accessibility?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.displayValue ?? '-';
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      const landingPath = page.path.split('?')[0];
      if (landed !== landingPath) failures.push(`lighthouse ${page.label}: landed on ${landed}`);
      lhRows.push([
        page.label + (landed !== landingPath ? ` (landed on ${landed}) ✗` : ''),
        `${perf} ${check(perf >= page.budget, `performance ${page.label} ${perf} < ${page.budget}`)}`,
        `${a11y} ${check(a11y >= BUDGET.accessibility, `accessibility ${page.label} ${a11y} < ${BUDGET.accessibility}`)}`,
        audit('first-contentful-paint'),
        audit('largest-contentful-paint'),
        audit('total-blocking-time'),
        audit('cumulative-layout-shift'),
      ]);
      if (perf < page.budget) {
        // Say where the time goes: the biggest opportunities of the performance category.
        const hints = Object.values(lhr.audits)
          .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
          .sort((a, b) => (b.details.overallSavingsMs ?? 0) - (a.details.overallSavingsMs ?? 0))
          .slice(0, 4);
        for (const a of hints)
          console.log(`[bench] ${page.label} performance: ${a.title} — ${a.displayValue ?? ''}`);
      }
      for (const [id, a] of Object.entries(lhr.audits)) {
        if (lhr.categories.accessibility?.auditRefs.some((r) => r.id === id) && a.score === 0) {
          console.log(`[bench] ${page.label} accessibility: ${id} — ${a.title}`);
        }
      }
    }
    console.log(
      `\nLighthouse (mobile, simulated throttling) — budgets: performance /login ${BUDGET.perfLogin}, the others ≥ ${BUDGET.perfHome}, accessibility ${BUDGET.accessibility}; ${((Date.now() - started) / 60_000).toFixed(1)} min, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
    );
    table(['page', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS'], lhRows);

    serverNice(0);
  }

  // ---- 3. bundle sizes (scripts/bundle-sizes.mjs, also runnable alone) ---------------------------
  // The signed-in app shell (router, queries, offline engine, header and navigation) is loaded once,
  // by the entry, for every signed-in screen: it gets its own line and budget (docs/decisions.md),
  // and each lazy route is what it adds to the entry and the shell.
  const sizes = bundleSizes(webDist);
  // issue 31: measured in a browser (the page and its service worker), not read from the build
  const visit = await measureFirstVisit({ base, executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  console.log(
    `[bench] first visit /login, JS before the network is idle: ${visit.files.map((f) => `${f.path} ${kb(f.bytes)} KB${f.by === 'page' ? '' : ` (${f.by})`}`).join(', ')}`,
  );
  const sizeRows = [
    [
      `first visit /login: JS fetched before network idle (${visit.files.length} files${visit.idle ? '' : ', never idle ✗'})`,
      kb(visit.bytes),
      `${BUDGET.firstVisitKb} ${check(visit.idle && visit.bytes <= BUDGET.firstVisitKb * 1024, `first visit /login ${kb(visit.bytes)} KB${visit.idle ? '' : ', network never idle'}`)}`,
    ],
    [
      `initial JS for /login (${sizes.initial.chunks.length} files)`,
      kb(sizes.initial.bytes),
      `${BUDGET.initialJsKb} ${check(sizes.initial.bytes <= BUDGET.initialJsKb * 1024, `initial JS ${kb(sizes.initial.bytes)} KB`)}`,
    ],
    [
      `signed-in app shell ${SHELL_KEY} (${sizes.shell.chunks.length} files)`,
      kb(sizes.shell.bytes),
      `${BUDGET.shellKb} ${check(sizes.shell.bytes <= BUDGET.shellKb * 1024, `app shell ${kb(sizes.shell.bytes)} KB`)}`,
    ],
    // imported apart by the shell at start (the outbox engine waits for it), held to the lazy budget
    ...(sizes.actions
      ? [
          [
            `offline action definitions ${ACTIONS_KEY}, at start (${sizes.actions.chunks.length} file${sizes.actions.chunks.length > 1 ? 's' : ''})`,
            kb(sizes.actions.bytes),
            `${BUDGET.lazyChunkKb} ${check(sizes.actions.bytes <= BUDGET.lazyChunkKb * 1024, `offline actions ${kb(sizes.actions.bytes)} KB`)}`,
          ],
        ]
      : []),
    ...sizes.lazy.map((p) => [
      `lazy ${p.label} (${p.chunks.length} file${p.chunks.length > 1 ? 's' : ''})`,
      kb(p.bytes),
      `${BUDGET.lazyChunkKb} ${check(p.bytes <= BUDGET.lazyChunkKb * 1024, `lazy chunk ${p.key} ${kb(p.bytes)} KB`)}`,
    ]),
  ];
  // issue 28: what opening /staff adds for staff (the console's part and its texts in one language)
  const consoleParts = sizes.lazy.filter(
    (p) => p.key === 'src/console/index.ts' || p.key === 'src/i18n/console/fr.json',
  );
  const consoleBytes = consoleParts.reduce((sum, p) => sum + p.bytes, 0);
  sizeRows.push([
    `console at /staff, its initial JS (${consoleParts.map((p) => p.label).join(' + ') || 'missing'})`,
    kb(consoleBytes),
    `${BUDGET.consoleJsKb} ${check(consoleParts.length === 2 && consoleBytes <= BUDGET.consoleJsKb * 1024, `console initial JS ${kb(consoleBytes)} KB`)}`,
  ]);
  console.log(
    '\nJavaScript, gzip -9 (KB) — the first visit measured, the rest from the build (service worker excluded)',
  );
  table(['bundle', 'KB gzip', 'budget KB'], sizeRows);
  // issue 16: the messaging routes are lazy parts of their own (each held to the lazy budget above)
  const messagingParts = sizes.lazy.filter((p) => /(^|[/_])messaging/.test(p.key) || p.label === 'messaging');
  if (messagingParts.length === 0)
    failures.push('messaging routes: no lazy part of src/features/messaging in the build');
  console.log(
    `[bench] messaging routes: ${messagingParts.length === 0 ? 'none in the build ✗' : messagingParts.map((p) => `${p.key} ${kb(p.bytes)} KB`).join(', ')}`,
  );

  if (runs.apiLatency) {
    // ---- 4. API latency --------------------------------------------------------------------------
    const { token, userId } = await signIn();
    const month = currentMonthRange();
    const apiRuns = [
      ['GET /api/assistants/me', `${base}/api/assistants/me`],
      [
        `GET /api/assistants/{id}/events (${month.start}..${month.end})`,
        `${base}/api/assistants/${userId}/events?start=${month.start}&end=${month.end}`,
      ],
    ];
    const apiRows = [];
    for (const [label, url] of apiRuns) {
      const cannon = (duration) =>
        autocannon({ url, connections: 10, duration, headers: { authorization: `Bearer ${token}` } });
      await cannon(1); // warm-up (JIT, connection pool), not measured
      const res = await cannon(5);
      const non2xx = res.non2xx + res.errors + res.timeouts;
      apiRows.push([
        label,
        Math.round(res.requests.average),
        res.latency.p50,
        res.latency.p99,
        `${BUDGET.p99Ms} ${check(res.latency.p99 <= BUDGET.p99Ms && non2xx === 0, `API ${label} p99 ${res.latency.p99} ms, ${non2xx} non-2xx`)}`,
        non2xx,
      ]);
    }
    console.log('\nAPI authenticated reads, 10 connections, 5 s each, embedded database');
    table(['call', 'requests/s', 'p50 ms', 'p99 ms', 'budget p99', 'non-2xx/errors'], apiRows);
  }

  if (runs.messaging) {
    // ---- 6. messaging: 1,000 received messages scrolled and searched on a throttled phone --------
    const labels = messagingLabels(root);
    console.log(`[bench] seeding ${MESSAGE_COUNT} received messages through the staff call`);
    const seedStart = Date.now();
    const expected = await seedReceivedMessages(base, { assistant: DEMO, staff: STAFF });
    console.log(
      `[bench] seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s: ${expected.total} received, ${expected.matching} found by the search`,
    );
    serverNice(10); // the phone is measured, not the server (as for Lighthouse)
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    try {
      const m = await measureMessageList(browser, { base, assistant: DEMO, labels, expected });
      const row = (what, p, budgeted) => [
        what,
        p.count,
        p.longest,
        budgeted
          ? `${BUDGET.longTaskMs} ${check(p.longest <= BUDGET.longTaskMs, `messaging list ${what}: long task ${p.longest} ms`)}`
          : '(not budgeted)',
      ];
      console.log(
        `\nMessaging list, ${m.lines} lines: /messaging/reception at 390x844, CPU throttled 4x, long tasks (ms); every page loaded in ${m.scrollSeconds.toFixed(1)} s (${m.steps} wheel steps)`,
      );
      table(
        ['phase', 'long tasks', 'longest ms', 'budget ms'],
        [
          row('opening (the app starts)', m.opening, false),
          row(`scrolling to the end (${expected.total} lines)`, m.scrolling, true),
          row(`searching and scrolling the results (${expected.matching})`, m.searching, true),
        ],
      );
      for (const [what, p] of [
        ['scrolling', m.scrolling],
        ['searching', m.searching],
      ])
        if (p.top.length > 0)
          console.log(`[bench] messaging list, longest tasks ${what}: ${p.top.join(', ')}`);
      console.log(
        `[bench] load average while measured: ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')} on ${cpus().length} cores (long tasks lengthen when the CPU is shared)`,
      );
    } finally {
      await browser.close();
      serverNice(0);
    }
  }

  if (runs.console) {
    // ---- 7. the console's queues with 1,000 waiting items each (a server of their own) -----------
    console.log(`[bench] console queues: a server with ${QUEUE_ITEMS} waiting items in each queue`);
    const { postgres, embedded } = await measureConsoleQueues({ root, mainJs, webDist });
    // the budget holds on PostgreSQL, the provider's database; the embedded one serves one query at
    // a time, so its p99 at 10 connections is ten requests in a row (informative: docs/decisions.md)
    const queueTable = (title, rows, budgeted) => {
      console.log(
        `\nConsole queues, ${title}, first page of 25, ${QUEUE_ITEMS} waiting (directory: ${PEOPLE} assistants, inbox: ${MESSAGES} messages), 10 connections, 5 s each`,
      );
      table(
        ['call', 'waiting', 'requests/s', 'p50 ms', 'p99 ms', 'budget p99', 'non-2xx/errors'],
        rows.map((r) => [
          r.label,
          r.total,
          r.rps,
          r.p50,
          r.p99,
          budgeted
            ? `${BUDGET.queueP99Ms} ${check(r.p99 <= BUDGET.queueP99Ms && r.non2xx === 0, `console ${r.label} p99 ${r.p99} ms, ${r.non2xx} non-2xx`)}`
            : `(${BUDGET.queueP99Ms} on PostgreSQL) ${check(r.non2xx === 0, `console ${r.label} (embedded) ${r.non2xx} non-2xx`)}`,
          r.non2xx,
        ]),
      );
    };
    if (postgres) queueTable('PostgreSQL', postgres, true);
    else
      failures.push(
        'console queues: no PostgreSQL on this machine (apt install postgresql, or BENCH_DATABASE_URL)',
      );
    queueTable('embedded database (informative)', embedded, false);
  }

  if (runs.scale) {
    // ---- 9. one process against two behind a load balancer (servers of their own) ---------------
    console.log('[bench] scale: one API process against two behind HAProxy, on one PostgreSQL');
    const scale = await measureScale({ root, mainJs, webDist, month: currentMonthRange() });
    if (!scale) {
      failures.push('scale: no PostgreSQL or no HAProxy on this machine (.ci/run installs both)');
    } else {
      console.log('\nOne process and two behind HAProxy, 10 connections, medians of 3 interleaved 5 s runs');
      table(
        ['call', 'one process req/s', 'two processes req/s', 'ratio', 'non-2xx/errors'],
        scale.rows.map((r) => [
          r.label,
          r.one,
          r.two,
          `${r.ratio.toFixed(2)}x`,
          `${r.non2xx} ${check(r.non2xx === 0, `scale ${r.label}: ${r.non2xx} non-2xx`)}`,
        ]),
      );
    }
  }

  if (runs.ops) {
    // ---- 10. operations: metrics scrape, mails through the queue, backup and restore ------------
    console.log('[bench] operations: /metrics, the mail queue, backup and restore');
    const ops = await measureOps({ root, mainJs, webDist });
    if (!ops) {
      failures.push('operations: no PostgreSQL on this machine (.ci/run installs it)');
    } else {
      const m = ops.metrics;
      console.log('\n/metrics on its own port, one process on PostgreSQL (informative)');
      table(
        ['scrape median', 'scrape p99', 'size', 'GET /me req/s alone', 'while scraped back to back', 'ratio'],
        [
          [
            `${m.medianMs.toFixed(1)} ms`,
            `${m.p99Ms.toFixed(1)} ms`,
            `${m.kb.toFixed(1)} KB`,
            Math.round(m.quietRps),
            Math.round(m.scrapedRps),
            `${(m.scrapedRps / m.quietRps).toFixed(2)}x`,
          ],
        ],
      );
      console.log(`\nMail queue to a local SMTP server: ${MAILS} jobs inserted at once (informative)`);
      table(
        ['mails', 'seconds', 'mails/s'],
        [[ops.mails.mails, ops.mails.seconds.toFixed(1), ops.mails.perSecond.toFixed(1)]],
      );
      console.log("\nBackup and restore of the demo data (the command's own time; wall time with its start)");
      table(
        ['data', 'backup', 'restore'],
        ops.backups.map((b) => [
          b.label,
          `${b.backup.ms} ms (${b.backup.wallMs} ms)`,
          `${b.restore.ms} ms (${b.restore.wallMs} ms)`,
        ]),
      );
    }
  }
} catch (err) {
  failures.push(String(err instanceof Error ? err.message : err));
  console.error(`[bench] ${err instanceof Error ? err.stack : err}`);
} finally {
  await closeLighthouse?.();
  cleanup();
}

// ---- 5. Offline replay: 1,000 queued actions, on loopback and at a phone's round trip ------------
// The browser journey queues REPLAY_ACTIONS actions offline, then times their replay once online
// (REPLAY_LATENCY_MS added to every request through Chromium); it checks order and exactly-once
// itself, here we read its figure and hold it to the budget (issue 31, goal 7).
const replayJourney = (actions, latencyMs) => {
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/@playwright/test/cli.js'),
      'test',
      '-c',
      'apps/web/playwright.config.ts',
      'apps/web/e2e/outbox.spec.ts',
      '-g',
      '100 queued actions',
      '--reporter=list',
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        CI: '1',
        REPLAY_ACTIONS: String(actions),
        REPLAY_LATENCY_MS: String(latencyMs),
      },
    },
  );
  const found = /replay of (\d+) queued actions: ([\d.]+) s/.exec(`${run.stdout}${run.stderr}`);
  if (run.status !== 0 || !found) {
    console.error(run.stdout.slice(-2000));
    return null;
  }
  return { actions: found[1], seconds: Number(found[2]) };
};
if (runs.replay) {
  const rows = [];
  for (const [latencyMs, budget] of [
    [0, BUDGET.replayLoopbackS],
    [150, BUDGET.replayLatencyS],
  ]) {
    const r = replayJourney(BUDGET.replayActions, latencyMs);
    const what = `replay of ${BUDGET.replayActions} actions at +${latencyMs} ms`;
    if (!r) {
      failures.push(`${what}: the journey failed (see apps/web/e2e/outbox.spec.ts)`);
      continue;
    }
    rows.push([
      r.actions,
      `+${latencyMs} ms`,
      r.seconds.toFixed(2),
      `${budget} ${check(r.seconds <= budget, `${what}: ${r.seconds} s`)}`,
    ]);
  }
  console.log('\nOffline replay (in order, exactly once)');
  table(['actions', 'latency', 'seconds', 'budget s'], rows);
}

// ---- 11. Cost per request, flat with data, reads beside writes (issue 31, goals 1, 3, 4) ----------
if (runs.perf) {
  try {
    const perf = await measurePerf({ root, mainJs, webDist });
    printPerf(perf);
    for (const r of perf.rows) if (!r.ok) failures.push(`${r.goal}: ${r.label} ${r.figure} (${r.target})`);
  } catch (err) {
    failures.push(`cost per request: ${err instanceof Error ? err.message : err}`);
    console.error(`[bench] ${err instanceof Error ? err.stack : err}`);
  }
}

console.log(
  failures.length === 0
    ? '\n[bench] every budget met ✓'
    : `\n[bench] ${failures.length} budget(s) missed ✗\n  - ${failures.join('\n  - ')}`,
);
process.exit(failures.length > 0 && process.env.BENCH_NO_FAIL !== '1' ? 1 : 0);
