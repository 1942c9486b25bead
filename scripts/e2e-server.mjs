#!/usr/bin/env node
/**
 * The server the browser journeys run against: the production build on a fresh SQLite database
 * under tmp/e2e (or E2E_DIR), migrated and seeded with the demo festival, with its own media folder.
 * `--prepare` only migrates and seeds (npm test does it beside the build, which it does not need);
 * with E2E_PREPARED=1 the server then starts on that database as it is.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

// npm test runs two halves of the journeys side by side, each on a server and a database of its own (E2E_DIR).
const dir = path.resolve(process.env.E2E_DIR ?? 'tmp/e2e')
const prepareOnly = process.argv.includes('--prepare')
const prepared = process.env.E2E_PREPARED === '1' && !prepareOnly && fs.existsSync(path.join(dir, 'festival.db'))
if (!prepared) {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
}
const env = {
  ...process.env,
  DATABASE_URL: `file:${path.join(dir, 'festival.db')}`,
  MEDIA_DIR: path.join(dir, 'media'),
  UPLOADS_DIR: path.join(dir, 'uploads'),
  // The messages the site sends (order confirmations, verification) as .eml files the journeys read.
  MAIL_DIR: path.join(dir, 'mail'),
  // npm test runs two of these servers on one build, each with its own database: each keeps the
  // pages and answers it renders in its own memory and writes none into the build's folder, where
  // the other would read them (next.config.ts).
  FESTIVAL_PAGE_CACHE: 'memory',
  FESTIVAL_ALLOW_DEMO_SECRET: '1',
  // The loopback stands for the production topology's caching proxy: its X-Forwarded-For is
  // believed (the bad-input sweep comes in through it from addresses of its own).
  TRUSTED_PROXIES: 'loopback',
  NEXT_TELEMETRY_DISABLED: '1',
}
const bin = (name) => path.resolve('node_modules/.bin', name)
for (const script of prepared ? [] : ['scripts/migrate.ts', 'scripts/seed.ts']) {
  const result = spawnSync(bin('tsx'), [script], { stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
if (prepareOnly) process.exit(0)
// The production server with its page policy (scripts/serve.ts, bundled by scripts/build-server.ts). It gives Next the hostname
// 'localhost': with another one, Next 16 builds the proxy's request URL with 'localhost' but
// compares rewrites against that host, so next-intl's rewrites of localised paths
// (/de/programm -> /de/programme) turn into external fetches that loop back as redirects.
// Warnings and errors only: a line for each of the journeys' requests would bury them.
const server = spawn(process.execPath, ['.next/festival-server/serve.mjs'], {
  stdio: 'inherit',
  env: { ...env, PORT: process.env.PORT ?? '3100', NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
