#!/usr/bin/env node
// The cost-per-request part of `npm run bench` (issue 31, goals 1, 3 and 4), in one run, the machine
// being noisy: every figure a ratio of runs interleaved with the one it is compared to (3 rounds of
// 3 s at 10 connections, autocannon; the median of the rounds' ratios; the bare route before and after
// each round, the demo and the grown server each first in turn). CPU milliseconds per request, which
// the machine's load moves much less than throughput, are printed beside.
//   Goal 1 (PostgreSQL, a throwaway server: scripts/bench-postgres.mjs): the app's hot reads on the
//     demo seed against a bare Fastify route answering the same JSON as GET /api/assistants/me (the
//     ceiling, a child process on the same Node); cheap reads at least 25 % of it, the dashboard 10 %.
//     Beside: the CPU milliseconds per request of the server process and of PostgreSQL (postmaster,
//     backends, and the backends that ended), from /proc/<pid>/stat; and the SQL statements of one
//     call (log_statement=all on the throwaway server, the job queue's own statements left out: the
//     fewest of 3 calls).
//   Goal 4 (flat with data): the same reads and the invoices' (monthsToInvoice, the month's
//     pro-forma) on a second database grown by scripts/grow-data.mjs (its time held under a minute),
//     each grown/demo at least 0.8x, with the answers' sizes.
//   Goal 3 (the embedded database, PGlite): another user's GET /api/assistants/me p99 at 2
//     connections while the demo assistant's writes (PUT of a half-day's availability, a fresh
//     Idempotency-Key each) go on at 4, under 20 ms; the same read's p99 without writes beside.
// About 6 minutes (7 when the machine is loaded). How bench.mjs calls it:
//   import { measurePerf, printPerf } from './bench-perf.mjs';
//   const perf = await measurePerf({ root, mainJs, webDist });
//   printPerf(perf);
//   for (const r of perf.rows) if (!r.ok) failures.push(`${r.goal}: ${r.label} ${r.figure} (${r.target})`);
// Run alone (after `npm run build`): `node scripts/bench-perf.mjs`.
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from './bench-console.mjs';
import { startPostgres } from './bench-postgres.mjs';
import { table } from './bundle-sizes.mjs';
import { freePort } from './free-port.mjs';
import { GROWN, growData } from './grow-data.mjs';

const DEMO = { username: 'demo@relais.test', password: 'relais-demo' };
/** The seed's other assistant: her reads go on while the demo assistant writes (goal 3). */
const OTHER = { username: 'other@relais.test', password: 'relais-demo' };
const ROUNDS = 3;
const RUN_S = 3;
const CONNECTIONS = 10;
export const PERF_TARGET = { cheap: 0.25, dashboard: 0.1, grown: 0.8, growS: 60, readP99Ms: 20 };

