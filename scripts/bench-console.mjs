// Part 7 of `npm run bench` (issue 28, done when 3): the provider console's queues with 1,000 waiting
// items each, read by staff at 10 connections (p99 at most 50 ms, paged and indexed), measured on
// PostgreSQL, the database a provider runs (a throwaway server: scripts/bench-postgres.mjs), and on
// the embedded database for information (it serves one query at a time: docs/decisions.md,
// "Performance").
//   - a server of its own on a fresh database: started once (migrations, demo seed), stopped,
//     then the bench volume written straight into its database (the server stopped):
//       1,000 past visits of the demo assistant, each with a report sent and waiting (a copy of the
//       seeded waiting report's content), and 1,000 other assistants each with an insurance document
//       waiting for review and an invoice waiting for a decision
//   - started again; each queue's first page (25 items, oldest first) read with autocannon, signed in
//     as support@relais-provider.test (every permission), 10 connections, 5 s after a 1 s warm-up
// Run alone with `BENCH_ONLY=console npm run bench` (BENCH_SKIP_BUILD=1 to reuse the build;
// BENCH_CPU_PROF=<dir> writes the servers' CPU profiles there).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import pg from 'pg';
import { PEOPLE_CALLS, writePeopleVolume } from './bench-console-people.mjs';
import { startPostgres } from './bench-postgres.mjs';
import { freePort } from './free-port.mjs';

export const QUEUE_ITEMS = 1000;
const STAFF = { username: 'support@relais-provider.test', password: 'relais-demo' };

