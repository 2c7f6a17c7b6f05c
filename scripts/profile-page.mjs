#!/usr/bin/env node
// Where a page's main-thread time goes (a diagnostic, not a test): builds the web app with source
// maps into a temporary folder, starts the built server on a fresh embedded database, signs the demo
// in, loads the page in Chromium at 390x844 with the CPU slowed 4x (as Lighthouse's mobile run) and
// prints the functions with the most self time, mapped to the sources, then the app frames they run
// under. Usage: `node scripts/profile-page.mjs /home` (after `npm run build` for the API bundle).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const page = process.argv[2] ?? '/home';
// PROFILE_CPU_RATE=1 profiles unthrottled (as Lighthouse observes before it simulates 4x); the long-task
// threshold follows (50 ms at 4x, 12.5 ms at 1x).
const RATE = Number(process.env.PROFILE_CPU_RATE ?? 4);
const LONG_US = (50_000 * RATE) / 4;
const dist = mkdtempSync(path.join(tmpdir(), 'relais-profile-dist-'));
const build = spawnSync('npx', ['vite', 'build', '--sourcemap', '--outDir', dist, '--emptyOutDir'], {
  cwd: path.join(root, 'apps/web'),
  stdio: 'ignore',
});
if (build.status !== 0) throw new Error('web build failed');

const port = 20000 + Math.floor(Math.random() * 10000);
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'relais-profile-data-')),
  WEB_DIST: dist,
  LOG: 'off',
};
const server = spawn('node', [path.join(root, 'apps/api/dist/main.js')], { env, stdio: 'ignore' });
try {
  for (let i = 0; ; i += 1) {
    if (i > 600) throw new Error('server did not start');
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.request.post(`${base}/api/auth/signin/assistant`, {
    data: { username: 'demo@relais.test', password: 'relais-demo' },
  });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const traceEvents = [];
  cdp.on('Tracing.dataCollected', ({ value }) => traceEvents.push(...value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['toplevel', 'devtools.timeline'] },
  });
  await cdp.send('Profiler.start');
  await tab.goto(`${base}${page}`);
  await tab.waitForTimeout(6000);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await traced;
  await browser.close();

  const maps = new Map();
  const where = (frame) => {
    const file = path.join(dist, 'assets', frame.url.split('/').pop() ?? '');
    if (!frame.url || !existsSync(`${file}.map`))
      return frame.functionName || `(${frame.url ? 'anonymous' : 'native'})`;
    if (!maps.has(file))
      maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))));
    const pos = maps
      .get(file)
      .originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = (pos.source ?? file).replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/');
    return `${pos.name ?? frame.functionName} ${source}:${pos.line ?? 0}`;
  };
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n.id])));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byFunction = new Map();
  const byAppFrame = new Map();
  for (const [id, micros] of self) {
    const node = nodes.get(id);
    const name = where(node.callFrame);
    if (name === '(idle)') continue;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    let up = id;
    while (up !== undefined && !where(nodes.get(up).callFrame).includes(' src/')) up = parent.get(up);
    const app = up === undefined ? '(outside app code)' : where(nodes.get(up).callFrame);
    byAppFrame.set(app, (byAppFrame.get(app) ?? 0) + micros);
  }
  const show = (title, map) => {
    console.log(`\n${title} (ms, CPU ${RATE}x slower)`);
    for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(String(Math.round(v / 1000)).padStart(6), k);
  };
  show(`self time by function on ${page}`, byFunction);
  show('self time by the app frame it runs under', byAppFrame);

  // Long tasks of the page's main thread (over 50 ms at 4x, what Total Blocking Time counts), each
  // with the trace events directly under it and the functions with the most self time inside it.
  const calls = (e) =>
    traceEvents.filter((t) => t.pid === e.pid && t.tid === e.tid && t.name === 'FunctionCall').length;
  const mainThread = traceEvents
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => calls(b) - calls(a))[0];
  const tasks = traceEvents
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.pid === mainThread?.pid &&
        e.tid === mainThread?.tid &&
        e.name.endsWith('RunTask') &&
        e.dur > LONG_US,
    )
    .sort((a, b) => a.ts - b.ts);
  const sampleTimes = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) sampleTimes.push((t += d));
  console.log(
    `\nlong tasks (over ${LONG_US / 1000} ms at ${RATE}x): ${tasks.length}, blocking at 4x ${Math.round(tasks.reduce((s, e) => s + (e.dur * 4) / RATE / 1000 - 50, 0))} ms`,
  );
  for (const task of tasks) {
    const inside = traceEvents.filter(
      (e) =>
        e.ph === 'X' &&
        e.pid === task.pid &&
        e.tid === task.tid &&
        e !== task &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= task.ts + task.dur,
    );
    const kinds = new Map();
    for (const e of inside) kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0));
    const top = [...kinds]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([k, v]) => `${k} ${Math.round(v / 1000)}`)
      .join(', ');
    const url =
      inside
        .find((e) => e.args?.data?.url)
        ?.args.data.url?.split('/')
        .pop() ?? '';
    console.log(
      `\n${String(Math.round(task.dur / 1000)).padStart(5)} ms at ${Math.round((task.ts - tasks[0].ts) / 1000)} ${url} — ${top}`,
    );
    const fns = new Map();
    const apps = new Map();
    profile.samples.forEach((id, i) => {
      if (sampleTimes[i] < task.ts || sampleTimes[i] > task.ts + task.dur) return;
      const name = where(nodes.get(id).callFrame);
      if (name === '(idle)') return;
      fns.set(name, (fns.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0));
      let up = id;
      while (up !== undefined && !where(nodes.get(up).callFrame).includes(' src/')) up = parent.get(up);
      const app = up === undefined ? '(outside app code)' : where(nodes.get(up).callFrame);
      apps.set(app, (apps.get(app) ?? 0) + (profile.timeDeltas[i] ?? 0));
    });
    const ms = (v) => (v / 1000).toFixed(1).padStart(8);
    for (const [k, v] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(ms(v), k);
    console.log('      under app frames:');
    for (const [k, v] of [...apps].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(ms(v), k);
  }
} finally {
  server.kill();
}
