/**
 * `npm run bench:booking` (also run by `npm run bench` unless BENCH_BOOKING=0): reservations per
 * second against a running production server (BENCH_URL, loopback only) on the database of
 * DATABASE_URL, SQLite or PostgreSQL (issue 11). It adds a bench performance, then
 *  1. throughput: wrk (the fast client, issue 47) for BOOKING_SECONDS (default 10) at BOOKING_CONCURRENCY
 *     (default 50) connections, cart calls of one ticket each against a seat group with room for all,
 *     each from its own address and cart, as visitors on the day sales open; then the floor's POST
 *     route (BENCH_FLOOR_URL, when given) the same way;
 *  2. contention: 200 calls at once for the last 50 seats of another seat group;
 *  3. the oversell check over the whole database: seats held or sold never exceed the capacity of
 *     any seat group or timeslot;
 * and removes what it added. Prints a table and writes tmp/bench-booking.json. Measures, never asserts.
 * Each call comes from its own address through X-Forwarded-For, as behind the caching proxy: start
 * the server with TRUSTED_PROXIES=loopback, or every call counts as one address and the fair-sale
 * cap per address (twice 10 tickets of a performance) refuses all but the first twenty.
 */
import fs from 'node:fs'

import { requireWrk, wrk } from './lib/load'
import { scriptPayload } from './lib/payload'

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000'
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(base)) {
  console.error('BENCH_URL must be a loopback address')
  process.exit(1)
}
const seconds = Number(process.env.BOOKING_SECONDS ?? 10)
const concurrency = Number(process.env.BOOKING_CONCURRENCY ?? 50)
const floorUrl = process.env.BENCH_FLOOR_URL
requireWrk('npm run bench:booking')
const context = { disableRevalidate: true }
const payload = await scriptPayload()
const kind = /^postgres/.test(process.env.DATABASE_URL ?? '') ? 'postgres' : 'sqlite'
type Raw = { drizzle: unknown; execute(args: { drizzle: unknown; raw: string }): Promise<{ rows: Record<string, unknown>[] }> }
const db = payload.db as unknown as Raw
const raw = async (statement: string) => (await db.execute({ drizzle: db.drizzle, raw: statement })).rows

const jet = `bench-${Date.now()}`
const event = await payload.create({
  collection: 'events',
  locale: 'de',
  data: {
    _status: 'published',
    title: 'Lasttest Vorverkauf',
    slug: `${jet}`,
    date_start: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    id_jet: jet,
    is_online: true,
  },
  overrideAccess: true,
  context,
})
const group = async (name: string, capacity: number) => {
  const seatGroup = await payload.create({
    collection: 'seat-groups',
    locale: 'de',
    data: { event: event.id, seat_group: name, capacity, status: '1' },
    overrideAccess: true,
    context,
  })
  await payload.create({
    collection: 'prices',
    locale: 'de',
    data: { event: event.id, seat_group: seatGroup.id, name: 'Vollpreis', text: 'Vollpreis', amount_cents: 2500, sale_type_id: 1 },
    overrideAccess: true,
    context,
  })
  return seatGroup.id
}
const roomy = await group('Parkett', 1_000_000)
const scarce = await group('Rang', 50)

let addressCounter = 0
const csrf = 'b'.repeat(64)
const body = (seatGroup: number) => JSON.stringify({ quantities: [1], event_jet_id: jet, sale_type_ids: [1], seat_group: seatGroup })
const lua = (text: string) => JSON.stringify(text) // a Lua string literal: JSON's escapes are Lua's for these texts

/**
 * The throughput run under wrk: each request from its own address (a counter per wrk thread) and
 * without a cart cookie, so each opens a cart of its own.
 */
