// Part 9 of `npm run bench` (issue 30, done when 2): one API process against two behind a load
// balancer (HAProxy, as .ci/run installs it) on one PostgreSQL (scripts/bench-postgres.mjs), the same
// signed-in reads at 10 connections through HAProxy in both cases, interleaved 3 times: a ratio of
// throughputs measured in one run. On this project's 2-core machine the two processes, PostgreSQL,
// HAProxy and the load generator share the same cores, so the ratio says what a second process adds
// here, not on a provider's servers.
// Run alone with `BENCH_ONLY=scale npm run bench` (BENCH_SKIP_BUILD=1 to reuse the build).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './bench-console.mjs';
import { startPostgres } from './bench-postgres.mjs';
import { freePort } from './free-port.mjs';

const DEMO = { username: 'demo@relais.test', password: 'relais-demo' };
const ROUNDS = 3;

export const haproxyBinary = () =>
  ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find((p) => existsSync(p)) ?? null;

/** HAProxy on a free port, round robin over `ports`; resolves once it answers. */
async function startHaproxy(binary, ports) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'relais-bench-haproxy-'));
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 256',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 30s',
      'frontend api',
      `  bind 127.0.0.1:${port}`,
      '  default_backend relais',
      'backend relais',
      '  balance roundrobin',
      ...ports.map((p, i) => `  server p${i} 127.0.0.1:${p}`),
      '',
    ].join('\n'),
  );
  const child = spawn(binary, ['-db', '-f', config], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 100 || child.exitCode !== null) throw new Error('scale bench: haproxy did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * `{ rows }` (`month`: the current month's first and last day, YYYY-MM-DD): for each call, requests/s through HAProxy to one process and to two (medians of ROUNDS
 * interleaved 5 s runs) and their ratio; null when the machine has no PostgreSQL or no HAProxy.
 */
export async function measureScale({ root, mainJs, webDist, month }) {
  const binary = haproxyBinary();
  if (!binary) return null;
  const pg = await startPostgres();
  if (!pg) return null;
  const dirs = [];
  const stops = [];
  try {
    // the same secret on both: a session opened on one is valid on the other
    const extraEnv = {
      DATABASE_URL: pg.url,
      JWT_SECRET: 'relais-bench-scale-secret-0123456789-abcdefghij',
      LOG: 'off',
    };
    const servers = [];
    for (const name of ['one', 'two']) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `relais-bench-scale-${name}-`));
      dirs.push(dataDir);
      const server = await startServer({ root, mainJs, webDist, dataDir, databaseUrl: pg.url, extraEnv });
      stops.push(server.stop);
      servers.push(server);
    }
    const alone = await startHaproxy(binary, [servers[0].port]);
    stops.push(alone.stop);
    const pair = await startHaproxy(
      binary,
      servers.map((s) => s.port),
    );
    stops.push(pair.stop);
    const signIn = await fetch(`${alone.base}/api/auth/signin/assistant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    if (!signIn.ok) throw new Error(`scale bench: sign-in ${signIn.status}`);
    const { access_token: token, userId } = await signIn.json();
    const headers = { authorization: `Bearer ${token}` };
    const calls = [
      ['GET /api/assistants/me', '/api/assistants/me'],
      ['GET the month’s events', `/api/assistants/${userId}/events?start=${month.start}&end=${month.end}`],
    ];
    const rows = [];
    for (const [label, url] of calls) {
      const rps = { one: [], two: [] };
      let non2xx = 0;
      for (let round = 0; round < ROUNDS; round++) {
        for (const [which, lb] of [
          ['one', alone],
          ['two', pair],
        ]) {
          if (round === 0)
            await autocannon({ url: `${lb.base}${url}`, connections: 10, duration: 1, headers });
          const res = await autocannon({ url: `${lb.base}${url}`, connections: 10, duration: 5, headers });
          rps[which].push(res.requests.average);
          non2xx += res.non2xx + res.errors + res.timeouts;
        }
      }
      const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      const one = median(rps.one);
      const two = median(rps.two);
      rows.push({ label, one: Math.round(one), two: Math.round(two), ratio: two / one, non2xx });
    }
    return { rows };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    await pg.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
