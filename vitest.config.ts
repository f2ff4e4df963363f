import { createRequire } from 'node:module';
import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Vite would resolve `graphql` to its ESM build for our sources while graphql-yoga and Pothos
// (loaded by Node) use the CommonJS build: two GraphQLError classes, and Yoga then masks our
// user-facing errors as "Unexpected error.". One copy for everything, as in production.
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');
const serverResolve = { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] };

// Vitest leaves a core to its main process (cores - 1 workers), which on CI's 2 cores runs the
// unit and web tests one file at a time while the main process mostly waits: use every core.
const workers = Math.max(2, os.availableParallelism());

// Test type by file suffix (architecture.md rule 7).
export default defineConfig({
  test: {
    projects: [
      {
        resolve: serverResolve,
        test: {
          name: 'unit',
          maxWorkers: workers,
          // Generous: CI machines have 2 cores and some tests format Markdown or render React.
          testTimeout: 30_000,
          include: [
            'packages/**/*.test.ts',
            'apps/server/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          maxWorkers: workers,
          testTimeout: 30_000,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/testing/setup.ts'],
          environment: 'jsdom',
        },
      },
      {
        resolve: serverResolve,
        test: {
          name: 'integration',
          include: ['apps/server/**/*.integration-test.ts', 'packages/**/*.integration-test.ts'],
          // `*.pg.integration-test.ts` needs a PostgreSQL server (several app servers on one
          // database): it runs in the PostgreSQL pass only, never as a skipped test on PGlite.
          exclude: [
            '**/node_modules/**',
            ...(process.env.TEST_DB === 'pg' ? [] : ['**/*.pg.integration-test.ts']),
          ],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
