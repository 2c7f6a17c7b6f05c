import { configDefaults, defineConfig } from 'vitest/config';

/**
 * API test files that need a process of their own: one replaces a module (`vi.mock`), one measures
 * the process's memory (other files' garbage would count in a shared one).
 */
const API_ISOLATED = ['src/modules/auth/signin-throttle.test.ts', 'src/modules/files/files.memory.test.ts'];

/**
 * The API files share one process per worker (isolate: false: the app is imported once, not once
 * per file); each file still gets its own database, a copy of the run's seeded image.
 */
const api = {
  root: 'apps/api',
  environment: 'node',
  testTimeout: 30000,
  hookTimeout: 60000,
  pool: 'forks' as const,
  globalSetup: './src/test/global-setup.ts',
};

export default defineConfig({
  test: {
    // vitest's default is one fewer than the cores: 1 on the 2-core machines the gate runs on.
    maxWorkers: 2,
    projects: [
      { test: { name: 'tooling', root: 'scripts', environment: 'node', include: ['**/*.test.ts'] } },
      { test: { name: 'domain', root: 'packages/domain', environment: 'node' } },
      { test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
      {
        test: {
          ...api,
          name: 'api',
          isolate: false,
          exclude: [...configDefaults.exclude, ...API_ISOLATED],
        },
      },
      { test: { ...api, name: 'api-isolated', include: API_ISOLATED } },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./test-setup.ts'],
        },
      },
    ],
  },
});
