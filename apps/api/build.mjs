// Bundles src/main.ts into dist/main.js (ESM, node20): internal @relais/* packages inlined (they
// export TypeScript), npm dependencies left external, SQL migrations copied beside the bundle. The
// file-check worker thread is its own entry, dist/content-check.worker.js (found beside main.js), and
// so is the backup command, dist/backup-cli.js.
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
  entryPoints: {
    main: join(root, 'src/main.ts'),
    'content-check.worker': join(root, 'src/modules/files/content-check.worker.ts'),
    // `npm run backup`/`restore` without the dev tools (tsx): node dist/backup-cli.js backup <folder>
    'backup-cli': join(root, 'src/ops/backup-cli.ts'),
    // `npm run files:to-s3` without the dev tools: node dist/files-to-s3.js
    'files-to-s3': join(root, 'src/files-to-s3.ts'),
  },
  outdir: dist,
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
console.log(
  `built ${join(dist, 'main.js')} (+ content-check.worker.js, backup-cli.js, files-to-s3.js, migrations)`,
);
