import { defineConfig } from 'vitest/config'

const integration = {
  include: ['src/**/*.int.test.ts', 'tests/int/**/*.int.test.ts'],
  // Each test file gets its own process and its own fresh database (tests/setup/per-file-db.ts).
  pool: 'forks' as const,
  isolate: true,
  setupFiles: ['tests/setup/per-file-db.ts', 'tests/setup/fail-on-console-error.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // The request proxy (src/proxy.ts) runs next-intl's middleware, which imports 'next/server'
  // without an extension: processed by Vite, it resolves as Next's bundler resolves it.
  server: { deps: { inline: ['next-intl'] } },
}

export default defineConfig({
  resolve: { tsconfigPaths: true, alias: { 'server-only': new URL('./tests/setup/server-only.ts', import.meta.url).pathname } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'int', ...integration, globalSetup: ['tests/setup/global-sqlite.ts'] },
      },
      {
        extends: true,
        test: { name: 'int-pg', ...integration, globalSetup: ['tests/setup/global-postgres.ts'] },
      },
      {
        // The production topology (npm run cluster) after the build: nginx, two servers, PostgreSQL,
        // Redis and S3, one file at a time (it owns its ports).
        extends: true,
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 300_000,
          // Migrating and seeding a fresh PostgreSQL and starting two servers beside the browser
          // journeys took up to ten minutes on a busy 2-core machine.
          hookTimeout: 900_000,
        },
      },
    ],
  },
})
