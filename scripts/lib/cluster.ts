/**
 * The production topology on one machine (issue 28, DESIGN §8): nginx as the caching proxy in
 * front of two app servers, on PostgreSQL, a Redis of its own for the shared page cache and an S3
 * test server (s3rver) for uploads, with the demo content. `npm run cluster` starts it
 * (scripts/cluster.ts); the cluster tests start the same thing through `startCluster`.
 *
 * Ports: the proxy on `port`, the app servers on the next two (each answers directly too), then
 * Redis, the S3 server and the two servers' metrics. A watcher asks each server's `/readyz` every
 * second and takes a server that is not ready out of the proxy (and back in) by rewriting the
 * upstream list and reloading nginx, which open-source nginx cannot do by itself.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import pg from 'pg'

import { nginxConfig, type Upstream } from './nginxConfig'

export type ClusterOptions = {
  /** The proxy's port; the app servers take the next two, then Redis, S3 and the metrics. */
  port: number
  /** Working folder: nginx's files and cache, the S3 server's files, logs and mail. */
  dir: string
  /** The PostgreSQL database of the cluster (created when missing). */
  databaseUrl: string
  /** Drop the database, the stored files and the cache first, for a run that starts from nothing. */
  fresh?: boolean
  /** Children's output only to their log files in `dir` (tests), not to this terminal as well. */
  quiet?: boolean
  /** How long the proxy serves a stored page before asking the app again. */
  pageSeconds?: number
  /** A server's own database address, when it must differ (the tests cut one server's link). */
  serverDatabaseUrl?: (index: number) => string
  /** Extra settings for every app server. */
  env?: Record<string, string>
}

export type AppServer = {
  name: string
  port: number
  url: string
  metricsUrl: string
  process: () => ChildProcess | null
  /** Starts the server again after it stopped or was killed. */
  start: () => Promise<void>
  /** Sends a signal (SIGKILL for a crash) and waits until the process is gone. */
  kill: (signal?: NodeJS.Signals) => Promise<void>
}

export type Cluster = {
  proxyUrl: string
  servers: AppServer[]
  redisUrl: string
  s3Endpoint: string
  databaseUrl: string
  /** Stops and starts the cluster's Redis (outage tests). */
  stopRedis: () => Promise<void>
  startRedis: () => Promise<void>
  stop: () => Promise<void>
  /** Resolves once the proxy sends visitors to every server again (the watcher has seen each ready and reloaded nginx). */
  allInProxy: () => Promise<void>
}

