import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../index';
import { routeTable } from './index';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('the route table', () => {
  it('has one entry per zod route, with the same method and path, and nothing else', () => {
    const fromContract = allRoutes.map((r) => ({ name: r.name, method: r.method, path: r.path }));
    expect(Object.values(routeTable)).toEqual(expect.arrayContaining(fromContract));
    expect(fromContract).toEqual(expect.arrayContaining(Object.values(routeTable)));
    expect(fromContract).toHaveLength(Object.keys(routeTable).length);
  });

  it('names each entry by its key, once, and never writes a method and path twice', () => {
    for (const [key, entry] of Object.entries(routeTable)) expect(entry.name).toBe(key);
    const names = allRoutes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const calls = allRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('imports no zod (nor anything outside the table): the app imports it as values', async () => {
    const result = await build({
      entryPoints: [path.join(here, 'index.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs).map((f) => path.resolve(f));
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) expect(path.dirname(input)).toBe(here);
    const code = result.outputFiles.map((f) => f.text).join('\n');
    expect(code).not.toMatch(/zod|\bimport\b/);
  });
});
