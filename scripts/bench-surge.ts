/**
 * `npm run bench:surge` (issue 43): a sale opening's surge against the production topology, on
 * loopback only, bounded, stopping by itself. Starts the cluster of `npm run cluster` on a database
 * of its own (festival_surge_bench), then twice (through the proxy to both servers, then to one
 * server directly): an opening covering three performances; SURGE_VISITORS (3000) simulated
 * visitors, each from its own address, most joining in the SURGE_PREQUEUE_SECONDS (20) before the
 * opening and the rest after it, asking for their place at the interval the server suggests,
 * booking when admitted; and scripts booking without a place or with a forged token. Prints, each
 * beside its reference from the same run:
 *  - fairness: Spearman's rank correlation between joining and admission, before the opening
 *    (target |rho| < 0.1) and after it (target > 0.9);
 *  - bookings without admission (target 0), seats oversold (0), carts past their cap (0);
 *  - the waiting page through the proxy against nginx serving the same bytes (wrk; target >= 0.5);
 *  - the position call's p95 on one server against the floor's route (wrk; target <= 2x);
 *  - the app servers' CPU per thousand waiting visitors.
 * Measures, never asserts. Writes tmp/bench-surge.json.
 */
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { rankCorrelation } from '../src/features/queue/domain/fairness'
import { ensureFloor, startFloor } from './bench/floor.mjs'
import { startCluster } from './lib/cluster'
import { inTurn, processCpuSeconds, rawGet, requireWrk, staticNginx, wrk } from './lib/load'

const port = Number(process.env.BENCH_SURGE_PORT ?? 18380)
const visitors = Number(process.env.SURGE_VISITORS ?? 3000)
const prequeueSeconds = Number(process.env.SURGE_PREQUEUE_SECONDS ?? 20)
const ratePerMinute = Number(process.env.SURGE_RATE ?? 6000)
const seconds = Number(process.env.BENCH_SECONDS ?? 6)
/** Site and reference are measured in turn this many times (the medians are compared). */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
/** Every run stops by itself after this long, whatever is left. */
const RUN_LIMIT_MS = 6 * 60_000
const EARLY_SHARE = 0.7
const dir = path.resolve('tmp/surge-bench')
const databaseUrl = process.env.BENCH_SURGE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/festival_surge_bench'
const csrf = 's'.repeat(64)

requireWrk('bench:surge')
const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : '–')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The simulated crowd's requests, at most IN_FLIGHT at once: thousands of sockets from one process
 * would measure this machine's socket limits, not the site (a real crowd has a connection each).
 */
const IN_FLIGHT = 256
let inFlight = 0
const queued: (() => void)[] = []
async function send(url: string, init: RequestInit = {}): Promise<Response | null> {
  if (inFlight >= IN_FLIGHT) await new Promise<void>((resolve) => queued.push(resolve))
  inFlight++
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) })
    await response.clone().arrayBuffer()
    return response
  } catch {
    return null
  } finally {
    inFlight--
    queued.shift()?.()
  }
}

/** Waits until the app servers are nearly idle (the surge's after-work done), at most a minute: the load figures then compare like with like. */
async function settle(): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const before = cluster.servers.reduce((sum, server) => sum + processCpuSeconds(server.process()?.pid), 0)
    await sleep(1000)
    const after = cluster.servers.reduce((sum, server) => sum + processCpuSeconds(server.process()?.pid), 0)
    if (after - before < 0.1) return
  }
}

type Visitor = {
  address: string
  early: boolean
  /** Placed in the pre-queue (the server's clock said before the opening): its place came from the draw. */
  drawn: boolean
  joinedAt: number
  cookie: string
  position: number | null
  admittedAt: number | null
  booked: number | null
}

console.log(
  `▶ Starting the cluster on port ${port} (database ${new URL(databaseUrl).pathname.slice(1)}; the first run seeds the demo content)`,
)
const cluster = await startCluster({ port, dir, databaseUrl, quiet: true })
const admin = cluster.servers[0]?.url ?? ''
const references: ChildProcess[] = []
let stopFloor: (() => void) | null = null
const report: Record<string, unknown> = { at: new Date().toISOString(), visitors, prequeueSeconds, ratePerMinute }