const root = process.cwd()
// The production server, bundled after the build (scripts/build-server.ts).
const SERVER = '.next/festival-server/serve.mjs'
const BUCKET = 'festival'
const S3_KEY = 'S3RVER'

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = path.resolve(options.dir)
  const { port, quiet = false, pageSeconds = 1 } = options
  const ports = { app: [port + 1, port + 2], redis: port + 3, s3: port + 4, metrics: [port + 5, port + 6] }
  if (!fs.existsSync(path.join(root, '.next/BUILD_ID')) || !fs.existsSync(path.join(root, SERVER)))
    throw new Error('No production build: run `npm run build` first')
  const nginxBinary = findBinary('nginx', ['/usr/sbin/nginx'])
  const redisBinary = findBinary('redis-server', ['/usr/bin/redis-server'])
  if (!nginxBinary || !redisBinary) throw new Error('nginx and redis-server are needed: `npm run test:setup` installs them from Debian')

  // A port already taken (often a process left from an earlier run) would answer in our server's
  // place: the wait for it passes and the cluster talks to a stranger.
  const taken: number[] = []
  for (const candidate of [port, ...ports.app, ports.redis, ports.s3, ...ports.metrics])
    if (await portOpen(candidate)) taken.push(candidate)
  if (taken.length) throw new Error(`Ports already in use: ${taken.join(', ')} (a cluster from an earlier run still running?)`)

  if (options.fresh) fs.rmSync(dir, { recursive: true, force: true })
  for (const sub of ['nginx', 's3', 'logs', 'mail']) fs.mkdirSync(path.join(dir, sub), { recursive: true })
  const children: ChildProcess[] = []
  const log = (name: string) => fs.openSync(path.join(dir, 'logs', `${name}.log`), 'a')
  // A start that fails part way stops what it launched, so that no server outlives it on its port.
  async function abandon(error: unknown): Promise<never> {
    await Promise.all(children.map((child) => stopProcess(child, 'SIGTERM')))
    throw error
  }
  const guard = <T>(work: Promise<T>): Promise<T> => work.catch(abandon)

  function launch(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
    const out = log(name)
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', quiet ? out : 'pipe', quiet ? out : 'pipe'] })
    if (!quiet) {
      for (const stream of [child.stdout, child.stderr]) {
        stream?.on('data', (chunk: Buffer) => {
          fs.writeSync(out, chunk)
          for (const line of chunk.toString().split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`)
        })
      }
    }
    children.push(child)
    return child
  }

  // Redis: a server of the cluster's own, in memory only, so that an outage can be staged.
  let redis: ChildProcess | null = null
  const redisUrl = `redis://127.0.0.1:${ports.redis}`
  async function startRedis() {
    redis = launch('redis', redisBinary as string, [
      '--port',
      String(ports.redis),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ])
    await waitForPort(ports.redis, 10_000)
  }
  async function stopRedis() {
    await stopProcess(redis, 'SIGTERM')
    redis = null
  }
  await guard(startRedis())

  // The S3 test server, with the bucket made at start.
  launch('s3', process.execPath, [
    path.join(root, 'node_modules/s3rver/bin/s3rver.js'),
    '-d',
    path.join(dir, 's3'),
    '-a',
    '127.0.0.1',
    '-p',
    String(ports.s3),
    '--silent',
    '--configure-bucket',
    BUCKET,
  ])
  await guard(waitForPort(ports.s3, 20_000))
  const s3Endpoint = `http://127.0.0.1:${ports.s3}`

  await guard(ensureDatabase(options.databaseUrl, Boolean(options.fresh)))
  const shared: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: redisUrl,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3Endpoint,
    S3_ACCESS_KEY_ID: S3_KEY,
    S3_SECRET_ACCESS_KEY: S3_KEY,
    MAIL_DIR: path.join(dir, 'mail'),
    // One JSON object per log line, as log collectors read them.
    LOG_FORMAT: 'json',
    FESTIVAL_ALLOW_DEMO_SECRET: process.env.PAYLOAD_SECRET ? process.env.FESTIVAL_ALLOW_DEMO_SECRET : '1',
    ...options.env,
  }
  for (const script of ['scripts/migrate.ts', 'scripts/seed.ts']) {
    const result = spawnSync(process.execPath, ['--import', 'tsx', script], {
      cwd: root,
      env: shared,
      stdio: quiet ? 'ignore' : 'inherit',
    })
    if (result.status !== 0) await abandon(new Error(`${script} failed (exit ${result.status ?? result.signal})`))
  }

  const servers = ports.app.map((appPort, index): AppServer => {
    const name = String.fromCharCode(97 + index)
    let child: ChildProcess | null = null
    const env: NodeJS.ProcessEnv = {
      ...shared,
      PORT: String(appPort),
      METRICS_PORT: String(ports.metrics[index]),
      SERVER_NAME: name,
      DATABASE_URL: options.serverDatabaseUrl?.(index) ?? options.databaseUrl,
      // Only the proxy (on this machine) is believed about the visitor's address.
      TRUSTED_PROXIES: 'loopback',
      // Both may run scheduled publishing, order clean-up and other jobs; the holder of the queue's
      // lease in the database does (lib/db/lock.ts, decision 029).
      RUN_JOBS: 'true',
    }
    const server: AppServer = {
      name,
      port: appPort,
      url: `http://127.0.0.1:${appPort}`,
      metricsUrl: `http://127.0.0.1:${ports.metrics[index]}/metrics`,
      process: () => child,
      async start() {
        child = launch(`app-${name}`, process.execPath, [SERVER], env)
        // Ready, not only alive: its database, Redis and storage answer (a server that is up before its
        // Redis client has connected is one the watcher takes out of the proxy at its first look).
        // Up to five minutes: beside the browser journeys on two cores, the storage once missed its
        // probe's 2 s for the whole of 90 s while nothing was wrong.
        await waitForAnswer(`${server.url}/readyz`, 300_000)
      },
      async kill(signal = 'SIGTERM') {
        await stopProcess(child, signal)
        child = null
      },
    }
    return server
  })
  await guard(Promise.all(servers.map((server) => server.start())))

  // The proxy, and the watcher that keeps its list of ready servers.
  const nginxDir = path.join(dir, 'nginx')
  fs.mkdirSync(path.join(nginxDir, 'cache'), { recursive: true })
  const configFile = path.join(nginxDir, 'nginx.conf')
  const isRoot = process.getuid?.() === 0
  const writeConfig = (ready: boolean[]) => {
    const upstreams: Upstream[] = servers.map((server, index) => ({ host: '127.0.0.1', port: server.port, down: !ready[index] }))
    // With none ready, all stay listed: nginx then tries each and answers 502 if none answers.
    const list = upstreams.every((upstream) => upstream.down) ? upstreams.map((upstream) => ({ ...upstream, down: false })) : upstreams
    fs.writeFileSync(
      configFile,
      nginxConfig({
        dir: nginxDir,
        listen: { host: '127.0.0.1', port },
        upstreams: list,
        pageSeconds,
        maxBodyMegabytes: 64,
        user: isRoot ? 'root' : undefined,
      }),
    )
  }
  let ready = servers.map(() => true)
  writeConfig(ready)
  const nginx = launch('nginx', nginxBinary, [
    '-p',
    nginxDir,
    '-c',
    configFile,
    '-e',
    path.join(nginxDir, 'error.log'),
    '-g',
    'daemon off;',
  ])
  await guard(waitForPort(port, 10_000))

  let watching = true
  const watcher = (async () => {
    while (watching) {
      await sleep(1000)
      if (!watching) break
      const now = await Promise.all(servers.map((server) => answers(`${server.url}/readyz`, 2500)))
      if (now.some((value, index) => value !== ready[index])) {
        ready = now
        writeConfig(ready)
        nginx.kill('SIGHUP')
        if (!quiet)
          console.log(
            `[cluster] ready servers: ${
              servers
                .filter((_, index) => ready[index])
                .map((server) => server.name)
                .join(', ') || 'none'
            }`,
          )
      }
    }
  })()

  async function stop() {
    watching = false
    await watcher
    await stopProcess(nginx, 'SIGQUIT')
    await Promise.all(servers.map((server) => server.kill('SIGTERM')))
    await Promise.all(children.map((child) => stopProcess(child, 'SIGTERM')))
  }

  return {
    proxyUrl: `http://127.0.0.1:${port}`,
    servers,
    redisUrl,
    s3Endpoint,
    databaseUrl: options.databaseUrl,
    stopRedis,
    startRedis,
    stop,
    async allInProxy() {
      const until = Date.now() + 30_000
      while (!ready.every(Boolean)) {
        if (Date.now() > until) throw new Error('a server stayed out of the proxy for 30 s')
        await sleep(100)
      }
      // nginx's workers take the reloaded list a moment after the signal.
      await sleep(500)
    },
  }
}

function findBinary(name: string, candidates: string[]): string | null {
  for (const candidate of candidates) if (fs.existsSync(candidate)) return candidate
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' })
  return found.status === 0 ? found.stdout.trim() : null
}

/** Creates the cluster's database when it is missing (dropping it first for a fresh run). */
async function ensureDatabase(url: string, fresh: boolean): Promise<void> {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Cluster database name must be lower-case letters, digits and _: ${name}`)
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
}

async function stopProcess(child: ChildProcess | null, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill(signal)
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await gone
  clearTimeout(timer)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await portOpen(port)) return
    await sleep(100)
  }
  throw new Error(`Nothing answers on port ${port} after ${timeoutMs} ms`)
}

async function answers(url: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
    await response.arrayBuffer()
    return response.ok
  } catch {
    return false
  }
}

async function waitForAnswer(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await answers(url, 2000)) return
    await sleep(250)
  }
  throw new Error(`${url} does not answer after ${timeoutMs} ms`)
}
