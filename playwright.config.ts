import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
/** The server's database, media and mail folder: `npm test` runs two halves of the journeys side by side, each with its own. */
const DIR = process.env.E2E_DIR ?? 'tmp/e2e'

/**
 * Browser journeys against the production build, in Debian's Chromium (never a downloaded
 * browser). The web server gets a fresh SQLite database, migrated and seeded (scripts/e2e-server.mjs).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Guards against a hang, not a measure of speed (the bench measures): on a busy two-core machine,
  // two halves of the journeys, their servers and the cluster tests side by side, a long journey
  // took 70 s and a save's answer more than 10 s while nothing was wrong.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  // Each half of npm test's journeys keeps its traces and screenshots apart: one run's clean-up must
  // never delete the files the other is writing.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace made the journeys cost 43 % more CPU (launch and booking specs: 186 s against
    // 130 s), paid by every passing test. In CI a failed test is run again with the trace on, so
    // the failure that repeats is recorded; locally (no retries) a failing test keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The production build registers a service worker (issue 27); the journeys that route requests
    // or count them run without it, offline.spec.ts with it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/de`,
    env: { PORT: String(PORT), E2E_DIR: DIR },
    timeout: 10 * 60_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
  },
})
