import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, eight projects: pure domain rules, React ui and the member, dentist and employer portals in jsdom, the API
// against a real database, the repository's own scripts (the lint zones' test) and the bench's fixture writer.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // One test file per core. Vitest's default is one fewer than the cores, which on this 2-core machine is a
    // single worker: the main process mostly waits, so half the machine sat idle (decision 0064).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: { name: 'domain', root: 'packages/domain', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          root: 'packages/ui',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/testing/setup-tests.ts'],
          // The shared screens (sign-in, reset password) are whole MUI pages in jsdom, as the portals' are.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'member',
          root: 'apps/member',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['../../packages/ui/src/testing/setup-tests.ts'],
          // Whole screens with MUI in jsdom: a busy machine (e2e alongside) can take seconds per test.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dentist',
          root: 'apps/dentist',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['../../packages/ui/src/testing/setup-tests.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'employer',
          root: 'apps/employer',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['../../packages/ui/src/testing/setup-tests.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'scripts',
          root: '.',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
          // The lint zones' test runs type-aware ESLint over probe files in four projects: tens of seconds.
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'bench',
          root: '.',
          environment: 'node',
          include: ['bench/**/*.test.ts'],
          // The fixture writer runs against a copy of the server tests' migrated, seeded template.
          globalSetup: ['./apps/server/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
