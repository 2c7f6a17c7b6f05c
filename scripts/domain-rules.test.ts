import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as all from '../packages/domain/src/index';
import * as bankDetails from '../packages/domain/src/folder/bank-details.rules';
import * as rules from '../packages/domain/src/rules';

const here = join(dirname(fileURLToPath(import.meta.url)), '../packages/domain/src');

/** Relative modules a file loads at run time (type-only imports and exports are erased). */
const runtimeImports = (file: string): string[] => {
  const src = readFileSync(file, 'utf8');
  const specs = [...src.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)].map(
    (m) => m[1] ?? '',
  );
  return specs;
};

const reachable = (entry: string): { files: Set<string>; packages: Set<string> } => {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    for (const spec of runtimeImports(file)) {
      if (spec.startsWith('.')) visit(join(dirname(file), `${spec}.ts`));
      else packages.add(spec);
    }
  };
  visit(entry);
  return { files, packages };
};

describe('@relais/domain/rules', () => {
  it('loads no zod at run time (the web bundle imports it instead of the index)', () => {
    const { packages } = reachable(join(here, 'rules.ts'));
    expect([...packages].sort()).toEqual([]);
  });

  it('leaves the bank rules to their own entry, which loads ibantools and nothing else', () => {
    // `@relais/domain/bank-details`: only the administrative file's screen pays for ibantools
    const { packages } = reachable(join(here, 'folder/bank-details.rules.ts'));
    expect([...packages].sort()).toEqual(['ibantools']);
  });

  it('carries every run-time value of the index that is not a zod schema (the bank rules: their entry)', () => {
    const missing = Object.entries(all)
      .filter(
        ([name, value]) =>
          !(name in rules) &&
          !(name in bankDetails) &&
          !(typeof value === 'object' && value !== null && '_zod' in value),
      )
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
