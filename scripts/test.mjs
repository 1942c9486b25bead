#!/usr/bin/env node
/**
 * `npm test`: everything, in order, stopping at the first failing stage:
 * type-check, lint, unit tests, integration tests on SQLite, the same integration tests on
 * PostgreSQL (required in CI; skipped with a notice elsewhere when no server answers), the
 * production build, the browser journeys against it, and the production topology on the same
 * build (nginx, two app servers, PostgreSQL, Redis, S3; required in CI).
 * Ends with one plain line 'tests: N passed, N failed' summed over every runner.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

const bin = (name) => path.resolve('node_modules/.bin', name)
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const totals = { passed: 0, failed: 0, skipped: 0 }
const started = Date.now()
fs.mkdirSync('tmp', { recursive: true })

function finish(code) {
  const seconds = Math.round((Date.now() - started) / 1000)
  console.log(`\nnpm test took ${seconds}s`)
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
  process.exit(code)
}

function stage(label, command, args, extraEnv = {}) {
  const t0 = Date.now()
  console.log(`\n━━ ${label}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } })
  console.log(`━━ ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} (${Math.round((Date.now() - t0) / 1000)}s)`)
  return result.status === 0
}

function countVitest(file) {
  if (!fs.existsSync(file)) return
  const report = JSON.parse(fs.readFileSync(file, 'utf8'))
  totals.passed += report.numPassedTests ?? 0
  totals.failed += report.numFailedTests ?? 0
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return
  const stats = JSON.parse(fs.readFileSync(file, 'utf8')).stats ?? {}
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
  totals.failed += stats.unexpected ?? 0
  totals.skipped += stats.skipped ?? 0
}

function vitest(project, extraEnv = {}) {
  const out = `tmp/vitest-${project}.json`
  fs.rmSync(out, { force: true })
  const ok = stage(`vitest: ${project}`, bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], extraEnv)
  countVitest(out)
  return ok
}

function postgresAnswers(url) {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) })
    socket.setTimeout(2000)
    socket.on('connect', () => { socket.destroy(); resolve(true) })
    socket.on('timeout', () => { socket.destroy(); resolve(false) })
    socket.on('error', () => resolve(false))
  })
}

if (!stage('test dependencies (Chromium, PostgreSQL, nginx, Redis)', 'bash', ['scripts/install-test-deps.sh'])) finish(1)
if (!stage('type-check (tsc)', bin('tsc'), ['--noEmit'])) finish(1)
if (!stage('lint (eslint)', bin('eslint'), ['--max-warnings=0', '.'])) finish(1)
if (!vitest('unit')) finish(1)
if (!vitest('int')) finish(1)

const pgUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
if (await postgresAnswers(pgUrl)) {
  if (!vitest('int-pg', { TEST_POSTGRES_URL: pgUrl })) finish(1)
} else if (process.env.CI) {
  console.error(`\nPostgreSQL does not answer at ${pgUrl}; CI requires the PostgreSQL run (npm run test:setup installs it).`)
  finish(1)
} else {
  console.log(`\n━━ vitest: int-pg skipped: no PostgreSQL at ${pgUrl} (npm run test:setup installs one)`)
}

if (process.env.SKIP_E2E !== '1') {
  if (!stage('next build', bin('next'), ['build'], { NODE_ENV: 'production' })) finish(1)
  if (!stage('service worker', bin('tsx'), ['scripts/build-sw.ts'], { NODE_ENV: 'production' })) finish(1)
  fs.rmSync('tmp/playwright.json', { force: true })
  const ok = stage('playwright (browser journeys)', bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: 'tmp/playwright.json' })
  countPlaywright('tmp/playwright.json')
  if (!ok) finish(1)

  // The production topology on the same build: nginx, two app servers, PostgreSQL, Redis, S3.
  const tools = ['nginx', 'redis-server'].filter((tool) => spawnSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`]).status !== 0)
  if (tools.length === 0 && (await postgresAnswers(pgUrl))) {
    if (!vitest('cluster', { TEST_POSTGRES_URL: pgUrl })) finish(1)
  } else if (process.env.CI) {
    console.error(`\nThe cluster tests need nginx, Redis and PostgreSQL (missing: ${[...tools, ...((await postgresAnswers(pgUrl)) ? [] : ['PostgreSQL'])].join(', ')}); npm run test:setup installs them.`)
    finish(1)
  } else {
    console.log('\n━━ vitest: cluster skipped: it needs nginx, Redis and PostgreSQL (npm run test:setup installs them)')
  }
}

finish(totals.failed > 0 ? 1 : 0)