// ---- processes' CPU, from /proc ---------------------------------------------------------------
const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
/** /proc/<pid>/stat from its third field (state) on; null once the process is gone. */
const statOf = (pid) => {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return s.slice(s.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
};
const ticksMs = (...ticks) => (ticks.reduce((a, t) => a + Number(t), 0) * 1000) / CLK_TCK;
/** User and system CPU milliseconds of a process (all its threads). */
const cpuMs = (pid) => {
  const f = statOf(pid);
  return f ? ticksMs(f[11], f[12]) : 0;
};
const childrenOf = (ppid) =>
  readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .map(Number)
    .filter((p) => Number(statOf(p)?.[1]) === ppid);
/** A process with its children, those that ended included (reaped into its cutime and cstime). */
const treeCpuMs = (pid) => {
  const f = statOf(pid);
  return f ? ticksMs(f[11], f[12], f[13], f[14]) + childrenOf(pid).reduce((s, c) => s + cpuMs(c), 0) : 0;
};
/** The pid of the server this process started on `port` (startServer gives its base URL only). */
const serverPid = (port) =>
  childrenOf(process.pid).find((p) => {
    try {
      return readFileSync(`/proc/${p}/environ`, 'utf8').split('\0').includes(`PORT=${port}`);
    } catch {
      return false;
    }
  }) ?? null;

// ---- HTTP -------------------------------------------------------------------------------------
async function signIn(base, who) {
  const res = await fetch(`${base}/api/auth/signin/assistant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`perf bench: sign-in of ${who.username} ${res.status} ${await res.text()}`);
  const body = await res.json();
  return { id: body.userId, headers: { authorization: `Bearer ${body.access_token}` } };
}

/** The current month in the business zone: `YYYY-MM`, its first and last days. */
function currentMonth() {
  const month = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
  }).format(new Date());
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { month, start: `${month}-01`, end: `${month}-${last}` };
}

/** The hot reads measured, for the signed-in assistant `id`; `share`: the ceiling's share aimed at (goal 1). */
const hotReads = (id, m) => [
  { label: 'GET /assistants/me', path: '/api/assistants/me', share: PERF_TARGET.cheap },
  {
    label: 'GET /assistants/{id}/events (the month)',
    path: `/api/assistants/${id}/events?start=${m.start}&end=${m.end}`,
    share: PERF_TARGET.cheap,
  },
  {
    label: 'GET /users/{id}/messages/type/received (20)',
    path: `/api/users/${id}/messages/type/received?page=0&size=20`,
    share: PERF_TARGET.cheap,
  },
  {
    label: 'GET /assistants/{id}/logs (20)',
    path: `/api/assistants/${id}/logs?page=0&size=20`,
    share: PERF_TARGET.cheap,
  },
  {
    label: 'GET /dashboard?kpi=true',
    path: `/api/dashboard?userId=${id}&kpi=true`,
    share: PERF_TARGET.dashboard,
  },
  {
    label: 'GET /assistants/{id}/events/monthsToInvoice',
    path: `/api/assistants/${id}/events/monthsToInvoice`,
  },
  { label: 'GET /assistants/{id}/proforma/{month}', path: `/api/assistants/${id}/proforma/${m.month}` },
];

/** The answer's JSON size (KB, uncompressed); throws on a non-2xx. */
async function answerKb(url, headers) {
  const res = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (!res.ok) throw new Error(`perf bench: ${url} answered ${res.status}`);
  return bytes / 1024;
}

/** One autocannon run with the CPU its server (`pid`) and PostgreSQL (`pgPid`) spent per request. */
async function run({ url, headers, pid, pgPid, connections = CONNECTIONS, duration = RUN_S, requests }) {
  const before = { server: pid ? cpuMs(pid) : 0, pg: pgPid ? treeCpuMs(pgPid) : 0 };
  const res = await autocannon({ url, headers, connections, duration, requests });
  const n = Math.max(1, res.requests.total);
  return {
    rps: res.requests.average,
    p99: res.latency.p99,
    non2xx: res.non2xx + res.errors + res.timeouts,
    serverMs: pid ? (cpuMs(pid) - before.server) / n : null,
    pgMs: pgPid ? (treeCpuMs(pgPid) - before.pg) / n : null,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** Each figure's median over the rounds (CPU null when not measured), the non-2xx summed. */
const summary = (runs) => {
  const of = (key) => (runs[0][key] === null ? null : median(runs.map((r) => r[key])));
  return {
    rps: of('rps'),
    p99: of('p99'),
    serverMs: of('serverMs'),
    pgMs: of('pgMs'),
    non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
  };
};

// ---- the ceiling: a bare Fastify route ------------------------------------------------------------
const CEILING_SERVER = `
import Fastify from 'fastify';
const me = JSON.parse(process.env.CEILING_JSON);
const app = Fastify();
app.get('/api/assistants/me', async () => me);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/** The bare route answering `json`, a child process on this Node; `{ url, pid, stop }`. */
async function startCeiling(root, json) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', CEILING_SERVER], {
    cwd: root,
    env: { ...process.env, PORT: String(port), CEILING_JSON: json },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}/api/assistants/me`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 100 || child.exitCode !== null)
      throw new Error('perf bench: the bare Fastify route did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

// ---- SQL statements per call: log_statement=all on the throwaway server --------------------------
/** Where the next entry of the log starts (log_line_prefix '%m [%p] '; an entry's next lines start with a tab). */
const NEXT_ENTRY = /\n(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)/;
const STATEMENT = /\] LOG: {2}(statement|execute [^:]*): /;

/** `{ count(call), close() }` on the server's log, or null when it cannot be read (BENCH_DATABASE_URL). */
async function statementCounter(url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const dataDir = (await admin.query('SHOW data_directory')).rows[0].data_directory;
  const log = path.join(path.dirname(dataDir), 'server.log');
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(log) || !existsSync(pidFile)) {
    await admin.end();
    return { pgPid: null, counter: null };
  }
  const pmPid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const setLogging = async (on) => {
    await admin.query(on ? `ALTER SYSTEM SET log_statement = 'all'` : 'ALTER SYSTEM RESET log_statement');
    await admin.query('SELECT pg_reload_conf()');
  };
  const readFrom = (offset) => {
    const size = statSync(log).size;
    const buf = Buffer.alloc(size - offset);
    const fd = openSync(log, 'r');
    readSync(fd, buf, 0, buf.length, offset);
    closeSync(fd);
    return buf.toString('utf8');
  };
  const counter = {
    /**
     * The statements of each of `calls` (and of what it leaves running for 200 ms): the fewest of 3
     * calls in a row, after one call that is not counted.
     */
    count: async (calls) => {
      await setLogging(true);
      try {
        // the backends read the new setting once the postmaster passes the reload on
        await new Promise((r) => setTimeout(r, 500));
        const out = [];
        for (const call of calls) {
          await call();
          const counts = [];
          for (let i = 0; i < 3; i++) {
            const offset = statSync(log).size;
            await call();
            await new Promise((r) => setTimeout(r, 200));
            const entries = readFrom(offset).split(NEXT_ENTRY);
            counts.push(entries.filter((e) => STATEMENT.test(e) && !/pgboss/i.test(e)).length);
          }
          out.push(Math.min(...counts));
        }
        return out;
      } finally {
        await setLogging(false);
      }
    },
  };
  return { pgPid: pmPid || null, counter, close: () => admin.end() };
}

// ---- goals 1 and 4, on PostgreSQL ------------------------------------------------------------------
async function measureOnPostgres(build, url, say) {
  const grownUrl = new URL(url);
  grownUrl.pathname = '/relais_grown';
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS relais_grown');
  await admin.query('CREATE DATABASE relais_grown');
  await admin.end();
  const dirs = [];
  const stops = [];
  const start = async (databaseUrl) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'relais-bench-perf-'));
    dirs.push(dataDir);
    const server = await startServer({ ...build, dataDir, databaseUrl });
    stops.push(server.stop);
    return server;
  };
  try {
    say('seeding two databases, then growing one (scripts/grow-data.mjs)');
    const [demo, seeded] = await Promise.all([start(url), start(grownUrl.href)]);
    await seeded.stop();
    const grow = await growData(grownUrl.href);
    say(`grown in ${grow.seconds.toFixed(1)} s`);
    const grown = await start(grownUrl.href);
    const logs = await statementCounter(url);
    if (logs.close) stops.push(logs.close);
    const month = currentMonth();
    const servers = {};
    for (const [name, server] of [
      ['demo', demo],
      ['grown', grown],
    ]) {
      const session = await signIn(server.base, DEMO);
      servers[name] = {
        ...server,
        ...session,
        pid: serverPid(server.port),
        reads: hotReads(session.id, month),
      };
    }
    const meJson = await (
      await fetch(`${demo.base}/api/assistants/me`, { headers: servers.demo.headers })
    ).text();
    const ceiling = await startCeiling(build.root, meJson);
    stops.push(ceiling.stop);

    const answer = (name, i) =>
      answerKb(`${servers[name].base}${servers[name].reads[i].path}`, servers[name].headers);
    const statements = logs.counter
      ? await logs.counter.count(servers.demo.reads.map((_, i) => () => answer('demo', i)))
      : [];
    const calls = [];
    for (const [i, read] of servers.demo.reads.entries()) {
      calls.push({
        label: read.label,
        share: read.share ?? null,
        kb: { demo: await answer('demo', i), grown: await answer('grown', i) },
        statements: statements[i] ?? null,
        runs: { demo: [], grown: [] },
        ratios: { ceiling: [], grown: [] },
      });
    }
    const ceilingRuns = [];
    for (let round = 0; round < ROUNDS; round++) {
      say(`round ${round + 1} of ${ROUNDS} (${2 + 2 * calls.length} runs of ${RUN_S} s)`);
      if (round === 0) await autocannon({ url: ceiling.url, connections: CONNECTIONS, duration: 1 });
      const first = await run({ url: ceiling.url, pid: ceiling.pid });
      const demoRps = [];
      for (const [i, call] of calls.entries()) {
        const on = {};
        // demo first, then grown first: a drift of the machine's load weighs on both
        for (const name of round % 2 ? ['grown', 'demo'] : ['demo', 'grown']) {
          const s = servers[name];
          const url = `${s.base}${s.reads[i].path}`;
          if (round === 0)
            await autocannon({ url, headers: s.headers, connections: CONNECTIONS, duration: 1 });
          on[name] = await run({ url, headers: s.headers, pid: s.pid, pgPid: logs.pgPid });
          call.runs[name].push(on[name]);
        }
        demoRps.push(on.demo.rps);
        call.ratios.grown.push(on.grown.rps / on.demo.rps);
      }
      // the bare route before and after the round: the app's reads against their mean
      const last = await run({ url: ceiling.url, pid: ceiling.pid });
      ceilingRuns.push(first, last);
      const top = (first.rps + last.rps) / 2;
      for (const [i, call] of calls.entries()) call.ratios.ceiling.push(demoRps[i] / top);
    }
    return {
      grow,
      ceiling: summary(ceilingRuns),
      calls: calls.map((c) => ({
        label: c.label,
        share: c.share,
        kb: c.kb,
        statements: c.statements,
        demo: summary(c.runs.demo),
        grown: summary(c.runs.grown),
        ofCeiling: median(c.ratios.ceiling),
        grownRatio: median(c.ratios.grown),
      })),
    };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

// ---- goal 3, on the embedded database ---------------------------------------------------------------
/** Goal 3, on a server of its own on the embedded database (the demo seed). */
async function measureEmbedded(build) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'relais-bench-perf-embedded-'));
  const server = await startServer({ ...build, dataDir }).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  try {
    const writer = await signIn(server.base, DEMO);
    const reader = await signIn(server.base, OTHER);
    const read = { url: `${server.base}/api/assistants/me`, headers: reader.headers, connections: 2 };
    const writes = {
      url: server.base,
      connections: 4,
      requests: [
        {
          method: 'PUT',
          path: `/api/assistants/${writer.id}/availability/1/MORNING`,
          headers: { ...writer.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ value: true }),
          setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }),
        },
      ],
    };
    await run({ ...read, duration: 1 });
    await run({ ...writes, duration: 1 });
    const alone = [];
    const together = [];
    const written = [];
    for (let round = 0; round < ROUNDS; round++) {
      alone.push(await run(read));
      // the writes start first and end after the reads
      const writing = run({ ...writes, duration: RUN_S + 1 });
      await new Promise((r) => setTimeout(r, 300));
      together.push(await run(read));
      written.push(await writing);
    }
    return { alone: summary(alone), withWrites: summary(together), writes: summary(written) };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- the part -------------------------------------------------------------------------------------
const pct = (x) => `${(x * 100).toFixed(1)} %`;
const times = (x) => `${x.toFixed(2)}x`;
const fixed = (x, digits = 2) => (x === null || x === undefined ? '-' : x.toFixed(digits));

/**
 * Goals 1 and 4 on a throwaway PostgreSQL (null when the machine has none), goal 3 on the embedded
 * database. `rows`: `{ goal, label, figure, target, ok }` each, for bench.mjs's failures; `postgres`
 * and `embedded`: the figures printPerf prints.
 */
export async function measurePerf({ root, mainJs, webDist }) {
  const build = { root, mainJs, webDist };
  const started = performance.now();
  const say = (what) =>
    console.log(`[bench] perf, ${((performance.now() - started) / 1000).toFixed(0)} s: ${what}`);
  const server = await startPostgres();
  let postgres = null;
  if (server) {
    try {
      postgres = await measureOnPostgres(build, server.url, say);
    } finally {
      await server.stop();
    }
  }
  say('reads of another user while the demo assistant writes (embedded database)');
  // its failure (a server not started in time on a loaded machine) keeps the figures above
  let embedded = null;
  let embeddedError = null;
  try {
    embedded = await measureEmbedded(build);
  } catch (error) {
    embeddedError = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  }
  say('done');
  const rows = [];
  if (!postgres) {
    rows.push({
      goal: 'goals 1 and 4',
      label: 'PostgreSQL',
      figure: 'no PostgreSQL on this machine',
      target: 'apt install postgresql, or BENCH_DATABASE_URL',
      ok: false,
    });
  } else {
    for (const c of postgres.calls.filter((x) => x.share !== null)) {
      rows.push({
        goal: 'goal 1',
        label: `${c.label} on PostgreSQL, of the bare route`,
        figure: `${pct(c.ofCeiling)}${c.demo.non2xx ? `, ${c.demo.non2xx} non-2xx` : ''}`,
        target: `≥ ${pct(c.share)}`,
        ok: c.ofCeiling >= c.share && c.demo.non2xx === 0,
      });
    }
    rows.push({
      goal: 'goal 4',
      label: 'scripts/grow-data.mjs on PostgreSQL',
      figure: `${postgres.grow.seconds.toFixed(1)} s`,
      target: `< ${PERF_TARGET.growS} s`,
      ok: postgres.grow.seconds < PERF_TARGET.growS,
    });
    for (const c of postgres.calls) {
      const non2xx = c.demo.non2xx + c.grown.non2xx;
      rows.push({
        goal: 'goal 4',
        label: `${c.label}, grown/demo`,
        figure: `${times(c.grownRatio)}${non2xx ? `, ${non2xx} non-2xx` : ''}`,
        target: `≥ ${times(PERF_TARGET.grown)}`,
        ok: c.grownRatio >= PERF_TARGET.grown && non2xx === 0,
      });
    }
  }
  const non2xx = embedded ? embedded.alone.non2xx + embedded.withWrites.non2xx + embedded.writes.non2xx : 0;
  rows.push({
    goal: 'goal 3',
    label: "another user's GET /assistants/me p99 while writes go on (embedded)",
    figure: embedded
      ? `${embedded.withWrites.p99} ms${non2xx ? `, ${non2xx} non-2xx` : ''}`
      : `not measured: ${embeddedError}`,
    target: `< ${PERF_TARGET.readP99Ms} ms`,
    ok: embedded !== null && embedded.withWrites.p99 < PERF_TARGET.readP99Ms && non2xx === 0,
  });
  return { rows, postgres, embedded };
}

/** The part's tables, each figure beside its target with ✓/✗. */
export function printPerf({ rows, postgres, embedded }) {
  const mark = (ok) => (ok ? '✓' : '✗');
  const rowOf = (goal, label) => rows.find((r) => r.goal === goal && r.label.startsWith(label));
  if (postgres) {
    console.log(
      `\nGoal 1: cost per request on PostgreSQL (demo seed), ${CONNECTIONS} connections, medians of ${ROUNDS} interleaved ${RUN_S} s runs`,
    );
    const c0 = postgres.ceiling;
    table(
      [
        'call',
        'req/s',
        'of the bare route',
        'target',
        'server CPU ms/req',
        'PostgreSQL CPU ms/req',
        'SQL statements',
      ],
      [
        ['bare Fastify route, the same JSON', Math.round(c0.rps), '100 %', '', fixed(c0.serverMs, 3), '-', 0],
        ...postgres.calls
          .filter((c) => c.share !== null)
          .map((c) => [
            c.label,
            Math.round(c.demo.rps),
            pct(c.ofCeiling),
            `≥ ${pct(c.share)} ${mark(rowOf('goal 1', c.label).ok)}`,
            fixed(c.demo.serverMs),
            fixed(c.demo.pgMs),
            c.statements ?? '-',
          ]),
      ],
    );
    const g = postgres.grow;
    console.log(
      `\nGoal 4: the demo seed against grown data (${GROWN.interventions} interventions over ${GROWN.years} years and ${GROWN.monthReports} this month, ${GROWN.historyLines} history lines, ${GROWN.messages} messages, ${GROWN.assistants} more assistants with ${GROWN.interventionsEach} interventions each)`,
    );
    console.log(
      `grow-data: ${g.seconds.toFixed(1)} s (< ${PERF_TARGET.growS} s ${mark(g.seconds < PERF_TARGET.growS)}): ${g.steps.map((s) => `${s.name} ${s.seconds.toFixed(1)} s`).join(', ')}`,
    );
    table(
      [
        'call',
        'demo req/s',
        'grown req/s',
        'grown/demo',
        'target',
        'the same by CPU ms/req (server + PostgreSQL)',
        'KB demo',
        'KB grown',
      ],
      postgres.calls.map((c) => {
        const cpu = (r) => r.serverMs + (r.pgMs ?? 0);
        return [
          c.label,
          Math.round(c.demo.rps),
          Math.round(c.grown.rps),
          times(c.grownRatio),
          `≥ ${times(PERF_TARGET.grown)} ${mark(rowOf('goal 4', c.label).ok)}`,
          `${times(cpu(c.demo) / cpu(c.grown))} (${fixed(cpu(c.demo))} -> ${fixed(cpu(c.grown))})`,
          c.kb.demo.toFixed(1),
          c.kb.grown.toFixed(1),
        ];
      }),
    );
  }
  console.log(
    `\nGoal 3: another user's GET /assistants/me (2 connections) while the demo assistant writes (4 connections), embedded database, medians of ${ROUNDS} ${RUN_S} s runs`,
  );
  const goal3 = rowOf('goal 3', "another user's");
  if (!embedded) {
    console.log(`${goal3.figure} ✗`);
    return;
  }
  table(
    ['p99 alone', 'p99 while writes go on', 'target', 'writes/s', 'non-2xx/errors'],
    [
      [
        `${embedded.alone.p99} ms`,
        `${embedded.withWrites.p99} ms`,
        `< ${PERF_TARGET.readP99Ms} ms ${mark(goal3.ok)}`,
        Math.round(embedded.writes.rps),
        embedded.alone.non2xx + embedded.withWrites.non2xx + embedded.writes.non2xx,
      ],
    ],
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const build = {
    root,
    mainJs: path.join(root, 'apps/api/dist/main.js'),
    webDist: path.join(root, 'apps/web/dist'),
  };
  if (!existsSync(build.mainJs)) {
    console.error('[bench] apps/api/dist/main.js is missing: npm run build first');
    process.exit(1);
  }
  printPerf(await measurePerf(build));
}
