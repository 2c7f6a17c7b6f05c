// Relais lint configuration (ESLint 9 flat config).
// Type-aware rules run on the TypeScript sources of each workspace (project service, one program
// per tsconfig); plain JS/MJS tooling files get the syntactic rules only.
// Import direction (design guide section 2) is enforced by the local `relais/import-direction`
// rule, proven by scripts/lint-rules.test.ts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { relaisPlugin } from './scripts/eslint/import-direction.js';

const root = path.dirname(fileURLToPath(import.meta.url));
const TS = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/data/**',
      // the web app's data layer is source, not a database folder
      '!apps/web/src/data/**',
      '**/node_modules/**',
      '**/migrations/**',
      '**/dev-dist/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.bench/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  // TypeScript: strict, type-aware.
  ...tseslint.configs.recommendedTypeChecked.map((c) => ({ ...c, files: TS })),
  {
    files: TS,
    languageOptions: {
      parserOptions: {
        // Root-level config files belong to no workspace: type them with scripts/tsconfig.json.
        projectService: { allowDefaultProject: ['*.ts'], defaultProject: 'scripts/tsconfig.json' },
        tsconfigRootDir: root,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        {
          'ts-ignore': true,
          'ts-nocheck': true,
          'ts-check': false,
          'ts-expect-error': 'allow-with-description',
          minimumDescriptionLength: 5,
        },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'separate-type-imports', disallowTypeAnnotations: true },
      ],
      '@typescript-eslint/consistent-type-exports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins and hooks must be async functions even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },

  // Browser code.
  {
    files: ['apps/web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/sw/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/src/**/*.tsx', 'apps/web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // The app's bundle stays free of zod: run-time domain code comes from the zod-free entry.
  {
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@relais/domain',
              message:
                "Import from '@relais/domain/rules' (zod-free) in the app; '@relais/domain' pulls zod into the bundle.",
            },
            {
              name: 'zod',
              message: 'The app validates with the zod-free domain rules; zod stays on the server.',
            },
          ],
        },
      ],
    },
  },

  // Dependency direction between workspaces and folders.
  {
    files: ['packages/**', 'apps/**'],
    plugins: { relais: relaisPlugin },
    rules: { 'relais/import-direction': ['error', { root }] },
  },
);