/** The demo administrator's session on server a, for the back office's API. */
async function adminCookie(): Promise<string> {
  const login = await fetch(`${admin}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: admin, 'X-Forwarded-For': '10.254.254.254' },
    body: JSON.stringify({ email: 'admin@festival.example', password: 'festival-admin' }),
  })
  return (
    login.headers
      .getSetCookie()
      .find((entry) => entry.startsWith('payload-token='))
      ?.split(';')[0] ?? ''
  )
}

async function cms(cookie: string, method: 'POST' | 'PATCH', pathname: string, body: unknown): Promise<number> {
  const response = await fetch(`${admin}${pathname}`, {
    method,
    headers: { Cookie: cookie, Origin: admin, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer: unknown = await response.json()
  const doc = answer && typeof answer === 'object' && 'doc' in answer ? answer.doc : null
  return doc && typeof doc === 'object' && 'id' in doc && typeof doc.id === 'number' ? doc.id : 0
}

/** Three performances of `capacity` seats each, and their jet ids and seat groups. */
async function performances(cookie: string, capacity: number) {
  const made: { event: number; jet: string; group: number }[] = []
  for (let i = 0; i < 3; i++) {
    const jet = `surge-${Date.now()}-${i}`
    const event = await cms(cookie, 'POST', '/cms-api/events?locale=de', {
      _status: 'published',
      title: `Ansturm ${i + 1}`,
      slug: jet,
      date_start: new Date(Date.now() + 40 * 86_400_000).toISOString(),
      id_jet: jet,
      is_online: true,
    })
    const group = await cms(cookie, 'POST', '/cms-api/seat-groups?locale=de', { event, seat_group: 'Parkett', capacity, status: '1' })
    await cms(cookie, 'POST', '/cms-api/prices?locale=de', {
      event,
      seat_group: group,
      name: 'Vollpreis',
      text: 'Vollpreis',
      amount_cents: 2500,
      sale_type_id: 1,
    })
    made.push({ event, jet, group })
  }
  return made
}

function headersFor(target: string, address: string, cookie = ''): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Origin: target,
    Cookie: [`csrftoken=${csrf}`, cookie].filter(Boolean).join('; '),
    'X-CSRFToken': csrf,
    'X-Forwarded-For': address,
  }
}

/** One run of the surge against `target` (the proxy, or one server). */
async function surge(target: string, label: string, run: number) {
  const cookie = await adminCookie()
  const shows = await performances(cookie, 300)
  const opensAt = Date.now() + (prequeueSeconds + 5) * 1000
  const opening = await cms(cookie, 'POST', '/cms-api/sale-openings?locale=de', {
    name: `Ansturm ${label}`,
    opens_at: new Date(opensAt).toISOString(),
    prequeue_minutes: 30,
    admit_per_minute: ratePerMinute,
    admission_minutes: 15,
    events: shows.map((show) => show.event),
    active: true,
  })
  const started = Date.now()
  const deadline = started + RUN_LIMIT_MS
  const early = Math.round(visitors * EARLY_SHARE)
  const crowd: Visitor[] = Array.from({ length: visitors }, (_, i) => ({
    address: `10.${100 + run}.${i >> 8}.${i & 255}`,
    early: i < early,
    drawn: false,
    joinedAt: 0,
    cookie: '',
    position: null,
    admittedAt: null,
    booked: null,
  }))
  const statuses = { joinFailed: 0, pollFailed: 0, bookedOk: 0, soldOut: 0, bookFailed: 0 }
  const cpu = cluster.servers.map((server) => processCpuSeconds(server.process()?.pid))
  const waitingSamples: number[] = []

  const live = async (visitor: Visitor, index: number) => {
    // Before the opening: any moment of the pre-queue window; after: one after another.
    const at = visitor.early ? started + Math.random() * prequeueSeconds * 1000 : opensAt + 500 + (index - early) * 10
    await sleep(Math.max(0, at - Date.now()))
    const joined = await send(`${target}/api/queue/join/`, {
      method: 'POST',
      headers: headersFor(target, visitor.address),
      body: JSON.stringify({ opening }),
    })
    visitor.cookie =
      joined?.headers
        .getSetCookie()
        .find((entry) => entry.startsWith('festival_queue='))
        ?.split(';')[0] ?? ''
    if (!joined || joined.status !== 200 || !visitor.cookie) {
      statuses.joinFailed++
      return
    }
    const first: unknown = await joined.json()
    visitor.drawn = Boolean(first && typeof first === 'object' && 'state' in first && first.state === 'prequeue')
    visitor.joinedAt = Date.now()
    while (Date.now() < deadline) {
      const answer = await send(`${target}/api/queue/`, { headers: { Cookie: visitor.cookie, 'X-Forwarded-For': visitor.address } })
      const view: unknown = answer?.ok ? await answer.json() : null
      if (!view || typeof view !== 'object' || !('state' in view)) {
        statuses.pollFailed++
        await sleep(2000)
        continue
      }
      if ('position' in view && typeof view.position === 'number') visitor.position = view.position
      if (view.state === 'admitted') break
      if (view.state === 'expired' || view.state === 'none') return
      const suggested = 'poll_seconds' in view && typeof view.poll_seconds === 'number' ? view.poll_seconds : 5
      await sleep(Math.min(5, suggested) * 1000 * (0.8 + Math.random() * 0.4))
    }
    if (Date.now() >= deadline) return
    visitor.admittedAt = Date.now()
    const show = shows[index % shows.length]
    const booked = await send(`${target}/api/shop-cart/`, {
      method: 'POST',
      headers: headersFor(target, visitor.address, visitor.cookie),
      body: JSON.stringify({ quantities: [2], event_jet_id: show?.jet, sale_type_ids: [1], seat_group: show?.group }),
    })
    visitor.booked = booked?.status ?? 0
    if (booked?.status === 200) statuses.bookedOk++
    else if (booked?.status === 409) statuses.soldOut++
    else statuses.bookFailed++
  }

  // Scripts: booking without a place, and with a token of their own making, once the sale is open.
  const scripts = async () => {
    await sleep(Math.max(0, opensAt + 2000 - Date.now()))
    let breaches = 0
    let refused = 0
    let soldOut = 0
    for (let i = 0; i < 300; i++) {
      const forged =
        i % 2 === 1 ? `festival_queue=${opening}.${randomBytes(16).toString('base64url')}.${randomBytes(32).toString('base64url')}` : ''
      const show = shows[i % shows.length]
      const response = await send(`${target}/api/shop-cart/`, {
        method: 'POST',
        headers: headersFor(target, `10.${150 + run}.${i >> 8}.${i & 255}`, forged),
        body: JSON.stringify({ quantities: [1], event_jet_id: show?.jet, sale_type_ids: [1], seat_group: show?.group }),
      })
      if (response?.status === 200) breaches++
      else if (response?.status === 429) refused++
      // Once the queue has drained and the seats are gone, the booking call itself says 'sold out'.
      else if (response?.status === 409) soldOut++
    }
    return { breaches, refused, soldOut }
  }

  const sampler = setInterval(() => {
    waitingSamples.push(crowd.filter((visitor) => visitor.joinedAt > 0 && visitor.admittedAt === null && visitor.booked === null).length)
  }, 1000)
  const [, attacks] = await Promise.all([Promise.all(crowd.map((visitor, index) => live(visitor, index))), scripts()])
  clearInterval(sampler)
  const elapsed = (Date.now() - started) / 1000
  const cpuUsed = cluster.servers.reduce((sum, server, index) => sum + processCpuSeconds(server.process()?.pid) - (cpu[index] ?? 0), 0)
  const meanWaiting = waitingSamples.reduce((sum, value) => sum + value, 0) / Math.max(1, waitingSamples.length)

  const admitted = crowd.filter((visitor) => visitor.admittedAt !== null && visitor.position !== null)
  const earlyOnes = admitted.filter((visitor) => visitor.drawn)
  const lateOnes = admitted.filter((visitor) => !visitor.drawn)
  const fairness = {
    before: rankCorrelation(
      earlyOnes.map((visitor) => visitor.joinedAt),
      earlyOnes.map((visitor) => visitor.position ?? 0),
    ),
    after: rankCorrelation(
      lateOnes.map((visitor) => visitor.joinedAt),
      lateOnes.map((visitor) => visitor.position ?? 0),
    ),
  }
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  const events = shows.map((show) => show.event)
  const oversold = await db.query(
    `SELECT COUNT(*)::int AS "n" FROM "seat_groups" "g" WHERE "g"."event_id" = ANY($1) AND (SELECT COALESCE(SUM("r"."seats"), 0) FROM "reservations" "r" WHERE "r"."seat_group_id" = "g"."id" AND ("r"."status" = 'sold' OR ("r"."status" = 'held' AND "r"."expires_at" > now()))) > "g"."capacity"`,
    [events],
  )
  const pastCap = await db.query(
    `SELECT COUNT(*)::int AS "n" FROM (SELECT "cart_id", "event_id" FROM "reservations" WHERE "event_id" = ANY($1) AND "status" IN ('held', 'sold') GROUP BY "cart_id", "event_id" HAVING SUM("quantity") > 10) "c"`,
    [events],
  )
  await db.query('DELETE FROM "reservations" WHERE "event_id" = ANY($1)', [events])
  await db.end()
  await cms(cookie, 'PATCH', `/cms-api/sale-openings/${opening}?locale=de`, { active: false })
  return {
    label,
    opening,
    elapsed,
    joined: crowd.filter((visitor) => visitor.joinedAt > 0).length,
    admitted: admitted.length,
    ...statuses,
    fairness,
    withoutAdmission: attacks.breaches,
    scriptsRefused: attacks.refused,
    scriptsSoldOut: attacks.soldOut,
    drawn: earlyOnes.length,
    oversold: Number(oversold.rows[0]?.n ?? 0),
    pastCap: Number(pastCap.rows[0]?.n ?? 0),
    meanWaiting,
    cpuPerThousandWaiting: meanWaiting > 0 ? cpuUsed / elapsed / (meanWaiting / 1000) : NaN,
  }
}

try {
  const runs = [await surge(cluster.proxyUrl, 'two servers through the proxy', 1), await surge(admin, 'one server directly', 2)]
  report.runs = runs
  console.log(
    `\nthe surge: ${visitors} visitors (${Math.round(EARLY_SHARE * 100)} % before the opening), ${ratePerMinute} admitted a minute`,
  )
  console.table(
    runs.map((run) => ({
      run: run.label,
      joined: run.joined,
      admitted: run.admitted,
      'booked (2 each)': run.bookedOk,
      'sold out': run.soldOut,
      'drawn (joined before)': run.drawn,
      'rho before (|·| < 0.1)': fixed(run.fairness.before, 3),
      'rho after (> 0.9)': fixed(run.fairness.after, 3),
      'scripts that booked (of 300)': run.withoutAdmission,
      'sent to the queue / sold out': `${run.scriptsRefused} / ${run.scriptsSoldOut}`,
      oversold: run.oversold,
      'carts past cap': run.pastCap,
      'app CPU s/s per 1000 waiting': fixed(run.cpuPerThousandWaiting, 3),
    })),
  )

  // A visitor waiting for an opening to come (its place read from Redis on every call) for the position call.
  const cookie = await adminCookie()
  const later = await cms(cookie, 'POST', '/cms-api/sale-openings?locale=de', {
    name: 'Ansturm später',
    opens_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    prequeue_minutes: 30,
    admit_per_minute: ratePerMinute,
    admission_minutes: 15,
    events: [],
    active: true,
  })
  const waiting = await send(`${admin}/api/queue/join/`, {
    method: 'POST',
    headers: headersFor(admin, '10.200.0.1'),
    body: JSON.stringify({ opening: later }),
  })
  const waitingCookie =
    waiting?.headers
      .getSetCookie()
      .find((entry) => entry.startsWith('festival_queue='))
      ?.split(';')[0] ?? ''
  await settle()

  // The waiting page through the proxy against nginx serving the same bytes from disk.
  const page = '/de/warteraum'
  for (let i = 0; i < 3; i++) await rawGet(`${cluster.proxyUrl}${page}`, {})
  const root = path.join(dir, 'static/root')
  fs.mkdirSync(path.join(root, 'de'), { recursive: true })
  fs.writeFileSync(path.join(root, `${page}.html`), await rawGet(`${cluster.proxyUrl}${page}`, { 'Accept-Encoding': 'gzip' }))
  const staticPort = port + 10
  references.push(await staticNginx(path.join(dir, 'static'), root, staticPort))
  const pages = inTurn(
    () => wrk(`${cluster.proxyUrl}${page}`, { seconds, connections }),
    () => wrk(`http://127.0.0.1:${staticPort}${page}`, { seconds, connections }),
    rounds,
  )
  const [proxy, disk] = [pages.site, pages.reference]

  // The position call on one server against the floor's route (an empty Next.js app's JSON).
  ensureFloor()
  const floor = await startFloor(port + 20)
  stopFloor = floor.stop
  await settle()
  const calls = inTurn(
    () => wrk(`${admin}/api/queue/`, { seconds, connections: 8, headers: { Cookie: waitingCookie } }),
    () => wrk(`${floor.base}${floor.get}`, { seconds, connections: 8 }),
    rounds,
  )
  const [positionCall, floorCall] = [calls.site, calls.reference]
  await cms(cookie, 'PATCH', `/cms-api/sale-openings/${later}?locale=de`, { active: false })
  report.page = { proxy, disk, ratio: proxy.rps / disk.rps }
  report.positionCall = { site: positionCall, floor: floorCall, p95Ratio: positionCall.p95 / floorCall.p95 }
  console.log(`\nthe waiting page and the position call (wrk, ${seconds} s each, in turn with the reference ${rounds} times: medians)`)
  console.table([
    {
      what: `${page} through the proxy / nginx from disk`,
      site: `${fixed(proxy.rps, 0)} req/s`,
      reference: `${fixed(disk.rps, 0)} req/s`,
      ratio: fixed(proxy.rps / disk.rps),
      target: '>= 0.5',
    },
    {
      what: 'GET /api/queue/ p95 on one server / the floor’s route',
      site: `${fixed(positionCall.p95)} ms (${fixed(positionCall.rps, 0)} req/s)`,
      reference: `${fixed(floorCall.p95)} ms (${fixed(floorCall.rps, 0)} req/s)`,
      ratio: fixed(positionCall.p95 / floorCall.p95),
      target: '<= 2',
    },
  ])
  fs.mkdirSync('tmp', { recursive: true })
  fs.writeFileSync('tmp/bench-surge.json', JSON.stringify(report, null, 2))
} finally {
  for (const child of references) child.kill('SIGTERM')
  stopFloor?.()
  await cluster.stop()
}
process.exit(0)
