#!/usr/bin/env node
// `npm test`: the whole quality gate, in order, stopping at the first failing step.
//   1. at once: lint (eslint . --max-warnings=0), typecheck (tsc -p on every workspace), format
//      (prettier --check .), build (web with vite, then api with esbuild)
//   2. unit + api    vitest run (all projects, API on the embedded database)
//   3. api on PostgreSQL  when TEST_DATABASE_URL is set or PG* points to a live server
//   4. browser       playwright test -c apps/web/playwright.config.ts (2 workers, a server per spec file)
// Test counts come from the vitest and Playwright JSON reporters; the final `N passed, N failed`
// line is printed only when every test step that ran produced a readable report.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const reports = mkdtempSync(path.join(tmpdir(), 'relais-test-'));

const totals = { passed: 0, failed: 0, reliable: true };
const startedAt = Date.now();
/** Each step's wall time, printed at the end and written to test-results/npm-test-times.json. */
const times = [];
const TIMES_FILE = path.join(root, 'test-results', 'npm-test-times.json');

function banner(text, char = '=') {
  const line = char.repeat(Math.max(60, text.length + 8));
  console.log(`\n${line}\n${char}${char}  ${text}\n${line}`);
}

function run(cmd, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    const forward = (sig) => child.kill(sig);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (err) => {
      console.error(err);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Runs a command with its output collected (for steps run at once): its exit code and output. */
function runQuiet(cmd, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    const forward = (sig) => child.kill(sig);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (err) => {
      chunks.push(Buffer.from(String(err)));
      resolve({ code: 1, output: Buffer.concat(chunks).toString() });
    });
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() });
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Counts from a vitest JSON report; a file that failed to load counts as one failure. */
function vitestCounts(file) {
  const report = readJson(file);
  if (!report || typeof report.numPassedTests !== 'number') return null;
  let failed = report.numFailedTests;
  for (const suite of report.testResults ?? []) {
    const hasFailedTest = (suite.assertionResults ?? []).some((a) => a.status === 'failed');
    if (suite.status === 'failed' && !hasFailedTest) failed += 1;
  }
  return { passed: report.numPassedTests, failed };
}

/** Counts from a Playwright JSON report (flaky counts as failed: retries are 0 anyway). */
function playwrightCounts(file) {
  const report = readJson(file);
  const s = report?.stats;
  if (!s || typeof s.expected !== 'number') return null;
  return { passed: s.expected, failed: s.unexpected + s.flaky + (report.errors?.length ? 1 : 0) };
}

function finish(code, failedStep) {
  rmSync(reports, { recursive: true, force: true });
  const minutes = ((Date.now() - startedAt) / 60000).toFixed(1);
  console.log('\nStep times:');
  for (const t of times) console.log(`  ${(t.seconds / 60).toFixed(1).padStart(5)} min  ${t.step}`);
  mkdirSync(path.dirname(TIMES_FILE), { recursive: true });
  writeFileSync(
    TIMES_FILE,
    `${JSON.stringify({ node: process.version, totalSeconds: (Date.now() - startedAt) / 1000, failedStep, steps: times }, null, 2)}\n`,
  );
  if (failedStep) {
    banner(`FAILED: ${failedStep} (exit ${code}) after ${minutes} min`, '!');
  } else {
    banner(`ALL STEPS PASSED in ${minutes} min`);
  }
  if (totals.reliable) {
    console.log(`${totals.passed} passed, ${totals.failed} failed`);
  } else {
    console.log('(test counts unavailable: a test step produced no readable JSON report)');
  }
  process.exit(code);
}

/** Adds a test step's counts (from its report file) to the totals. */
function count(label, code, counts) {
  if (!counts) return;
  const c = counts();
  if (c) {
    totals.passed += c.passed;
    totals.failed += c.failed;
    console.log(`-- ${label}: ${c.passed} passed, ${c.failed} failed`);
    if (code !== 0 && c.failed === 0) totals.failed += 1; // e.g. an unhandled error outside tests
  } else {
    totals.reliable = false;
  }
}

/** A step: label, command, args, optional env and optional counter reading a report file. */
async function step(label, cmd, args, { env = process.env, counts } = {}) {
  banner(label);
  const stepStarted = Date.now();
  const code = await run(cmd, args, env);
  times.push({ step: label, seconds: Math.round((Date.now() - stepStarted) / 100) / 10 });
  count(label, code, counts);
  if (code !== 0) finish(code, label);
}

