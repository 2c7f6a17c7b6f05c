#!/usr/bin/env node
// The web app's JavaScript sizes, gzip -9, from the Vite manifest of a build (apps/web/dist by
// default; `npm run build` first). Part 3 of `npm run bench` uses `bundleSizes`; run alone it prints
// the same figures without starting a server:
//   node scripts/bundle-sizes.mjs [--dist apps/web/dist] [--json out.json] [--against before.json] [--detail]
// Figures (KB = 1024 bytes):
//   initial  the entry's static closure and the French texts of its first render (lib/first-paint-texts.ts,
//            imported before it renders): what /login loads
//   shell    the static closure of src/app/mount.tsx (router, queries, offline engine, shell) minus initial
//   actions  the offline action definitions (src/app/offline-actions.ts, imported by mount.tsx apart, at
//            start: the engine waits for them to read the outbox) minus initial and shell
//   lazy     per dynamic import (a route's screen, a language, …): its static closure minus initial,
//            shell and actions, i.e. what opening that route adds
// --json writes the figures, --against prints them beside an earlier --json (e.g. another commit's
// build), --detail lists the chunks each figure is made of.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// the module the entry imports once signed in: router, queries, offline engine, shell
export const SHELL_KEY = 'src/app/mount.tsx';
// the offline action definitions, which the shell imports at start, apart (their own `actions` chunk)
export const ACTIONS_KEY = 'src/app/offline-actions.ts';

export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** A language's texts for /login's first render (vite-plugins.ts `firstPaintTexts`), by manifest key. */
const FIRST_PAINT = /\.first-paint\.js$/;

/**
 * A lazy part's name: a screen by its feature or page folder (`src/features/invoices/index.ts`,
 * `src/features/absences/components/absence-form-page.tsx` -> `invoices`, `absences`), a shared
 * chunk by its name (`_absences-DM22DP72.js` -> `absences`), anything else by its path
 * (`src/lib/image/compress.ts` -> `lib/image/compress`).
 */
