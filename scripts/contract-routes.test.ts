import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import contractPackage from '../packages/contract/package.json' with { type: 'json' };

const contract = join(dirname(fileURLToPath(import.meta.url)), '../packages/contract');
const routesDir = join(contract, 'src/routes');

/** The package's zod-free entries: every export under `./routes`. */
const routeEntries = Object.entries(contractPackage.exports).filter(([name]) => name.startsWith('./routes'));

describe('@relais/contract/routes', () => {
  it('is exported, with its auth and access parts', () => {
    expect(routeEntries.map(([name]) => name).sort()).toEqual([
      './routes',
      './routes/access',
      './routes/auth',
    ]);
  });

  it.each(routeEntries)('%s bundles alone: no zod, no domain, nothing outside the table', async (_, file) => {
    const result = await build({
      entryPoints: [join(contract, file)],
      bundle: true,
      write: false,
      format: 'esm',
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs).map((f) => resolve(f));
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) expect(dirname(input)).toBe(routesDir);
    const code = result.outputFiles.map((f) => f.text).join('\n');
    expect(code).not.toMatch(/zod|_zod|\bimport\b/);
  });
});