/** The real server on `dataDir` (`extraEnv` added to its environment), resolved once healthy; `stop()` ends it. */
export async function startServer({ root, mainJs, webDist, dataDir, databaseUrl, extraEnv = {} }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, mainJs], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d) => {
    err = (err + d.toString()).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`console bench: server exited (${child.exitCode}):\n${err}`);
    if (Date.now() > deadline) throw new Error(`console bench: server not healthy after 120 s:\n${err}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    port,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The bench volume, written with SQL into the stopped server's database (a PGlite folder or a URL). */
async function writeVolume({ dbDir, databaseUrl }, n) {
  const db = databaseUrl
    ? new pg.Client({ connectionString: databaseUrl })
    : await PGlite.create(dbDir, { extensions: { pg_trgm } });
  if (databaseUrl) await db.connect();
  try {
    const demo = (await db.query(`SELECT id FROM users WHERE login_email = 'demo@relais.test'`)).rows[0]?.id;
    if (!demo) throw new Error('console bench: no demo assistant in the seed');
    const waiting = await db.query(
      `SELECT count(*)::int AS n FROM reports r JOIN events e ON e.id = r.event_id
       WHERE e.assistant_id = $1 AND r.status = 'PENDING' AND r.submitted_at IS NOT NULL`,
      [demo],
    );
    if (!waiting.rows[0]?.n) throw new Error('console bench: the seed has no waiting report to copy');
    // reports: past visits of the demo assistant, each with a copy of the seeded waiting report
    await db.query(
      `WITH src AS (
         SELECT e.client_id, e.label, e.duration_minutes, r.content, r.real_duration
         FROM reports r JOIN events e ON e.id = r.event_id
         WHERE e.assistant_id = $1 AND r.status = 'PENDING' AND r.submitted_at IS NOT NULL LIMIT 1),
       g AS MATERIALIZED (SELECT i, gen_random_uuid()::text AS event_id FROM generate_series(1, $2::int) i),
       ev AS (
         INSERT INTO events (id, assistant_id, client_id, label, start_at, duration_minutes, status)
         SELECT g.event_id, $1, src.client_id, src.label || ' ' || g.i,
                now() - interval '2 days' - make_interval(hours => g.i), src.duration_minutes, 'TERMINATED'
         FROM g, src RETURNING id)
       INSERT INTO reports (id, event_id, submitted_at, status, content, real_duration)
       SELECT gen_random_uuid()::text, g.event_id, now() - make_interval(mins => g.i), 'PENDING',
              src.content, src.real_duration
       FROM g, src`,
      [demo, n],
    );
    // documents and invoices: other assistants, one insurance and one invoice waiting each
    await db.query(
      `WITH g AS MATERIALIZED (
         SELECT i, gen_random_uuid()::text AS user_id, gen_random_uuid()::text AS file_id,
                gen_random_uuid()::text AS invoice_file_id
         FROM generate_series(1, $1::int) i),
       u AS (
         INSERT INTO users (id, login_email, first_name, last_name, status)
         SELECT user_id, 'bench-' || i || '@relais.test', 'Assistante', 'Banc ' || i, 'ACTIVE' FROM g
         RETURNING id),
       f AS (
         INSERT INTO files (id, owner_id, usage, name, type, size, storage_key)
         SELECT file_id, user_id, 'FOLDER', 'assurance.pdf', 'application/pdf', 1024, 'bench/' || file_id FROM g
         UNION ALL
         SELECT invoice_file_id, user_id, 'INVOICE', 'facture.pdf', 'application/pdf', 1024,
                'bench/' || invoice_file_id FROM g
         RETURNING id),
       d AS (
         INSERT INTO folder_documents (id, assistant_id, file_type, file_id, status, created_at, updated_at)
         SELECT gen_random_uuid()::text, user_id, 'PROFESSIONAL_INSURANCE', file_id, 'PENDING',
                now() - make_interval(mins => i), now() - make_interval(mins => i)
         FROM g RETURNING id)
       INSERT INTO invoices (id, assistant_id, month, invoice_number, invoice_date, status,
                             amount_tax_free_cents, amount_with_tax_cents, file_id, submitted_at)
       SELECT gen_random_uuid()::text, user_id, to_char(now() - interval '1 month', 'YYYY-MM'),
              'B-' || i, to_char(now(), 'YYYY-MM-DD'), 'PROPOSED', 100000 + i, 120000 + i,
              invoice_file_id, now() - make_interval(mins => i)
       FROM g`,
      [n],
    );
    await writePeopleVolume(db); // part 8: 2,000 assistants, 20,000 messages
    // as autovacuum would have after the writes (the inbox's summary rows are rewritten per message)
    await db.query('VACUUM ANALYZE');
  } finally {
    await (databaseUrl ? db.end() : db.close());
  }
}

async function staffToken(base) {
  const res = await fetch(`${base}/api/auth/signin/assistant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  if (!res.ok) throw new Error(`console bench: staff sign-in ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
}

/**
 * Each queue's first page with QUEUE_ITEMS waiting, at 10 connections, on PostgreSQL and on the
 * embedded database: `{ postgres, embedded }`, each null when not measured (no PostgreSQL on the
 * machine) or rows for bench.mjs's table, `{ label, rps, p50, p99, non2xx, total }` (`total`: the
 * queue's count, checked against the volume).
 */
export async function measureConsoleQueues(build) {
  const server = await startPostgres();
  let postgres = null;
  if (server) {
    try {
      postgres = await measureOn({ ...build, databaseUrl: server.url });
    } finally {
      await server.stop();
    }
  }
  return { postgres, embedded: await measureOn(build) };
}

async function measureOn({ root, mainJs, webDist, databaseUrl }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'relais-bench-console-'));
  try {
    const first = await startServer({ root, mainJs, webDist, dataDir, databaseUrl });
    await first.stop();
    await writeVolume({ dbDir: path.join(dataDir, 'db'), databaseUrl }, QUEUE_ITEMS);
    const server = await startServer({ root, mainJs, webDist, dataDir, databaseUrl });
    try {
      const token = await staffToken(server.base);
      const headers = { authorization: `Bearer ${token}` };
      const queues = [
        ['GET /api/staff/reports', '/api/staff/reports?page=0&size=25'],
        ['GET /api/staff/documents', '/api/staff/documents?page=0&size=25'],
        ['GET /api/staff/invoices', '/api/staff/invoices?page=0&size=25'],
        ['GET /api/staff/quotes', '/api/staff/quotes?page=0&size=25'],
        ...PEOPLE_CALLS,
      ];
      const rows = [];
      for (const [label, url] of queues) {
        const answer = await fetch(`${server.base}${url}`, { headers });
        const total = answer.ok ? (await answer.json()).total : `${answer.status}`;
        const cannon = (duration) =>
          autocannon({ url: `${server.base}${url}`, connections: 10, duration, headers });
        await cannon(1);
        const res = await cannon(5);
        rows.push({
          label,
          total,
          rps: Math.round(res.requests.average),
          p50: res.latency.p50,
          p99: res.latency.p99,
          non2xx: res.non2xx + res.errors + res.timeouts,
        });
      }
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
