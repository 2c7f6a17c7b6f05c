import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  firstPaintTexts,
  inlineFirstPaint,
  menuBuildOnly,
  noPreloadHelper,
  precompress,
} from './vite-plugins.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const buildDate = process.env.RELAIS_BUILD_DATE ?? new Date().toISOString();
/** A rebuild changes the build id (and so the precache manifest); RELAIS_BUILD_ID forces one. */
const buildId = process.env.RELAIS_BUILD_ID ?? Date.now().toString(36);

/** What a code-splitting `name` function can read of the module graph (rolldown's ChunkingContext). */
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const src = (file: string): string => fileURLToPath(new URL(`./src/${file}`, import.meta.url));
const MAIN = src('main.tsx');
const MOUNT = src('app/mount.tsx');
/** The app's list of offline actions: imported apart by mount.tsx, at start (the engine waits for it). */
const ACTIONS = src('app/offline-actions.ts');
/** The login screen's service worker and update snackbar, imported by main.tsx once the page is idle. */
const LOGIN_UPDATES = src('app/login-updates.tsx');

/**
 * Screen parts that most lazy screens use (forms, lists, item pages). Each would otherwise be a chunk
 * of its own, fetched by every screen that uses it; in the shell's chunk they cost 0.8 KB gzip once
 * and save each form or list screen 0.4-1.9 KB (measured with scripts/bundle-sizes.mjs).
 */
const SHELL_PARTS = new Set(
  [
    'ui/query-state.tsx',
    'ui/card-section.tsx',
    'ui/item-state.tsx',
    'ui/refused-notice.tsx',
    'ui/text-link.ts',
    'lib/use-form.ts',
    'lib/file-check.ts',
  ].map(src),
);

const staticClosure = (start: string, graph: ModuleGraph): Set<string> => {
  const seen = new Set<string>();
  const todo = [start];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    todo.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
};

type ShellSets = {
  initial: Set<string>;
  shell: Set<string>;
  actions: Set<string>;
  loginUpdates: Set<string>;
};
// per build: the graph's module info objects are new at each chunking pass
const shells = new WeakMap<object, ShellSets>();

/**
 * What /login's entry holds, what the signed-in shell imports statically, and what the app's list
 * of offline actions does (all by module id).
 */
const shellSets = (graph: ModuleGraph): ShellSets | undefined => {
  const key = graph.getModuleInfo(MAIN);
  if (!key) return undefined;
  let sets = shells.get(key);
  if (!sets) {
    sets = {
      initial: staticClosure(MAIN, graph),
      shell: staticClosure(MOUNT, graph),
      actions: staticClosure(ACTIONS, graph),
      loginUpdates: staticClosure(LOGIN_UPDATES, graph),
    };
    shells.set(key, sets);
  }
  return sets;
};

/**
 * The `mount` chunk: the signed-in shell (`src/app/mount.tsx` and what it imports statically) plus
 * SHELL_PARTS, minus what /login's entry already holds (that stays in the entry) and what the login
 * screen's update snackbar shares with it (the snackbar, the worker's registration: in a chunk of
 * their own, so the login screen never loads the shell for them). Without it, the shell's own code is
 * split by which lazy screens also import each module (7 files, 1.9 KB gzip more than one chunk,
 * which compresses better).
 */
const shellChunk = (id: string, graph: ModuleGraph): string | null => {
  const sets = shellSets(graph);
  if (!sets || sets.initial.has(id) || sets.loginUpdates.has(id)) return null;
  return sets.shell.has(id) || SHELL_PARTS.has(id) ? 'mount' : null;
};

/**
 * The `actions` chunk: the offline action definitions (`app/offline-actions.ts` and what it imports
 * statically, minus the entry and the shell). The engine imports the list at every start, so all of
 * it is fetched then anyway: one chunk is one request (not 17 small ones) and compresses better, and
 * the screens that queue an action find their definition already there.
 */
