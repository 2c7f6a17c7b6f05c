// Relais lint configuration (ESLint 9 flat config).
// Type-aware rules run on the TypeScript sources of each workspace (project service, one program
// per tsconfig); plain JS/MJS tooling files get the syntactic rules only.
// Import direction (design guide section 2: every folder has a layer) and the absence of import
// cycles are enforced by the local `relais` plugin, proven by scripts/lint-rules.test.ts and
// scripts/no-cycle.test.ts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { relaisPlugin } from './scripts/eslint/plugin.js';

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
      // Crafted import cycles, linted only by scripts/no-cycle.test.ts.
      'scripts/eslint/fixtures/**',
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

  // Dependency direction between workspaces and folders (the app's bundle free of zod included),
  // and no import cycles in any workspace.
  {
    files: ['packages/**', 'apps/**', 'scripts/**'],
    plugins: { relais: relaisPlugin },
    rules: {
      'relais/import-direction': ['error', { root }],
      'relais/no-cycle': ['error', { root }],
    },
  },
);
