#!/usr/bin/env node
// `npm start`: build what is missing or stale, then run the API bundle (which also serves the PWA).
// A build output is stale when any of its inputs (its own sources, the shared packages, build
// configuration, the lockfile) is newer than it. With nothing changed this only stats files.
// Environment variables pass through unchanged (PORT, HOST, DATABASE_URL, DATA_DIR, ...).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const SKIP = new Set([
  'node_modules',
  'dist',
  'dev-dist',
  'e2e',
  'test-results',
  'playwright-report',
  '.vite',
]);
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/** Newest modification time (ms) under the given repository-relative paths, 0 when none exist. */
function newest(paths) {
  let max = 0;
  const visit = (abs) => {
    let st;
    try {
      st = statSync(abs);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const entry of readdirSync(abs)) {
        if (!SKIP.has(entry)) visit(path.join(abs, entry));
      }
    } else if (!TEST_FILE.test(abs) && st.mtimeMs > max) {
      max = st.mtimeMs;
    }
  };
  for (const p of paths) visit(path.join(root, p));
  return max;
}

function mtime(rel) {
  try {
    return statSync(path.join(root, rel)).mtimeMs;
  } catch {
    return 0;
  }
}

const shared = [
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

const targets = [
  {
    name: 'web',
    output: 'apps/web/dist/index.html',
    inputs: [
      ...shared,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/vite-plugins.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
    ],
    build: ['run', 'build', '-w', '@relais/web'],
  },
  {
    name: 'api',
    output: 'apps/api/dist/main.js',
    inputs: [
      ...shared,
      'apps/api/src',
      'apps/api/build.mjs',
      'apps/api/package.json',
      'apps/api/tsconfig.json',
    ],
    build: ['run', 'build', '-w', '@relais/api'],
  },
];

for (const t of targets) {
  const out = mtime(t.output);
  const src = newest(t.inputs);
  if (out === 0 || src > out) {
    console.log(`[start] building ${t.name} (${out === 0 ? 'missing' : 'sources changed'})`);
    const r = spawnSync(npm, t.build, { cwd: root, stdio: 'inherit', env: process.env });
    if (r.status !== 0) {
      console.error(`[start] ${t.name} build failed`);
      process.exit(r.status ?? 1);
    }
  } else {
    console.log(`[start] ${t.name} is up to date`);
  }
}

const main = path.join(root, 'apps/api/dist/main.js');
if (!existsSync(main)) {
  console.error(`[start] ${main} was not produced by the build`);
  process.exit(1);
}

console.log(`Relais on Node.js ${process.version}`);
const child = spawn(process.execPath, [main], { cwd: root, stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => child.kill(sig));
}
child.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (signal ? (constants.signals[signal] ?? 1) : 0));
});
