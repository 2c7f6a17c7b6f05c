// A throwaway PostgreSQL server for `npm run bench` (part 7 measures the console's queues on the
// database a provider runs: issue 30's PostgreSQL). Uses the machine's PostgreSQL binaries (Debian's
// /usr/lib/postgresql/<version>/bin, which `.ci/run` installs), or BENCH_DATABASE_URL when given
// (that database is emptied and filled). `startPostgres()` resolves to null when neither exists.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

const binDir = () => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions.at(-1), 'bin') : null;
};

/** initdb and pg_ctl refuse root: as root they run as the `postgres` system user. */
const runAsPg = (bin, args) => {
  const asRoot = process.getuid?.() === 0;
  const res = asRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [bin, ...args].map((a) => `'${a}'`).join(' ')], {
        encoding: 'utf8',
      })
    : spawnSync(bin, args, { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`bench postgres: ${path.basename(bin)} failed\n${res.stderr}`);
};

/** `{ url, stop }` of an empty database, or null when the machine has no PostgreSQL. */
export async function startPostgres() {
  if (process.env.BENCH_DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
    await client.connect();
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public');
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await client.end();
    return { url: process.env.BENCH_DATABASE_URL, stop: async () => {} };
  }
  const bin = binDir();
  if (!bin) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'relais-bench-pg-'));
  chmodSync(dir, 0o700);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  runAsPg(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  runAsPg(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-h 127.0.0.1 -p ${port} -k ${dir} -c max_connections=100`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        runAsPg(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
