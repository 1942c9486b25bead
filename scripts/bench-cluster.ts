/**
 * `npm run bench:cluster` (also the last part of `npm run bench` unless BENCH_CLUSTER=0): the
 * production topology under load (issue 28), each figure beside its reference from the same run.
 * Starts the cluster of `npm run cluster` on a database of its own (festival_cluster_bench, seeded
 * on first use) and stops it at the end. Needs wrk (Debian's package; `npm run test:setup`).
 *  1. Pages through the caching proxy against nginx serving the same bytes from disk: wrk,
 *     BENCH_SECONDS (10) per page at BENCH_CONNECTIONS (50) connections, gzip accepted; and how
 *     many requests reached the app servers meanwhile (their metrics): the proxy's one-second
 *     refresh, not the visitors.
 *  2. Reservations per second on PostgreSQL: BOOKING_REQUESTS (3000) cart calls of one ticket at
 *     concurrency 50, each from its own address, first to one server directly, then through the
 *     proxy to both; then the oversell check.
 * Measures, never asserts. Prints tables and writes tmp/bench-cluster.json.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { routeLabel } from '../src/lib/ops/metrics'
import { startCluster } from './lib/cluster'
import { cpuTimes, rawGet, requireWrk, staticNginx, wrk } from './lib/load'

const port = Number(process.env.BENCH_CLUSTER_PORT ?? 18180)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const bookings = Number(process.env.BOOKING_REQUESTS ?? 3000)
const pages = (process.env.BENCH_PAGES ?? '/de,/en,/de/programm,/de/agb').split(',')
const dir = path.resolve('tmp/cluster-bench')
const databaseUrl = process.env.BENCH_CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/festival_cluster_bench'

requireWrk('bench:cluster')
const run = (url: string) => wrk(url, { seconds, connections })

/** Requests the app servers answered for a route label, summed over both (from their metrics). */
async function appRequests(metricsUrls: string[], route: string): Promise<number> {
  let total = 0
  for (const url of metricsUrls) {
    const text = (await rawGet(url, {})).toString()
    for (const line of text.split('\n'))
      if (line.startsWith('festival_http_requests_total{') && line.includes(`route="${route}"`)) total += Number(line.split(' ').pop())
  }
  return total
}

/** A page's answer as it travels: gzip. */
const gzipBytes = (url: string) => rawGet(url, { 'Accept-Encoding': 'gzip' })

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–')

console.log(
  `▶ Starting the cluster on port ${port} (database ${new URL(databaseUrl).pathname.slice(1)}; the first run seeds the demo content)`,
)
const cluster = await startCluster({ port, dir, databaseUrl, quiet: true })
let reference: ChildProcess | null = null
const metricsUrls = cluster.servers.map((server) => server.metricsUrl)
const report: Record<string, unknown> = { at: new Date().toISOString(), seconds, connections }

