// Proves the `relais/no-cycle` rule (eslint.config.js) on the crafted import graphs of
// scripts/eslint/fixtures/cycle, which the repository's lint ignores.
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const fixtures = 'scripts/eslint/fixtures/cycle';
const cycles = new ESLint({
  cwd: root,
  ignore: false, // the fixtures are ignored by the repository's lint
  // The fixtures are in no tsconfig: parse without type information.
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === 'relais/no-cycle',
});

async function cycleMessages(file: string, code?: string): Promise<string[]> {
  const filePath = path.join(root, fixtures, file);
  const [result] = await cycles.lintText(code ?? readFileSync(filePath, 'utf8'), { filePath });
  if (!result) throw new Error('no lint result');
  const fatal = result.messages.filter((m) => m.fatal || m.ruleId !== 'relais/no-cycle');
  if (fatal.length > 0) throw new Error(fatal.map((m) => m.message).join('\n'));
  return result.messages.map((m) => m.message);
}

// The first lint loads eslint.config.js and its plugins: seconds on a busy machine.
beforeAll(async () => {
  await cycleMessages('line-2.ts');
}, 60_000);

describe('no-cycle lint rule', () => {
  it('is on for every workspace', async () => {
    for (const file of [
      'packages/domain/src/index.ts',
      'packages/contract/src/index.ts',
      'apps/api/src/app.ts',
      'apps/web/src/main.tsx',
      'scripts/bench.mjs',
    ]) {
      const config: unknown = await cycles.calculateConfigForFile(path.join(root, file));
      expect(config, file).toMatchObject({
        rules: { 'relais/no-cycle': [2, { root }], 'relais/import-direction': [2, { root }] },
      });
    }
  });

  it('rejects a two-file cycle, a type-only edge included, from either side', async () => {
    expect(await cycleMessages('pair-a.ts')).toEqual([
      `import cycle: ${fixtures}/pair-a.ts -> ${fixtures}/pair-b.ts -> ${fixtures}/pair-a.ts`,
    ]);
    expect(await cycleMessages('pair-b.ts')).toEqual([
      `import cycle: ${fixtures}/pair-b.ts -> ${fixtures}/pair-a.ts -> ${fixtures}/pair-b.ts`,
    ]);
  });

  it('rejects a longer cycle through a .js specifier and a re-export', async () => {
    const ring = (...n: number[]) => n.map((i) => `${fixtures}/ring-${i}.ts`).join(' -> ');
    expect(await cycleMessages('ring-1.ts')).toEqual([`import cycle: ${ring(1, 2, 3, 1)}`]);
    expect(await cycleMessages('ring-3.ts')).toEqual([`import cycle: ${ring(3, 1, 2, 3)}`]);
  });

  it('accepts a graph without a cycle, and rejects the edit that would close one', async () => {
    expect(await cycleMessages('line-1.ts')).toEqual([]);
    expect(await cycleMessages('line-2.ts')).toEqual([]);
    // The linted file's own (unsaved) imports count, the other files are read from disk.
    expect(await cycleMessages('line-2.ts', "export { one } from './line-1';\n")).toEqual([
      `import cycle: ${fixtures}/line-2.ts -> ${fixtures}/line-1.ts -> ${fixtures}/line-2.ts`,
    ]);
    expect(await cycleMessages('line-2.ts', "export const two = import('./line-1');\n")).toHaveLength(1);
  });
});
