import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'tooling', root: 'scripts', environment: 'node', include: ['**/*.test.ts'] } },
      { test: { name: 'domain', root: 'packages/domain', environment: 'node' } },
      { test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
        },
      },
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
