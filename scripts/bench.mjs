#!/usr/bin/env node
/**
 * `npm run bench`: measures, never asserts (DESIGN §9). Against a running production server
 * (BENCH_URL, default http://127.0.0.1:3000; start one with `npm start`), over loopback only:
 *  - throughput and latency (p50, p95) of each page for a fixed number of requests at a fixed
 *    concurrency;
 *  - the JavaScript each page makes an anonymous visitor download (sum of its script bytes, gzip);
 *  - throughput and latency of SPEC §7's programme calls (BENCH_API);
 *  - booking: reservations per second at concurrency 50 and the oversell check afterwards
 *    (scripts/bench-booking.ts, on the server's DATABASE_URL; BENCH_BOOKING=0 skips it);
 *  - search: autocomplete and results latency at concurrency 10, on the data as it is and with
 *    10,000 generated documents in the index (scripts/bench-search.ts; BENCH_SEARCH=0 skips it);
 *  - Lighthouse (its default phone profile and simulated throttling, on Debian's Chromium) for
 *    each page type in BENCH_LIGHTHOUSE_PAGES: performance and accessibility scores, first and
 *    largest contentful paint, total blocking time, layout shift (BENCH_LIGHTHOUSE=0 skips it).
 * Bounded in count and time; prints tables and writes tmp/bench.json.
 */
import fs from 'node:fs'
import { gzipSync } from 'node:zlib'

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000'
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(base)) {
  console.error('BENCH_URL must be a loopback address')
  process.exit(1)
}
const pages = (process.env.BENCH_PAGES ?? '/de,/en,/de/ueber-das-festival,/de/bausteine,/de/nicht-vorhanden,/de/programm,/de/produktionen,/de/team,/de/merkliste,/de/artists,/de/forms/kontakt/1,/de/search').split(',')
const requests = Number(process.env.BENCH_REQUESTS ?? 300)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10)
const deadline = Date.now() + Number(process.env.BENCH_SECONDS ?? 120) * 1000

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

async function load(path) {
  const times = []
  let next = 0
  let failures = 0
  const started = performance.now()
  async function worker() {
    while (next < requests && Date.now() < deadline) {
      next++
      const t0 = performance.now()
      try {
        const response = await fetch(base + path)
        await response.arrayBuffer()
        if (response.status >= 500) failures++
      } catch {
        failures++
      }
      times.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  return { path, requests: times.length, failures, rps: times.length / seconds, p50: percentile(times, 50), p95: percentile(times, 95) }
}

async function javascriptBytes(path) {
  const html = await (await fetch(base + path)).text()
  // Scripts marked noModule (Next's polyfills) are never fetched by a current browser: not counted.
  const scripts = [...html.matchAll(/<script[^>]+>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\snomodule/i.test(tag))
    .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1])
    .filter(Boolean)
  let raw = 0
  let gzip = 0
  for (const src of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
    raw += body.length
    gzip += gzipSync(body).length
  }
  return { scripts: new Set(scripts).size, rawKiB: raw / 1024, gzipKiB: gzip / 1024 }
}

const results = []
for (const path of pages) {
  await load(path) // warm-up round, not reported
  const latency = await load(path)
  const js = await javascriptBytes(path)
  results.push({ ...latency, ...js })
}
console.log(`bench against ${base}: ${requests} requests per page, concurrency ${concurrency}`)
console.table(
  results.map((r) => ({
    page: r.path,
    'req/s': r.rps.toFixed(1),
    'p50 ms': r.p50.toFixed(1),
    'p95 ms': r.p95.toFixed(1),
    failures: r.failures,
    scripts: r.scripts,
    'JS KiB (gzip)': r.gzipKiB.toFixed(1),
  })),
)
// SPEC §7 calls: latency at the same concurrency (issue 10 asks p95 <= 20 ms for the events call).
const apis = (process.env.BENCH_API ?? '/de/api/events/,/de/api/events/?genre=1&page=2,/api/calendar/,/de/api/productions/').split(',').filter(Boolean)
const apiResults = []
for (const path of apis) {
  await load(path)
  apiResults.push(await load(path))
}
if (apiResults.length > 0) {
  console.log('calls:')
  console.table(apiResults.map((r) => ({ call: r.path, 'req/s': r.rps.toFixed(1), 'p50 ms': r.p50.toFixed(1), 'p95 ms': r.p95.toFixed(1), failures: r.failures })))
}
const lighthousePages = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '/de,/de/ueber-das-festival,/de/agb,/de/bausteine,/en/building-blocks,/de/programm').split(',')
const lighthouseResults = process.env.BENCH_LIGHTHOUSE === '0' ? [] : await lighthouseRuns(lighthousePages)
if (lighthouseResults.length > 0) {
  console.log('Lighthouse (mobile, simulated throttling):')
  console.table(
    lighthouseResults.map((r) => ({
      page: r.path,
      performance: r.performance,
      accessibility: r.accessibility,
      'FCP s': r.fcp,
      'LCP s': r.lcp,
      'TBT ms': r.tbt,
      CLS: r.cls,
    })),
  )
}
// Booking (issue 11): reservations per second at concurrency 50 and the oversell check, on the
// server's database (DATABASE_URL); BENCH_BOOKING=0 skips it.
if (process.env.BENCH_BOOKING !== '0') {
  const { spawnSync } = await import('node:child_process')
  const run = spawnSync('node_modules/.bin/tsx', ['scripts/bench-booking.ts'], { stdio: 'inherit', env: { ...process.env, BENCH_URL: base } })
  if (run.status !== 0) console.error('booking bench failed')
}
// Search (issue 14): autocomplete and results with the demo data and with 10,000 more documents.
if (process.env.BENCH_SEARCH !== '0') {
  const { spawnSync } = await import('node:child_process')
  const run = spawnSync('node_modules/.bin/tsx', ['scripts/bench-search.ts'], { stdio: 'inherit', env: { ...process.env, BENCH_URL: base } })
  if (run.status !== 0) console.error('search bench failed')
}
fs.mkdirSync('tmp', { recursive: true })
fs.writeFileSync('tmp/bench.json', JSON.stringify({ base, requests, concurrency, at: new Date().toISOString(), results, calls: apiResults, lighthouse: lighthouseResults }, null, 2))

/** One Lighthouse run per page in one headless Chromium (Debian's), one page after another. */
async function lighthouseRuns(paths) {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  })
  const out = []
  try {
    for (const path of paths) {
      if (Date.now() > deadline + 300_000) break
      const run = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] })
      const { categories, audits } = run.lhr
      const seconds = (id) => Number(((audits[id]?.numericValue ?? NaN) / 1000).toFixed(2))
      out.push({
        path,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        fcp: seconds('first-contentful-paint'),
        lcp: seconds('largest-contentful-paint'),
        tbt: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
        lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      })
    }
  } finally {
    await chrome.kill()
  }
  return out
}
