#!/usr/bin/env node
/**
 * `npm test`: everything, stopping at the first failing step:
 * 1. the test dependencies (Chromium, PostgreSQL, nginx, Redis);
 * 2. type-check, lint and the formatter's check, side by side;
 * 3. unit tests;
 * 4. the integration tests on SQLite and on PostgreSQL (required in CI; skipped with a notice
 *    elsewhere when no server answers), side by side: each runs its files one at a time in its
 *    own processes, so together they keep both cores busy;
 * 5. the production build, and beside it the journeys' database (migrated and seeded);
 * 6. the browser journeys against it in two halves, each with a server and a database of its own,
 *    and beside them the production topology on the same build (nginx, two app servers,
 *    PostgreSQL, Redis, S3; required in CI), whose tests mostly wait for clocks and timeouts.
 * Steps that run side by side write to their own log, printed whole when they end. Ends with one
 * plain line 'tests: N passed, N flaky, N failed, N skipped' summed over every runner, and how long
 * each step took. A journey that passed only on its retry counts as flaky, never as passed; vitest
 * retries nothing.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

const bin = (name) => path.resolve('node_modules/.bin', name)
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const totals = { passed: 0, flaky: 0, failed: 0, skipped: 0 }
const durations = []
const started = Date.now()
fs.mkdirSync('tmp/test-logs', { recursive: true })

const seconds = (since) => Math.round((Date.now() - since) / 1000)

function finish(code) {
  console.log(`\nnpm test took ${seconds(started)}s`)
  for (const [label, took] of durations) console.log(`  ${String(took).padStart(5)}s  ${label}`)
  console.log(`tests: ${totals.passed} passed, ${totals.flaky} flaky, ${totals.failed} failed, ${totals.skipped} skipped`)
  process.exit(code)
}

/** Runs one step in the foreground, its output as it comes. */
function stage(label, command, args, extraEnv = {}) {
  const t0 = Date.now()
  console.log(`\n━━ ${label}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } })
  durations.push([label, seconds(t0)])
  console.log(`━━ ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds(t0)}s)`)
  return result.status === 0
}

/**
 * Runs steps side by side, each into its own log file; prints each log whole as its step ends.
 * Answers whether all of them passed (each runs to its end either way, so every failure is shown).
 */
async function together(steps) {
  const t0 = Date.now()
  console.log(`\n━━ ${steps.map((step) => step.label).join(' ∥ ')}`)
  const results = await Promise.all(
    steps.map(
      (step) =>
        new Promise((resolve) => {
          const stepStarted = Date.now()
          const logFile = path.join('tmp/test-logs', `${step.label.replace(/[^\w-]+/g, '-')}.log`)
          const out = fs.openSync(logFile, 'w')
          const child = spawn(step.command, step.args, { stdio: ['ignore', out, out], env: { ...env, ...step.env } })
          child.on('exit', (code) => {
            fs.closeSync(out)
            const took = seconds(stepStarted)
            durations.push([step.label, took])
            console.log(`\n━━ ${step.label} (${took}s):\n`)
            process.stdout.write(fs.readFileSync(logFile, 'utf8'))
            console.log(`━━ ${step.label}: ${code === 0 ? 'ok' : 'FAILED'} (${took}s)`)
            step.after?.()
            resolve(code === 0)
          })
        }),
    ),
  )
  console.log(`━━ together: ${seconds(t0)}s`)
  return results.every(Boolean)
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
  totals.passed += stats.expected ?? 0
  totals.flaky += stats.flaky ?? 0
  totals.failed += stats.unexpected ?? 0
  totals.skipped += stats.skipped ?? 0
}

/** A vitest project as a step (its JSON report counted when it ends). */
function vitestStep(project, extraEnv = {}) {
  const out = `tmp/vitest-${project}.json`
  fs.rmSync(out, { force: true })
  return {
    label: `vitest: ${project}`,
    command: bin('vitest'),
    args: ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env: extraEnv,
    after: () => countVitest(out),
  }
}

function postgresAnswers(url) {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) })
    socket.setTimeout(2000)
    socket.on('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('timeout', () => {
      socket.destroy()
      resolve(false)
    })
    socket.on('error', () => resolve(false))
  })
}

if (!stage('test dependencies (Chromium, PostgreSQL, nginx, Redis)', 'bash', ['scripts/install-test-deps.sh'])) finish(1)
const checks = [
  { label: 'type-check (tsc)', command: bin('tsc'), args: ['--noEmit'] },
  { label: 'lint (eslint)', command: bin('eslint'), args: ['--max-warnings=0', '.'] },
  { label: 'format (prettier)', command: bin('prettier'), args: ['--check', '.', '--log-level=warn'] },
]
if (!(await together(checks))) finish(1)
const unit = vitestStep('unit')
if (!stage(unit.label, unit.command, unit.args)) finish(1)
unit.after()

const pgUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const postgres = await postgresAnswers(pgUrl)
if (!postgres && process.env.CI) {
  console.error(`\nPostgreSQL does not answer at ${pgUrl}; CI requires the PostgreSQL run (npm run test:setup installs it).`)
  finish(1)
}
if (!postgres) console.log(`\n━━ vitest: int-pg skipped: no PostgreSQL at ${pgUrl} (npm run test:setup installs one)`)
if (!(await together([vitestStep('int'), ...(postgres ? [vitestStep('int-pg', { TEST_POSTGRES_URL: pgUrl })] : [])]))) finish(1)

if (process.env.SKIP_E2E !== '1') {
  // The build, and beside it the journeys' database (migrated and seeded, which needs no build).
  const build = {
    label: 'next build, service worker and server',
    command: 'sh',
    args: ['-c', `"${bin('next')}" build && "${bin('tsx')}" scripts/build-sw.ts && "${bin('tsx')}" scripts/build-server.ts`],
    env: { NODE_ENV: 'production' },
  }
  const seed = { label: 'the journeys’ database (migrate, seed)', command: process.execPath, args: ['scripts/e2e-server.mjs', '--prepare'] }
  if (!(await together([build, seed]))) finish(1)

  // The journeys in two halves side by side, each against a server and a database of its own (a copy
  // of the one just seeded): one browser and one server leave half the machine idle while journeys
  // wait for the page. The halves are balanced by what each file took in a full run (seconds, two
  // halves and the cluster tests side by side, 2026-11-29); a file not listed is guessed from its size.
  // A figure out of date costs minutes, never a test. The offline and launch journeys both took
  // 140 s that day; the offline one's waits (a worker's install and takeover) do not shrink on a
  // quiet machine as the rest does (72 s against 30 s on 2026-12-07), so its 141 places it first:
  // in half 1, launch in half 2, which split that day's journeys 446 s to 476 s instead of 404 to 518.
  const TOOK = {
    'editing.spec.ts': 565,
    'programme-list.spec.ts': 361,
    'editor.spec.ts': 358,
    'shell.spec.ts': 257,
    'bad-input.spec.ts': 229,
    'vouchers.spec.ts': 219,
    'modules.spec.ts': 197,
    'offline.spec.ts': 141,
    'launch.spec.ts': 140,
    'journey.spec.ts': 138,
    'booking.spec.ts': 135,
    'layout.spec.ts': 126,
    'webshop.spec.ts': 118,
    'account.spec.ts': 109,
    'search.spec.ts': 108,
    'foundation.spec.ts': 100,
    'forms.spec.ts': 78,
    'subscriptions.spec.ts': 73,
    'waitlist.spec.ts': 70,
    'programme.spec.ts': 68,
    'magazine.spec.ts': 57,
    'speed.spec.ts': 43,
    'consent.spec.ts': 43,
    'waiting-room.spec.ts': 34,
  }
  fs.rmSync('tmp/e2e-2', { recursive: true, force: true })
  fs.cpSync('tmp/e2e', 'tmp/e2e-2', { recursive: true })
  const specs = fs
    .readdirSync('tests/e2e')
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => ({ file: path.join('tests/e2e', name), weight: TOOK[name] ?? fs.statSync(path.join('tests/e2e', name)).size / 400 }))
    .sort((a, b) => b.weight - a.weight)
  const halves = [
    { files: [], weight: 0, port: 3100, dir: 'tmp/e2e' },
    { files: [], weight: 0, port: 3101, dir: 'tmp/e2e-2' },
  ]
  for (const spec of specs) {
    const lighter = halves[0].weight <= halves[1].weight ? halves[0] : halves[1]
    lighter.files.push(spec.file)
    lighter.weight += spec.weight
  }
  const browsers = halves.map((half, index) => {
    const report = `tmp/playwright-${index + 1}.json`
    fs.rmSync(report, { force: true })
    return {
      label: `playwright (browser journeys, half ${index + 1})`,
      command: bin('playwright'),
      args: ['test', ...half.files],
      env: {
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        E2E_PREPARED: '1',
        E2E_PORT: String(half.port),
        E2E_DIR: half.dir,
        E2E_OUTPUT_DIR: `test-results/half-${index + 1}`,
      },
      after: () => countPlaywright(report),
    }
  })
  // The production topology on the same build: nginx, two app servers, PostgreSQL, Redis, S3.
  const tools = ['nginx', 'redis-server'].filter(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`]).status !== 0,
  )
  const cluster = tools.length === 0 && postgres
  if (!cluster && process.env.CI) {
    console.error(
      `\nThe cluster tests need nginx, Redis and PostgreSQL (missing: ${[...tools, ...(postgres ? [] : ['PostgreSQL'])].join(', ')}); npm run test:setup installs them.`,
    )
    finish(1)
  }
  if (!cluster) console.log('\n━━ vitest: cluster skipped: it needs nginx, Redis and PostgreSQL (npm run test:setup installs them)')
  if (!(await together([...browsers, ...(cluster ? [vitestStep('cluster', { TEST_POSTGRES_URL: pgUrl })] : [])]))) finish(1)
}

finish(totals.failed > 0 ? 1 : 0)