/**
 * Steps that do not depend on each other, run at once where the 2 cores have room (lint and
 * type-check take one core each); their
 * outputs are printed one after the other, in the given order, each with its own wall time.
 */
async function stepsAtOnce(list) {
  banner(`${list.map((s) => s.label).join(' + ')} (at once)`);
  const results = await Promise.all(
    list.map(async ({ label, cmd, args, env }) => {
      const started = Date.now();
      const result = await runQuiet(cmd, args, env);
      return { label, ...result, seconds: Math.round((Date.now() - started) / 100) / 10 };
    }),
  );
  for (const [i, r] of results.entries()) {
    banner(r.label, '-');
    process.stdout.write(r.output);
    times.push({ step: r.label, seconds: r.seconds });
    count(r.label, r.code, list[i].counts);
  }
  const failed = results.find((r) => r.code !== 0);
  if (failed) finish(failed.code, failed.label);
}

/**
 * TEST_DATABASE_URL, or one built from the libpq variables (PGHOST, PGPORT, PGUSER, PGPASSWORD,
 * PGDATABASE) when at least one is set and the server answers on TCP. The tests reset that
 * database, so a server is never guessed without an explicit setting.
 */
async function postgresUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const { PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE } = process.env;
  if (!PGHOST && !PGPORT && !PGUSER && !PGDATABASE) return undefined;
  const host = PGHOST && !PGHOST.startsWith('/') ? PGHOST : '127.0.0.1';
  const port = Number(PGPORT ?? 5432);
  const reachable = await new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
  if (!reachable) return undefined;
  const auth =
    encodeURIComponent(PGUSER ?? 'postgres') + (PGPASSWORD ? `:${encodeURIComponent(PGPASSWORD)}` : '');
  return `postgres://${auth}@${host}:${port}/${encodeURIComponent(PGDATABASE ?? 'relais_test')}`;
}

// The runtime the project brings (devDependency `node`, first on the PATH of npm scripts): Node 20
// is past its end of life, so the gate refuses to run on it.
banner(`runtime: Node.js ${process.version}`);
if (Number(process.versions.node.split('.')[0]) < 22) {
  finish(
    1,
    `runtime: Node.js ${process.version} is not a supported LTS (run through npm: npm install brings Node 24)`,
  );
}

const { TEST_DATABASE_URL: _fromEnv, ...envWithoutPg } = process.env;
const TEST_DATABASE_URL = await postgresUrl();

await stepsAtOnce([
  { label: 'lint', cmd: npm, args: ['run', '--silent', 'lint'] },
  { label: 'typecheck', cmd: npm, args: ['run', '--silent', 'typecheck'] },
  { label: 'format', cmd: npm, args: ['run', '--silent', 'format:check'] },
  { label: 'build (web + api)', cmd: npm, args: ['run', '--silent', 'build'], env: envWithoutPg },
]);

const vitestArgs = (report) => [
  'run',
  '--passWithNoTests',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];
const unitReport = path.join(reports, 'vitest.json');
const unit = {
  label: 'unit + API tests (vitest, embedded database)',
  cmd: bin('vitest'),
  args: vitestArgs(unitReport),
  env: envWithoutPg,
  counts: () => vitestCounts(unitReport),
};
await step(unit.label, unit.cmd, unit.args, unit);
if (TEST_DATABASE_URL) {
  // Not at once with the run above: both are CPU-bound on 2 cores (measured: 5.9 min together
  // against 4.0 + 1.7 one after the other).
  const pgReport = path.join(reports, 'vitest-pg.json');
  await step(
    'API tests on PostgreSQL (TEST_DATABASE_URL)',
    bin('vitest'),
    // its tests wait on the server more than they compute: 4 workers (2.1 -> 1.6 min)
    [...vitestArgs(pgReport), '--project', 'api', '--project', 'api-isolated', '--maxWorkers=4'],
    { env: { ...envWithoutPg, TEST_DATABASE_URL }, counts: () => vitestCounts(pgReport) },
  );
} else {
  banner('API tests on PostgreSQL: skipped (no TEST_DATABASE_URL, no reachable PG* server)', '-');
}

const e2eReport = path.join(reports, 'playwright.json');
if (!existsSync(path.join(root, 'apps/web/playwright.config.ts'))) {
  finish(1, 'browser tests: apps/web/playwright.config.ts is missing');
}
await step(
  'browser tests (playwright)',
  bin('playwright'),
  ['test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'],
  {
    env: { ...envWithoutPg, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    counts: () => playwrightCounts(e2eReport),
  },
);

finish(0, null);
