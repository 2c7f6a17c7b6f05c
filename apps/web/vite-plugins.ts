// The build's own Vite plugins (vite.config.ts composes them): precompressed files, the inlined first
// paint, the first paint's texts, no preload helper, and the 'menu' build's feedback slots.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { FIRST_PAINT_TEXTS, pickTexts } from './src/lib/first-paint-texts.ts';
import type { TextTree } from './src/lib/i18n.ts';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/**
 * Writes `.gz` and `.br` beside every text asset of the build so a static server can send them
 * precompressed (e.g. @fastify/static `preCompressed: true`) without compressing per request.
 */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'relais-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of walk(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const raw = readFileSync(file);
          if (raw.length < 512) continue;
          writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
};

/**
 * First paint without any request but the document: the stylesheet is inlined into index.html
 * (the CSP allows inline styles, not inline scripts), the logo band uses a data: URL and the
 * (deferred) module scripts are fetched at low priority, so FCP and LCP of /login wait for no
 * CSS, image or JavaScript. The font is preloaded (its face is `font-display: optional`).
 */
export const inlineFirstPaint = (): Plugin => ({
  name: 'relais-inline-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      let out = html;
      for (const [fileName, chunk] of Object.entries(ctx.bundle ?? {})) {
        if (chunk.type !== 'asset' || !fileName.endsWith('.css')) continue;
        const link = new RegExp(
          `<link rel="stylesheet"[^>]*href="/${fileName.replace(/[.]/g, '[.]')}"[^>]*>`,
        );
        if (!link.test(out)) continue;
        out = out.replace(link, () => `<style>${String(chunk.source)}</style>`);
        delete ctx.bundle?.[fileName];
      }
      const brand = readFileSync(new URL('./public/brand.svg', import.meta.url), 'utf8').trim();
      // inline too: browsers ask for the icon again at each navigation, in-app ones included
      const favicon = readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8').trim();
      // the app's font is fetched with the document, so it is there when the first text is laid out
      const fonts = Object.keys(ctx.bundle ?? {}).filter((f) => f.endsWith('.woff2'));
      const preloads = fonts
        .map((f) => `<link rel="preload" href="/${f}" as="font" type="font/woff2" crossorigin />`)
        .join('');
      return (
        out
          .replace('</title>', () => `</title>${preloads}`)
          .replace('src="/brand.svg"', `src="data:image/svg+xml,${encodeURIComponent(brand)}"`)
          .replace('href="/favicon.svg"', `href="data:image/svg+xml,${encodeURIComponent(favicon)}"`)
          // module scripts never block rendering; say so, so the logo band's bytes go first
          .replace(
            /<script type="module" crossorigin src=/g,
            '<script type="module" crossorigin fetchpriority="low" src=',
          )
      );
    },
  },
});

/**
 * Vite wraps every dynamic import in its preload helper. With module preload off (below) and one
 * stylesheet, the helper has nothing to preload and only dispatches `vite:preloadError`, which
 * nothing here listens to: this one-line version calls the import as it is, and saves /login 0.5 KB
 * gzip of the first script.
 */
export const noPreloadHelper = (): Plugin => ({
  name: 'relais-no-preload-helper',
  apply: 'build',
  enforce: 'pre',
  load(id) {
    if (id === '\0vite/preload-helper.js') return 'export const __vitePreload = (load) => load();';
    return null;
  },
});

/**
 * Spec 6: the feedback toggle exists only in the 'menu' build (`VITE_BUILD_MODE=menu`). In any other
 * build the shell's feedback slots are empty components, so the feedback screens are not even
 * emitted (a dead `lazy(() => import())` branch alone still emits its chunk, which the service worker
 * would precache). Unit tests load the real file and switch the mode with `vi.stubEnv`.
 */
const FEEDBACK_SLOT = /[\\/]src[\\/]app[\\/]shell[\\/]menu[\\/]feedback-slot\.tsx$/;
export const menuBuildOnly = (menuBuild: boolean): Plugin => ({
  name: 'relais-menu-build-only',
  apply: 'build',
  enforce: 'pre',
  load(id) {
    if (menuBuild || !FEEDBACK_SLOT.test(id)) return null;
    return 'export const FeedbackToggleSlot = () => null;\nexport const FeedbackButtonSlot = () => null;\n';
  },
});

const FIRST_PAINT_QUERY = '?first-paint';
const FIRST_PAINT_MODULE = /^\0(.+)\.first-paint\.js$/;

/**
 * `import('../i18n/fr.json?first-paint')`: the texts of FIRST_PAINT_TEXTS alone, a module of their
 * own (its id ends in .js, so Vite's JSON plugin leaves it alone), for /login's first render.
 */
export const firstPaintTexts = (): Plugin => ({
  name: 'relais-first-paint-texts',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (!source.endsWith(FIRST_PAINT_QUERY)) return null;
    const json = await this.resolve(source.slice(0, -FIRST_PAINT_QUERY.length), importer, { skipSelf: true });
    return json ? `\0${json.id.replace(/\.json$/, '')}.first-paint.js` : null;
  },
  load(id) {
    const base = FIRST_PAINT_MODULE.exec(id)?.[1];
    if (base === undefined) return null;
    const file = `${base}.json`;
    this.addWatchFile(file);
    return `export default ${JSON.stringify(pickTexts(JSON.parse(readFileSync(file, 'utf8')) as TextTree, FIRST_PAINT_TEXTS))};`;
  },
});
