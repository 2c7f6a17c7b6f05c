// Bundles src/main.ts into dist/main.js (ESM, node20): internal @relais/* packages inlined (they
// export TypeScript), npm dependencies left external, SQL migrations copied beside the bundle.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');

/** Bare imports stay external (installed npm packages), except our workspace packages. */
const externalNpm = {
  name: 'external-npm',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@relais/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [join(root, 'src/main.ts')],
  outfile: join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  plugins: [externalNpm],
  logLevel: 'warning',
});
cpSync(join(root, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
console.log(`built ${join(dist, 'main.js')} (+ migrations)`);