const labelOf = (key) => {
  const chunk = /^_(.+)-[\w-]{8}\.js$/.exec(key);
  if (chunk) return chunk[1];
  const screen = /^src\/(?:features|pages)\/([^/]+)\/(?:index\.tsx?|.*-page\.tsx)$/.exec(key);
  if (screen) return screen[1];
  return key.replace(/^src\//, '').replace(/\.(tsx?|json)$/, '');
};

/**
 * @param {string} webDist the built web app (holds `.vite/manifest.json`)
 * @returns {{ initial: Part, shell: Part, actions: Part | undefined, lazy: Part[] }} with
 *   Part = { key, label, bytes, chunks: { file, bytes }[] }, bytes = gzip -9 of the part's own chunks
 */
export function bundleSizes(webDist) {
  const manifestPath = path.join(webDist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: build the web app (build.manifest is on in vite.config.ts)`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const gzCache = new Map();
  const gz = (key) => {
    const file = manifest[key].file;
    if (!gzCache.has(file))
      gzCache.set(file, gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length);
    return gzCache.get(file);
  };
  const staticClosure = (key, acc = new Set()) => {
    if (acc.has(key) || !manifest[key]) return acc;
    acc.add(key);
    for (const i of manifest[key].imports ?? []) staticClosure(i, acc);
    return acc;
  };
  const part = (key, label, keys) => {
    const chunks = [...keys]
      .filter((k) => manifest[k].file.endsWith('.js'))
      .map((k) => ({ file: manifest[k].file, bytes: gz(k) }))
      .sort((a, b) => b.bytes - a.bytes);
    return { key, label, bytes: chunks.reduce((s, c) => s + c.bytes, 0), chunks };
  };

  const entryKey =
    Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html')) ??
    Object.keys(manifest).find((k) => manifest[k].isEntry);
  // the entry's first render waits for its texts (fr or en: the French ones counted, the larger)
  const firstPaintTexts = (manifest[entryKey].dynamicImports ?? []).filter((k) => FIRST_PAINT.test(k));
  const initial = staticClosure(entryKey);
  for (const k of firstPaintTexts.filter((k) => k.endsWith('fr.first-paint.js'))) staticClosure(k, initial);
  // mount.tsx is a dynamic entry of its own, or the entry module of the `mount` chunk group
  const shellKey = (manifest[entryKey].dynamicImports ?? []).find(
    (k) => k === SHELL_KEY || manifest[k]?.name === 'mount',
  );
  const shell = shellKey ? staticClosure(shellKey) : new Set();
  const shellOwn = [...shell].filter((k) => !initial.has(k));
  // offline-actions.ts is a dynamic entry of its own, or a module of the `actions` chunk group
  const actionsKey = shellKey
    ? (manifest[shellKey].dynamicImports ?? []).find(
        (k) => k === ACTIONS_KEY || manifest[k]?.name === 'actions',
      )
    : undefined;
  const actions = actionsKey ? staticClosure(actionsKey) : new Set();
  const actionsOwn = [...actions].filter((k) => !initial.has(k) && !shell.has(k));
  const atStart = (k) => initial.has(k) || shell.has(k) || actions.has(k) || firstPaintTexts.includes(k);
  const lazyKeys = new Set();
  for (const k of Object.keys(manifest)) for (const d of manifest[k].dynamicImports ?? []) lazyKeys.add(d);
  const lazy = [...lazyKeys]
    .filter((k) => !atStart(k))
    .map((k) =>
      part(
        k,
        labelOf(k),
        [...staticClosure(k)].filter((x) => !atStart(x)),
      ),
    )
    .filter((p) => p.chunks.length > 0)
    .sort((a, b) => a.label.localeCompare(b.label));
  return {
    initial: part(entryKey, 'initial (/login)', initial),
    shell: part(SHELL_KEY, 'shell (mount.tsx)', shellOwn),
    actions: actionsKey ? part(ACTIONS_KEY, 'offline actions (at start)', actionsOwn) : undefined,
    lazy,
  };
}

/** Prints a markdown table (also used by scripts/bench.mjs). */
export function table(headers, rows) {
  const cells = [headers, ...rows].map((r) => r.map(String));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => [...(r[i] ?? '')].length)));
  const line = (r) => '| ' + r.map((c, i) => c + ' '.repeat(widths[i] - [...c].length)).join(' | ') + ' |';
  console.log(line(cells[0]));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const r of cells.slice(1)) console.log(line(r));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opt = (name) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const sizes = bundleSizes(path.resolve(opt('--dist') ?? path.join(root, 'apps/web/dist')));
  const jsonOut = opt('--json');
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(sizes, null, 2)}\n`);
  const againstFile = opt('--against');
  const against = againstFile ? JSON.parse(readFileSync(againstFile, 'utf8')) : undefined;
  const parts = (s) => [s.initial, s.shell, ...(s.actions ? [s.actions] : []), ...s.lazy];
  const before = new Map(against ? parts(against).map((p) => [p.label, p]) : []);
  const rows = parts(sizes).map((p) => {
    const b = before.get(p.label);
    const diff = b ? p.bytes - b.bytes : undefined;
    const row = [p.label, p.chunks.length, kb(p.bytes)];
    return against
      ? [...row, b ? kb(b.bytes) : '-', diff === undefined ? '' : `${diff > 0 ? '+' : ''}${kb(diff)}`]
      : row;
  });
  for (const b of before.values()) {
    if (!parts(sizes).some((p) => p.label === b.label)) rows.push([b.label, '-', '-', kb(b.bytes), '']);
  }
  console.log('JavaScript, gzip -9 (KB)');
  table(
    ['part', 'chunks', 'KB', ...(against ? [`before (${path.basename(againstFile)})`, 'change'] : [])],
    rows,
  );
  if (args.includes('--detail')) {
    for (const p of parts(sizes)) {
      console.log(`\n${p.label} ${kb(p.bytes)} KB`);
      for (const c of p.chunks) console.log(`  ${kb(c.bytes).padStart(6)}  ${c.file}`);
    }
  }
}
