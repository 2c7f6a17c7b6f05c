// Part 10 of `npm run bench` (issue 30, done when 2): what operating Relais costs, on this machine.
// - `/metrics` scrape cost: one server on PostgreSQL with METRICS_PORT; the scrape's time and size
//   after some traffic, and the API's throughput while a client scrapes back to back, against none.
// - the job queue's throughput: mails per second from the `mail` queue to a local SMTP server
//   (jobs inserted into pg-boss's table at once, counted as the SMTP server receives them).
// - backup and restore of the demo data: the embedded database (the demo, stopped) and PostgreSQL.
// Run alone with `BENCH_ONLY=ops npm run bench` (BENCH_SKIP_BUILD=1 to reuse the build).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { SMTPServer } from 'smtp-server';
import { startServer } from './bench-console.mjs';
import { startPostgres } from './bench-postgres.mjs';
import { freePort } from './free-port.mjs';

const DEMO = { username: 'demo@relais.test', password: 'relais-demo' };
export const MAILS = 500;
const SCRAPES = 100;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p99 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))];

/** A local SMTP server counting what it receives; `until(n)` resolves once n mails arrived. */
async function startSmtp() {
  let count = 0;
  const waiters = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        count++;
        for (const w of waiters.filter((x) => count >= x.n)) w.resolve();
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    count: () => count,
    until: (n) => (count >= n ? Promise.resolve() : new Promise((resolve) => waiters.push({ n, resolve }))),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** `node --import tsx backup-cli.ts <command> <folder>` with `env`; its own figure (ms) and the wall time. */
function backupCli(root, command, folder, env) {
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/api/src/ops/backup-cli.ts'), command, folder],
    { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 300_000 },
  );
  if (run.status !== 0) throw new Error(`ops bench: ${command} failed:\n${run.stderr}${run.stdout}`);
  const own = /in (\d+) ms\./.exec(run.stdout);
  return { ms: own ? Number(own[1]) : Date.now() - started, wallMs: Date.now() - started };
}

async function measureMetrics(server, metricsPort) {
  const signIn = await fetch(`${server.base}/api/auth/signin/assistant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!signIn.ok) throw new Error(`ops bench: sign-in ${signIn.status}`);
  const { access_token: token } = await signIn.json();
  const url = `${server.base}/api/assistants/me`;
  const headers = { authorization: `Bearer ${token}` };
  await autocannon({ url, connections: 10, duration: 2, headers }); // warm, and series to report
  const scrapeUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  const times = [];
  let bytes = 0;
  for (let i = 0; i < SCRAPES; i++) {
    const started = performance.now();
    const res = await fetch(scrapeUrl);
    bytes = (await res.arrayBuffer()).byteLength;
    times.push(performance.now() - started);
  }
  // the API's throughput alone and while a client scrapes back to back (the worst a scraper does)
  const rps = { quiet: [], scraped: [] };
  for (let round = 0; round < 3; round++) {
    rps.quiet.push((await autocannon({ url, connections: 10, duration: 4, headers })).requests.average);
    let scraping = true;
    const scraper = (async () => {
      while (scraping) await (await fetch(scrapeUrl)).arrayBuffer();
    })();
    rps.scraped.push((await autocannon({ url, connections: 10, duration: 4, headers })).requests.average);
    scraping = false;
    await scraper;
  }
  return {
    medianMs: median(times),
    p99Ms: p99(times),
    kb: bytes / 1024,
    quietRps: median(rps.quiet),
    scrapedRps: median(rps.scraped),
  };
}

async function measureMails(databaseUrl, smtp) {
  const boss = new PgBoss({ connectionString: databaseUrl, schedule: false, supervise: false });
  await boss.start();
  try {
    const before = smtp.count();
    const jobs = Array.from({ length: MAILS }, (_, i) => ({
      data: {
        to: `bench-${i}@relais.test`,
        subject: `Bench ${i}`,
        text: 'A mail of the queue bench.',
        html: '<p>A mail of the queue bench.</p>',
      },
    }));
    const started = performance.now();
    await boss.insert('mail', jobs);
    await smtp.until(before + MAILS);
    const seconds = (performance.now() - started) / 1000;
    return { mails: MAILS, seconds, perSecond: MAILS / seconds };
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}

/**
 * `{ metrics, mails, backups }`, or null when the machine has no PostgreSQL (.ci/run installs it).
 */
export async function measureOps({ root, mainJs, webDist }) {
  const pgServer = await startPostgres();
  if (!pgServer) return null;
  const smtp = await startSmtp();
  const dirs = [];
  const temp = (name) => {
    const dir = mkdtempSync(path.join(tmpdir(), `relais-bench-ops-${name}-`));
    dirs.push(dir);
    return dir;
  };
  let server = null;
  try {
    const metricsPort = await freePort();
    const serverDir = temp('server');
    server = await startServer({
      root,
      mainJs,
      webDist,
      dataDir: serverDir,
      databaseUrl: pgServer.url,
      extraEnv: { LOG: 'off', SMTP_URL: smtp.url, METRICS_PORT: String(metricsPort) },
    });
    const metrics = await measureMetrics(server, metricsPort);
    const mails = await measureMails(pgServer.url, smtp);
    await server.stop();
    server = null;

    // PostgreSQL's demo data (the server seeded it) into a fresh database of the same server
    const admin = new pg.Client({ connectionString: pgServer.url });
    await admin.connect();
    await admin.query('CREATE DATABASE relais_restored');
    await admin.end();
    const restoredUrl = pgServer.url.replace(/\/postgres$/, '/relais_restored');
    const pgFolder = path.join(temp('pg-backup'), 'backup');
    const pgBackup = backupCli(root, 'backup', pgFolder, {
      DATABASE_URL: pgServer.url,
      DATA_DIR: serverDir,
    });
    const pgRestore = backupCli(root, 'restore', pgFolder, {
      DATABASE_URL: restoredUrl,
      DATA_DIR: temp('pg-restored'),
    });

    // the embedded demo: a server seeds it, stops, then the folder is backed up and restored
    const demoDir = temp('demo');
    const demo = await startServer({ root, mainJs, webDist, dataDir: demoDir, extraEnv: { LOG: 'off' } });
    await demo.stop();
    const embeddedFolder = path.join(temp('demo-backup'), 'backup');
    const envOf = (dir) => ({ DATABASE_URL: '', DATA_DIR: dir });
    const embeddedBackup = backupCli(root, 'backup', embeddedFolder, envOf(demoDir));
    const embeddedRestore = backupCli(root, 'restore', embeddedFolder, envOf(temp('demo-restored')));
    return {
      metrics,
      mails,
      backups: [
        { label: 'embedded database (demo)', backup: embeddedBackup, restore: embeddedRestore },
        { label: 'PostgreSQL (demo data)', backup: pgBackup, restore: pgRestore },
      ],
    };
  } finally {
    if (server) await server.stop().catch(() => {});
    await smtp.close();
    await pgServer.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
