// Proves each import-direction rule of eslint.config.js on in-memory code with fake file paths,
// so a rule that silently stops working fails `npm test`.
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const eslint = new ESLint({
  cwd: root,
  // Fake files are in no tsconfig: parse without type information and run only our rule.
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === 'relais/import-direction',
});

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (!result) throw new Error('no lint result');
  const fatal = result.messages.filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(fatal.map((m) => m.message).join('\n'));
  return result.messages.map((m) => m.ruleId ?? 'unknown');
}

type Case = [file: string, code: string];

const forbidden: Case[] = [
  // domain imports only zod, date-fns and itself
  ['packages/domain/src/a/a.rules.ts', "import { x } from 'lodash';"],
  ['packages/domain/src/a/a.rules.ts', "import { tz } from '@date-fns/tz';"],
  ['packages/domain/src/a/a.rules.ts', "import { readFile } from 'node:fs';"],
  ['packages/domain/src/a/a.rules.ts', "import { c } from '@relais/contract';"],
  ['packages/domain/src/a/a.rules.ts', "import { c } from '../../../contract/src/index';"],
  ['packages/domain/src/a/a.rules.ts', "import { app } from '@relais/api';"],
  ['packages/domain/src/a/a.rules.ts', "export * from '@relais/web';"],
  // contract imports domain and zod
  ['packages/contract/src/auth.ts', "import { z } from 'date-fns';"],
  ['packages/contract/src/auth.ts', "import { x } from '@relais/api';"],
  ['packages/contract/src/auth.ts', "import { x } from '../../domain/src/index';"],
  // the apps never import each other
  ['apps/api/src/app.ts', "import { x } from '@relais/web';"],
  ['apps/api/src/app.ts', "import { x } from '../../web/src/lib/api-client';"],
  ['apps/web/src/lib/api-client.ts', "import type { App } from '@relais/api';"],
  ['apps/web/src/lib/api-client.ts', "import { buildApp } from '../../../api/src/app';"],
  ['apps/web/src/lib/api-client.ts', "import { x } from '../../../../packages/domain/src/index';"],
  // web: ui and lib below features and app
  ['apps/web/src/ui/button.tsx', "import { Home } from '../features/home/components/home';"],
  ['apps/web/src/ui/button.tsx', "import { Shell } from '../app/shell';"],
  ['apps/web/src/lib/i18n.ts', "import { x } from '../features/auth/api/login';"],
  ['apps/web/src/lib/deep/format.ts', "const m = import('../../app/router');"],
  // web: features never import another feature's internals nor app
  ['apps/web/src/features/home/components/home.tsx', "import { X } from '../../auth/components/login-form';"],
  ['apps/web/src/features/home/components/home.tsx', "export { X } from '../../auth/api/queries';"],
  ['apps/web/src/features/home/home.tsx', "import { Shell } from '../../app/shell';"],
  // web: the service worker imports no React
  ['apps/web/src/sw/sw.ts', "import { useState } from 'react';"],
  ['apps/web/src/sw/sw.ts', "import { useQuery } from '@tanstack/react-query';"],
  ['apps/web/src/sw/sw.ts', "import { Snackbar } from '../ui/snackbar';"],
  ['apps/web/src/sw/sw.ts', "import { App } from '../main.tsx';"],
  // api: repository -> no service/routes; service -> no routes
  ['apps/api/src/modules/users/users.repository.ts', "import { x } from './users.service';"],
  ['apps/api/src/modules/users/users.repository.ts', "import { x } from './users.routes.js';"],
  ['apps/api/src/modules/users/users.repository.ts', "import { x } from '../auth/auth.service';"],
  ['apps/api/src/modules/users/users.service.ts', "import { x } from './users.routes';"],
  // api: a module reaches another only through its service
  ['apps/api/src/modules/users/users.service.ts', "import { x } from '../auth/auth.repository';"],
  ['apps/api/src/modules/users/users.routes.ts', "import { x } from '../auth/auth.routes';"],
  ['apps/api/src/modules/users/users.service.ts', "import { x } from '../auth/token';"],
];

