// Proves each rule of the local `relais` plugin (eslint.config.js) with crafted violations and
// allowed cases, so a rule that silently stops working fails `npm test`. import-direction runs on
// in-memory code with fake file paths; no-cycle is proven in no-cycle.test.ts.
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Fake files are in no tsconfig: parse without type information and run only the rule under test.
const untyped = { languageOptions: { parserOptions: { projectService: false, project: null } } };

const eslint = new ESLint({
  cwd: root,
  overrideConfig: untyped,
  ruleFilter: ({ ruleId }) => ruleId === 'relais/import-direction',
});

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (!result) throw new Error('no lint result');
  const fatal = result.messages.filter((m) => m.fatal || m.ruleId === null);
  if (fatal.length > 0) throw new Error(fatal.map((m) => m.message).join('\n'));
  return result.messages.map((m) => m.ruleId ?? 'unknown');
}

// The first lint loads eslint.config.js and its plugins (TypeScript included): seconds on a busy
// machine, so it is done once here rather than inside the first case's time limit.
beforeAll(async () => {
  await eslint.lintText('', { filePath: path.join(root, 'packages/domain/src/a/a.rules.ts') });
}, 60_000);

type Case = [file: string, code: string];

const web = (file: string) => `apps/web/src/${file}`;

const forbidden: Case[] = [
  // domain imports only zod, ibantools and itself
  ['packages/domain/src/a/a.rules.ts', "import { x } from 'lodash';"],
  ['packages/domain/src/a/a.rules.ts', "import { addDays } from 'date-fns';"],
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
  // the contract's route table (the app's zod-free value entry) imports values only from itself
  ['packages/contract/src/routes/entry.ts', "import { z } from 'zod';"],
  ['packages/contract/src/routes/index.ts', "import { eventRoutes } from '../events';"],
  ['packages/contract/src/routes/index.ts', "export { AbsenceKind } from '@relais/domain';"],
  ['packages/contract/src/routes/index.ts', "import { x } from '@relais/domain/rules';"],
  // the apps never import each other, and reach the packages by name
  ['apps/api/src/app.ts', "import { x } from '@relais/web';"],
  ['apps/api/src/app.ts', "import { x } from '../../web/src/lib/api-client';"],
  [web('lib/api-client.ts'), "import type { App } from '@relais/api';"],
  [web('lib/api-client.ts'), "import { buildApp } from '../../../api/src/app';"],
  [web('lib/api-client.ts'), "import { x } from '../../../../packages/domain/src/index';"],
  // web: every top-level folder has a layer
  [web('helpers/format.ts'), 'export const a = 1;'],
  [web('lib/format.ts'), "import { x } from '../helpers/format';"],
  // web: lib imports only lib and i18n
  [web('lib/i18n.ts'), "import { x } from '../features/auth/api/login';"],
  [web('lib/deep/format.ts'), "const m = import('../../app/router');"],
  [web('lib/format.ts'), "import { B } from '../ui/button';"],
  [web('lib/format.ts'), "import { o } from '../offline/engine';"],
  [web('lib/format.ts'), "import { d } from '../data/events/queries';"],
  // web: ui imports only lib and i18n
  [web('ui/button.tsx'), "import { Home } from '../features/home/components/home';"],
  [web('ui/button.tsx'), "import { Shell } from '../app/shell';"],
  [web('ui/button.tsx'), "import { q } from '../data/events/queries';"],
  [web('ui/button.tsx'), "import { o } from '../offline';"],
  [web('ui/button.tsx'), "import { H } from '../pages/home/home-page';"],
  // web: offline imports only lib (it reports to the app through callbacks, not ui/)
  [web('offline/enqueue.ts'), "import { showError } from '../ui/error-dialog-store';"],
  [web('offline/start.ts'), "import { q } from '../data/events/queries';"],
  // the console (/staff) shares data, ui and lib with the app, never an assistant's feature, page or
  // the offline engine; nothing below it imports it
  [web('console/reports/api.ts'), "import { x } from '../../features/reports/api/actions';"],
  [web('console/home/console-home.tsx'), "import { H } from '../../pages/home/home-page';"],
  [web('console/shell/console-layout.tsx'), "import { s } from '../../offline/start';"],
  [web('features/home/components/home.tsx'), "import { C } from '../../../console/shell/console-layout';"],
  [web('ui/button.tsx'), "import { ct } from '../console/i18n';"],
  [web('offline/start.ts'), "import { r } from '../features/reports/api/actions';"],
  [web('offline/start.ts'), "import { routes } from '../app/routes';"],
  [web('offline/start.ts'), "import { H } from '../pages/home/home-page';"],
  [web('offline/start.ts'), "import fr from '../i18n/fr.json';"],
  // web: data imports only offline, lib and i18n
  [web('data/events/queries.ts'), "import { B } from '../../ui/button';"],
  [web('data/events/queries.ts'), "import { x } from '../../features/events/model/x';"],
  [web('data/events/queries.ts'), "import { H } from '../../pages/home/home-page';"],
  [web('data/events/queries.ts'), "import { queryClient } from '../../app/query-client';"],
  // web: a feature never imports another feature (not even its index), pages or app
  [web('features/home/components/home.tsx'), "import { X } from '../../auth/components/login-form';"],
  [web('features/home/components/home.tsx'), "export { X } from '../../auth/api/queries';"],
  [web('features/home/components/home.tsx'), "import { useAuth } from '../../auth';"],
  [web('features/home/components/home.tsx'), "import { s } from '../../auth/index';"],
  [web('features/home/components/home.tsx'), "import type { T } from '../../auth/model/types';"],
  [web('features/home/home.tsx'), "import { Shell } from '../../app/shell';"],
  [web('features/home/home.tsx'), "import { P } from '../../pages/availability/page';"],
  // web: pages sit below app
  [web('pages/home/home-page.tsx'), "import { Shell } from '../../app/shell';"],
  // web: the service worker imports only lib, and no React
  [web('sw/sw.ts'), "import { useState } from 'react';"],
  [web('sw/sw.ts'), "import { useQuery } from '@tanstack/react-query';"],
  [web('sw/sw.ts'), "import { Snackbar } from '../ui/snackbar';"],
  [web('sw/sw.ts'), "import { App } from '../main.tsx';"],
  [web('sw/sw.ts'), "import { outbox } from '../offline/store';"],
  [web('sw/sw.ts'), "import { q } from '../data/events/queries';"],
  [web('sw/sw.ts'), "import { Icon } from '../lib/icon.tsx';"],
  // web: contract and domain as values only from their zod-free entries; never zod
  [web('lib/endpoints.ts'), "import { eventRoutes } from '@relais/contract';"],
  [web('lib/endpoints.ts'), "import { type RouteDef } from '@relais/contract';"],
  [web('lib/endpoints.ts'), "export { eventRoutes } from '@relais/contract';"],
  [web('lib/endpoints.ts'), "export * from '@relais/contract';"],
  [web('lib/endpoints.ts'), "const c = import('@relais/contract');"],
  [web('lib/endpoints.ts'), "import { x } from '@relais/contract/src/events';"],
  [web('lib/endpoints.ts'), "import { x } from '@relais/contract/routesx';"],
  [web('lib/format.ts'), "import { rules } from '@relais/domain/rules/extra';"],
  [web('lib/format.ts'), "import { ibanErrors } from '@relais/domain/bank-details/extra';"],
  [web('lib/format.ts'), "import { absenceSchema } from '@relais/domain';"],
  [web('lib/format.ts'), "import { z } from 'zod';"],
  [web('lib/format.ts'), "import type { ZodType } from 'zod';"],
  // api: plugins/ and db/ never import modules/
  ['apps/api/src/plugins/audit.ts', "import { s } from '../modules/history/history.service';"],
  ['apps/api/src/db/seed/seed-history.ts', "import { s } from '../../modules/history/history.service';"],
  ['apps/api/src/db/client.ts', "import type { T } from '../modules/users/users.repository';"],
  // api: a service never reads tables nor builds SQL
  ['apps/api/src/modules/users/users.service.ts', "import { users } from '../../db/schema/index';"],
  ['apps/api/src/modules/users/users.service.ts', "import { users } from '../../db/schema';"],
  ['apps/api/src/modules/users/users.service.ts', "import type { UserRow } from '../../db/schema/users';"],
  ['apps/api/src/modules/users/users.service.ts', "import { eq } from 'drizzle-orm';"],
  ['apps/api/src/modules/users/users.service.ts', "import type { PgTable } from 'drizzle-orm/pg-core';"],
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
  ['packages/domain/src/a/a.rules.ts', "import { isValidIBAN } from 'ibantools';"],
  ['packages/domain/src/a/a.rules.ts', "import { z } from 'zod';\nimport { b } from '../b/b.schema';"],
  ['packages/domain/src/a/a.test.ts', "import { it } from 'vitest';\nimport fc from 'fast-check';"],
  [
    'packages/contract/src/auth.ts',
    "import { z } from 'zod';\nimport { x } from '@relais/domain';\nimport { r } from './route';",
  ],
  [
    'packages/contract/src/routes/index.ts',
    "import { routeEntries } from './entry';\nexport { authRouteTable } from './auth';\nimport type { Absence } from '@relais/domain';",
  ],
  [
    'packages/contract/src/routes/routes.test.ts',
    "import { eventRoutes } from '../events';\nimport { it } from 'vitest';",
  ],
  [
    'apps/api/src/app.ts',
    "import Fastify from 'fastify';\nimport { x } from '@relais/domain';\nimport { y } from '@relais/contract';",
  ],
  // web: each layer imports the layers below it
  [web('main.tsx'), "import { mount } from './app/mount';\nimport './styles.css';"],
  [
    web('app/router.tsx'),
    [
      "import { Home } from '../features/home/components/home';",
      "import { B } from '../ui/button';",
      "import { H } from '../pages/home/home-page';",
      "import { q } from '../data/events/queries';",
      "import { start } from '../offline';",
      "import { t } from '../lib/i18n';",
    ].join('\n'),
  ],
  [
    web('pages/home/home-page.tsx'),
    [
      "import { Agenda } from '../../features/events/components/agenda';",
      "import { Stats } from '../../features/dashboard';",
      "import { q } from '../../data/events/queries';",
      "import { B } from '../../ui/button';",
      "import { p } from './parts';",
    ].join('\n'),
  ],
  [
    web('features/home/components/home.tsx'),
    [
      "import { B } from '../../../ui/button';",
      "import { t } from '../../../lib/i18n';",
      "import { q } from '../api/queries';",
      "import { events } from '../../../data/events';",
      "import { enqueue } from '../../../offline/enqueue';",
      "import { h } from '../index';",
    ].join('\n'),
  ],
  [
    web('data/events/queries.ts'),
    "import { api } from '../../lib/api-client';\nimport { outbox } from '../../offline/store';\nimport { k } from '../keys';",
  ],
  [web('offline/engine.ts'), "import { api } from '../lib/api-client';\nimport { s } from './store';"],
  [web('ui/button.tsx'), "import { cx } from '../lib/cx';\nimport { t } from '../lib/i18n';"],
  [web('lib/i18n.ts'), "import fr from '../i18n/fr.json';\nimport { f } from './format';"],
  [
    web('sw/sw.ts'),
    "import { precacheAndRoute } from 'workbox-precaching';\nimport { x } from '../lib/build-info';",
  ],
  // web: a test may also read the translations and use the contract's values
  [
    web('offline/engine.test.ts'),
    "import en from '../i18n/en.json';\nimport { routes } from '@relais/contract';",
  ],
  // web: contract and domain types, and the zod-free entries' values
  [
    web('lib/endpoints.ts'),
    [
      "import type { RouteDef } from '@relais/contract';",
      "export type { Event } from '@relais/contract';",
      "import { routes } from '@relais/contract/routes';",
      "import { authRouteTable } from '@relais/contract/routes/auth';",
      "import type { Absence } from '@relais/domain';",
      "import { clientLabel } from '@relais/domain/rules';",
      "import { ibanErrors } from '@relais/domain/bank-details';",
    ].join('\n'),
  ],
  // api: the wiring layers
  [
    'apps/api/src/modules/users/users.routes.ts',
    "import { s } from './users.service';\nimport { a } from '../auth/auth.service.js';",
  ],
  [
    'apps/api/src/modules/users/users.service.ts',
    "import { r } from './users.repository';\nimport { a } from '../auth/auth.service';\nimport type { Db } from '../../db/client';",
  ],
  [
    'apps/api/src/modules/users/users.repository.ts',
    "import { db } from '../../db/client';\nimport { t } from './users.types';\nimport { users } from '../../db/schema';\nimport { eq } from 'drizzle-orm';",
  ],
  ['apps/api/src/modules/users/users.test.ts', "import { r } from '../auth/auth.repository';"],
  [
    'apps/api/src/plugins/audit.ts',
    "import { auditLog } from '../db/schema/index';\nimport { hash } from '../lib/tokens';",
  ],
  [
    'apps/api/src/db/seed/seed.test.ts',
    "import { readCompletion } from '../../modules/profile/profile.service';",
  ],
];

describe('import-direction lint rule', () => {
  it.each(forbidden)('rejects %s: %s', async (file, code) => {
    expect(await problems(file, code)).toEqual(['relais/import-direction']);
  });

  it.each(allowed)('accepts %s: %s', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });

  it('lints the web data layer (the data/ ignore of database folders spares it)', async () => {
    expect(await eslint.isPathIgnored(path.join(root, web('data/events/queries.ts')))).toBe(false);
  });
});

// The syntactic TypeScript rules the design guide relies on.
const strict = new ESLint({
  cwd: root,
  overrideConfig: untyped,
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
