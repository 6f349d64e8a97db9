// Issue 29 item 3: the cluster tests (npm run test:cluster, in .ci/run after the PostgreSQL integration tests).
// Apart from `vitest run`'s projects: they start PostgreSQL servers, API instances and nginx of their own.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'cluster',
    root: '.',
    environment: 'node',
    include: ['scripts/cluster/**/*.cluster.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