function throughputUnderWrk(seatGroup: number) {
  const script = `
local threads = 0
function setup(thread) thread:set("offset", threads * 4194304); threads = threads + 1 end
local n = 0
request = function()
  n = n + 1
  local a = (offset or 0) + n
  local xff = string.format("10.%d.%d.%d", math.floor(a / 65536) % 256, math.floor(a / 256) % 256, a % 256)
  return wrk.format("POST", nil, { ["Content-Type"] = "application/json", ["Origin"] = ${lua(base)}, ["Cookie"] = ${lua(`csrftoken=${csrf}`)}, ["X-CSRFToken"] = ${lua(csrf)}, ["X-Forwarded-For"] = xff }, ${lua(body(seatGroup))})
end
`
  const result = wrk(`${base}/api/shop-cart/`, { seconds, connections: concurrency, lua: script })
  const ok = result.requests - result.errors
  return {
    seconds: result.seconds,
    ok,
    perSecond: ok / result.seconds,
    p95: result.p95,
    p99: result.p99,
    statuses: { ok, refused: result.non2xx },
  }
}
/** The floor's POST route under the same load: what a POST costs the framework alone. */
function floorPostUnderWrk(url: string) {
  const script = `wrk.method = "POST"\nwrk.body = ${lua(JSON.stringify({ quantities: [1], event_jet_id: 'floor', sale_type_ids: [1], seat_group: 1 }))}\nwrk.headers["Content-Type"] = "application/json"\n`
  const result = wrk(url, { seconds, connections: concurrency, lua: script })
  return { perSecond: (result.requests - result.errors) / result.seconds, p95: result.p95 }
}
async function reserve(seatGroup: number): Promise<number> {
  const n = addressCounter++
  const response = await fetch(`${base}/api/shop-cart/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: base,
      Cookie: `csrftoken=${csrf}`,
      'X-CSRFToken': csrf,
      // Each call from its own address (the per-address limit is for people, not for this bench).
      'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({ quantities: [1], event_jet_id: jet, sale_type_ids: [1], seat_group: seatGroup }),
  })
  await response.arrayBuffer()
  return response.status
}

async function run(total: number, parallel: number, seatGroup: number) {
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < total) {
        next++
        const t = performance.now()
        const status = await reserve(seatGroup)
        latencies.push(performance.now() - t)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0
  return {
    seconds,
    ok: statuses.get(200) ?? 0,
    statuses: Object.fromEntries(statuses),
    perSecond: (statuses.get(200) ?? 0) / seconds,
    p50: at(0.5),
    p95: at(0.95),
  }
}

try {
  await run(100, 10, roomy) // warm-up, not reported
  const throughput = throughputUnderWrk(roomy)
  const floorPost = floorUrl ? floorPostUnderWrk(floorUrl) : null
  const contention = await run(200, 200, scarce)
  const live = `("r"."status" = 'sold' OR ("r"."status" = 'held' AND "r"."expires_at" > ${kind === 'postgres' ? 'now()' : "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"}))`
  const over = async (table: string, column: string) =>
    raw(
      `SELECT "t"."id", "t"."capacity", (SELECT COALESCE(SUM("r"."seats"), 0) FROM "reservations" "r" WHERE "r"."${column}" = "t"."id" AND ${live}) AS "taken" FROM "${table}" "t"`,
    ).then((rows) => rows.filter((row) => Number(row.taken) > Number(row.capacity)))
  const oversold = [...(await over('seat_groups', 'seat_group_id')), ...(await over('timeslots', 'timeslot_id'))]
  const report = {
    base,
    database: kind,
    concurrency,
    throughput,
    floorPost,
    contention,
    oversold: oversold.length,
    at: new Date().toISOString(),
  }
  console.log(`booking bench against ${base} (${kind}):`)
  console.table([
    {
      run: `throughput, wrk ${seconds} s at ${concurrency} connections`,
      'reservations/s': throughput.perSecond.toFixed(1),
      ok: throughput.ok,
      'p50 ms': '–',
      'p95 ms': throughput.p95.toFixed(1),
      statuses: JSON.stringify(throughput.statuses),
    },
    {
      run: '200 at once for 50 seats',
      'reservations/s': contention.perSecond.toFixed(1),
      ok: contention.ok,
      'p50 ms': contention.p50.toFixed(1),
      'p95 ms': contention.p95.toFixed(1),
      statuses: JSON.stringify(contention.statuses),
    },
  ])
  if (floorPost)
    console.log(
      `the floor's POST route under the same load: ${floorPost.perSecond.toFixed(1)}/s; reservations ${(throughput.perSecond / floorPost.perSecond).toFixed(2)}x of it`,
    )
  console.log(`oversold seat groups and timeslots in the whole database: ${oversold.length}`)
  fs.mkdirSync('tmp', { recursive: true })
  fs.writeFileSync(`tmp/bench-booking-${kind}.json`, JSON.stringify(report, null, 2))
} finally {
  const carts = (await raw(`SELECT DISTINCT "cart_id" FROM "reservations" WHERE "event_id" = ${Number(event.id)}`)).map((row) =>
    Number(row.cart_id),
  )
  await raw(`DELETE FROM "reservations" WHERE "event_id" = ${Number(event.id)}`)
  for (let i = 0; i < carts.length; i += 500) await raw(`DELETE FROM "carts" WHERE "id" IN (${carts.slice(i, i + 500).join(', ')})`)
  await payload.delete({ collection: 'prices', where: { event: { equals: event.id } }, overrideAccess: true, context })
  await payload.delete({ collection: 'seat-groups', where: { event: { equals: event.id } }, overrideAccess: true, context })
  await payload.delete({ collection: 'events', id: event.id, overrideAccess: true, context })
  await payload.destroy()
}
process.exit(0)