const actionsChunk = (id: string, graph: ModuleGraph): string | null => {
  const sets = shellSets(graph);
  if (!sets || sets.initial.has(id) || sets.shell.has(id) || SHELL_PARTS.has(id)) return null;
  return sets.actions.has(id) ? 'actions' : null;
};

/**
 * A library's modules that the shell imports, in a chunk of their own (cached across app builds);
 * a part of it only a screen uses goes with that screen (e.g. date-fns' formatDistanceStrict, only
 * on the pending-actions screen: 0.3 KB gzip off the shell).
 */
const shellLibrary =
  (name: string, test: RegExp) =>
  (id: string, graph: ModuleGraph): string | null =>
    test.test(id) && shellSets(graph)?.shell.has(id) ? name : null;

const pwa = (): PluginOption =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    devOptions: { enabled: false },
    includeAssets: ['favicon.svg', 'brand.svg', 'icons/*.png'],
    manifest: {
      id: '/',
      name: 'Relais',
      short_name: 'Relais',
      description: 'Relais',
      lang: 'fr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#13693f',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json,woff2}'],
      // the console is staff's, online only (chunkFileNames below)
      globIgnores: ['**/*.gz', '**/*.br', 'assets/console/**'],
    },
  });

/** A module of the provider's console: its code, its texts, the table library only it uses. */
const CONSOLE_MODULE =
  /[\\/]src[\\/](console|i18n[\\/]console)[\\/]|[\\/]@tanstack[\\/](react-table|table-core)[\\/]/;

export default defineConfig(({ mode }) => ({
  plugins: [
    noPreloadHelper(),
    firstPaintTexts(),
    menuBuildOnly(loadEnv(mode, process.cwd(), 'VITE_')['VITE_BUILD_MODE'] === 'menu'),
    react(),
    tailwindcss(),
    ...(mode === 'test' ? [] : [inlineFirstPaint(), pwa(), precompress()]),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_ID__: JSON.stringify(buildId),
    __BUILD_DATE__: JSON.stringify(buildDate),
  },
  build: {
    target: 'es2022',
    manifest: true,
    // one stylesheet, inlined into index.html by inlineFirstPaint (no chunk preloads a CSS file)
    cssCodeSplit: false,
    // No preload links: each one the app inserts from script is a request started from JavaScript,
    // a few ms of main thread apiece on a phone, in the very task that mounts the app (measured by
    // npm run bench); the browser fetches a chunk's static imports as soon as it parses it.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The provider console's chunks (its code, texts and table library) under assets/console/,
        // which the service worker does not precache: an assistant's phone never downloads them.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => CONSOLE_MODULE.test(id))
            ? 'assets/console/[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        // Libraries of the lazily loaded app, each its own chunk (every lazy chunk <= 50 KB gzip).
        codeSplitting: {
          // React stays in the entry: a group must not pull its dependencies in with it
          includeDependenciesRecursively: false,
          groups: [
            // /login's entry in one file: what it imports statically, React included, stays there
            // (shared with lazy chunks, each module would otherwise be a small chunk of its own:
            // 9 files, 2 KB gzip more)
            { name: 'index', tags: ['$initial'], priority: 1 },
            { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/ },
            {
              name: 'domain',
              // the shared rules (zod never reaches the app: it imports `@relais/domain/rules`). The
              // contract's route table stays out of it: the sign-in page's entry needs its auth entries
              // and must not pull the rules in with them.
              // The bank details' rules (ibantools) stay out: they go with /user/file, their only user.
              // The password rules stay out too: the lazy access forms of /login import them alone.
              test: /packages[\\/]domain[\\/](?!src[\\/]folder[\\/]bank-details|src[\\/]auth[\\/]password)/,
            },
            { name: shellLibrary('date', /node_modules[\\/]date-fns[\\/]/), debugName: 'date' },
            // the signed-in shell's own code in one chunk (shellChunk above)
            { name: shellChunk, debugName: 'mount' },
            // the offline action definitions, loaded at start beside the shell (actionsChunk above)
            { name: actionsChunk, debugName: 'actions' },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  preview: { proxy: { '/api': 'http://127.0.0.1:8080' } },
}));