const allowed: Case[] = [
  ['packages/domain/src/a/a.rules.ts', "import { z } from 'zod';\nimport { addDays } from 'date-fns';"],
  ['packages/domain/src/a/a.rules.ts', "import { b } from '../b/b.schema';"],
  ['packages/domain/src/a/a.test.ts', "import { it } from 'vitest';\nimport fc from 'fast-check';"],
  [
    'packages/contract/src/auth.ts',
    "import { z } from 'zod';\nimport { x } from '@relais/domain';\nimport { r } from './route';",
  ],
  [
    'apps/api/src/app.ts',
    "import Fastify from 'fastify';\nimport { x } from '@relais/domain';\nimport { y } from '@relais/contract';",
  ],
  [
    'apps/web/src/app/router.tsx',
    "import { Home } from '../features/home/components/home';\nimport { B } from '../ui/button';",
  ],
  [
    'apps/web/src/features/home/components/home.tsx',
    "import { B } from '../../../ui/button';\nimport { t } from '../../../lib/i18n';",
  ],
  ['apps/web/src/features/home/components/home.tsx', "import { q } from '../api/queries';"],
  [
    'apps/web/src/features/home/components/home.tsx',
    "import { useAuth } from '../../auth';\nimport { s } from '../../auth/index';",
  ],
  ['apps/web/src/ui/button.tsx', "import { cx } from '../lib/cx';"],
  [
    'apps/web/src/sw/sw.ts',
    "import { precacheAndRoute } from 'workbox-precaching';\nimport { x } from '../lib/build-info';",
  ],
  [
    'apps/api/src/modules/users/users.routes.ts',
    "import { s } from './users.service';\nimport { a } from '../auth/auth.service.js';",
  ],
  [
    'apps/api/src/modules/users/users.service.ts',
    "import { r } from './users.repository';\nimport { a } from '../auth/auth.service';",
  ],
  [
    'apps/api/src/modules/users/users.repository.ts',
    "import { db } from '../../db/client';\nimport { t } from './users.types';",
  ],
  ['apps/api/src/modules/users/users.test.ts', "import { r } from '../auth/auth.repository';"],
];

describe('import-direction lint rule', () => {
  it.each(forbidden)('rejects %s: %s', async (file, code) => {
    expect(await problems(file, code)).toEqual(['relais/import-direction']);
  });

  it.each(allowed)('accepts %s: %s', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});

// The syntactic TypeScript rules the design guide relies on.
const strict = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) =>
    [
      '@typescript-eslint/no-explicit-any',
      '@typescript-eslint/ban-ts-comment',
      '@typescript-eslint/consistent-type-imports',
    ].includes(ruleId),
});

async function strictProblems(code: string): Promise<string[]> {
  const [result] = await strict.lintText(code, {
    filePath: path.join(root, 'packages/domain/src/a/a.rules.ts'),
  });
  if (!result) throw new Error('no lint result');
  return result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('strict TypeScript lint rules', () => {
  it('rejects explicit any', async () => {
    expect(await strictProblems('export const f = (x: any): string => String(x);\n')).toEqual([
      '@typescript-eslint/no-explicit-any',
    ]);
  });
  it('rejects @ts-ignore and an undescribed @ts-expect-error, accepts a described one', async () => {
    expect(await strictProblems('// @ts-ignore\nexport const a = 1;\n')).toEqual([
      '@typescript-eslint/ban-ts-comment',
    ]);
    expect(await strictProblems('// @ts-expect-error\nexport const a: string = 1;\n')).toEqual([
      '@typescript-eslint/ban-ts-comment',
    ]);
    expect(
      await strictProblems(
        '// @ts-expect-error -- proving the checker rejects numbers\nexport const a: string = 1;\n',
      ),
    ).toEqual([]);
  });
  it('requires type-only imports for types', async () => {
    expect(await strictProblems("import { ZodType } from 'zod';\nexport type T = ZodType;\n")).toEqual([
      '@typescript-eslint/consistent-type-imports',
    ]);
    expect(await strictProblems("import type { ZodType } from 'zod';\nexport type T = ZodType;\n")).toEqual(
      [],
    );
  });
});