try {
  // The reference: the same bytes (the proxy's gzip answer of each page) from disk, by nginx.
  const root = path.join(dir, 'static/root')
  fs.mkdirSync(root, { recursive: true })
  for (const page of pages) {
    for (let i = 0; i < 3; i++) await rawGet(`${cluster.proxyUrl}${page}`, {})
    const file = path.join(root, `${page}.html`)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, await gzipBytes(`${cluster.proxyUrl}${page}`))
  }
  const staticPort = port + 10
  reference = await staticNginx(path.join(dir, 'static'), root, staticPort)

  const rows = []
  for (const page of pages) {
    const disk = run(`http://127.0.0.1:${staticPort}${page}`)
    const route = routeLabel(page)
    const before = await appRequests(metricsUrls, route)
    const proxy = run(`${cluster.proxyUrl}${page}`)
    const reachedApp = (await appRequests(metricsUrls, route)) - before
    rows.push({ page, proxy, disk, reachedApp, ratio: proxy.rps / disk.rps })
  }
  reference.kill('SIGTERM')
  report.pages = rows
  console.log(
    `\npages through the proxy against nginx serving the same bytes from disk (wrk, ${connections} connections, ${seconds} s each)`,
  )
  console.table(
    rows.map((row) => ({
      page: row.page,
      'proxy req/s': fixed(row.proxy.rps, 0),
      'disk req/s': fixed(row.disk.rps, 0),
      ratio: fixed(row.ratio, 2),
      'proxy p99 ms': fixed(row.proxy.p99),
      'disk p99 ms': fixed(row.disk.p99),
      'requests to the app': row.reachedApp,
      'proxy requests': Math.round(row.proxy.rps * seconds),
      target: row.ratio >= 1 / 3 ? 'ok' : 'MISSED',
    })),
  )
  console.log(
    'target: >= 1/3 of nginx from disk; the app is asked once a second per page (the proxy refreshing its copy), never per visitor',
  )

  // Reservations: one server, then both through the proxy.
  const login = await fetch(`${cluster.servers[0]?.url}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: cluster.servers[0]?.url ?? '' },
    body: JSON.stringify({ email: 'admin@festival.example', password: 'festival-admin' }),
  })
  const cookie =
    login.headers
      .getSetCookie()
      .find((entry) => entry.startsWith('payload-token='))
      ?.split(';')[0] ?? ''
  const base = cluster.servers[0]?.url ?? ''
  const cms = async (pathname: string, body: unknown) => {
    const response = await fetch(`${base}${pathname}`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: base, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    return ((await response.json()) as { doc: { id: number } }).doc.id
  }
  const jet = `bench-cluster-${Date.now()}`
  const eventId = await cms('/cms-api/events?locale=de', {
    _status: 'published',
    title: 'Lasttest Verbund',
    slug: jet,
    date_start: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    id_jet: jet,
    is_online: true,
  })
  const seatGroup = await cms('/cms-api/seat-groups?locale=de', {
    event: eventId,
    seat_group: 'Parkett',
    capacity: bookings * 3,
    status: '1',
  })
  await cms('/cms-api/prices?locale=de', {
    event: eventId,
    seat_group: seatGroup,
    name: 'Vollpreis',
    text: 'Vollpreis',
    amount_cents: 2500,
    sale_type_id: 1,
  })
  const csrf = 'd'.repeat(64)
  let address = 0
  const storm = async (target: string, total: number) => {
    let next = 0
    let ok = 0
    let failed = 0
    const started = performance.now()
    const cpuBefore = cpuTimes()
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < total) {
          next++
          const n = address++
          try {
            const response = await fetch(`${target}/api/shop-cart/`, {
              method: 'POST',
              headers: {
                'Content-Type': 'application/json',
                Origin: target,
                Cookie: `csrftoken=${csrf}`,
                'X-CSRFToken': csrf,
                'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              },
              body: JSON.stringify({ quantities: [1], event_jet_id: jet, sale_type_ids: [1], seat_group: seatGroup }),
            })
            await response.arrayBuffer()
            if (response.status === 200) ok++
            else failed++
          } catch {
            failed++
          }
        }
      }),
    )
    const cpuAfter = cpuTimes()
    return {
      ok,
      failed,
      perSecond: ok / ((performance.now() - started) / 1000),
      machineBusy: (cpuAfter.busy - cpuBefore.busy) / (cpuAfter.total - cpuBefore.total),
    }
  }
  await storm(base, 100) // warm-up
  const one = await storm(base, bookings)
  const both = await storm(cluster.proxyUrl, bookings)
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  const over = await db.query(
    `SELECT COUNT(*)::int AS "n" FROM "seat_groups" "g" WHERE (SELECT COALESCE(SUM("r"."seats"), 0) FROM "reservations" "r" WHERE "r"."seat_group_id" = "g"."id" AND ("r"."status" = 'sold' OR ("r"."status" = 'held' AND "r"."expires_at" > now()))) > "g"."capacity"`,
  )
  await db.query('DELETE FROM "reservations" WHERE "event_id" = $1', [eventId])
  await db.end()
  // The load, the proxy, PostgreSQL and the servers share this machine's cores: reservations per busy
  // core-second say whether a second server costs more per reservation (contention) or only needs
  // cores the machine does not have, and 1 / one server's share is the most any topology could reach here.
  const cores = os.cpus().length
  const perCore = (run: { perSecond: number; machineBusy: number }) => run.perSecond / (run.machineBusy * cores)
  const ceiling = 1 / one.machineBusy
  report.booking = {
    one,
    both,
    ratio: both.perSecond / one.perSecond,
    oversold: over.rows[0].n,
    perCoreSecond: { one: perCore(one), both: perCore(both) },
    machineCeiling: ceiling,
  }
  console.log(`\nreservations on PostgreSQL, ${bookings} calls at concurrency 50 (each from its own address)`)
  console.table([
    {
      run: 'one server, directly',
      'reservations/s': fixed(one.perSecond),
      ok: one.ok,
      failed: one.failed,
      'machine CPU busy': `${fixed(one.machineBusy * 100, 0)} %`,
      'per busy core-second': fixed(perCore(one)),
    },
    {
      run: 'two servers, through the proxy',
      'reservations/s': fixed(both.perSecond),
      ok: both.ok,
      failed: both.failed,
      'machine CPU busy': `${fixed(both.machineBusy * 100, 0)} %`,
      'per busy core-second': fixed(perCore(both)),
    },
  ])
  console.log(
    `two servers / one: ${fixed(both.perSecond / one.perSecond, 2)} (bounded by the machine's cores, below); oversold seat groups: ${over.rows[0].n}`,
  )
  console.log(
    `per busy core-second, two servers / one: ${fixed(perCore(both) / perCore(one), 2)} (target >= 0.9: a second server costs at most a tenth more per reservation); the most this ${cores}-core machine allows at one server's cost: ${fixed(ceiling, 2)}x`,
  )
  fs.mkdirSync('tmp', { recursive: true })
  fs.writeFileSync('tmp/bench-cluster.json', JSON.stringify(report, null, 2))
} finally {
  reference?.kill('SIGTERM')
  await cluster.stop()
}
process.exit(0)
