import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const PG_ROOT = '/usr/lib/postgresql';

/**
 * PostgreSQL's client program `name`: in the newest /usr/lib/postgresql/<version>/bin (as .ci/run
 * finds the server's), else on PATH. pg_dump must be as new as the server it reads.
 */
export const pgTool = (name: 'pg_dump' | 'pg_restore'): string => {
  const versions = existsSync(PG_ROOT)
    ? readdirSync(PG_ROOT)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const dirs = [
    ...versions.map((v) => join(PG_ROOT, v, 'bin')),
    ...(process.env['PATH'] ?? '').split(delimiter),
  ];
  const found = dirs.map((dir) => join(dir, name)).find((path) => existsSync(path));
  if (!found)
    throw new Error(
      `${name} not found (neither in ${PG_ROOT}/<version>/bin nor on PATH): install PostgreSQL's ` +
        'client programs, as new as the server (Debian: apt-get install postgresql-client)',
    );
  return found;
};

/**
 * Runs `tool` with `args` on the database of `databaseUrl`. The password goes in PGPASSWORD, not on
 * the command line (which any local user can read); a failure gives the tool's own message.
 */
export const runPgTool = (
  tool: 'pg_dump' | 'pg_restore',
  args: readonly string[],
  databaseUrl: string,
): Promise<void> =>
  new Promise((resolve, reject) => {
    const url = new URL(databaseUrl);
    const password = decodeURIComponent(url.password);
    url.password = '';
    const child = spawn(pgTool(tool), [...args, '--dbname', url.toString()], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} failed (exit ${code ?? 'signal'}): ${stderr.trim()}`));
    });
  });
