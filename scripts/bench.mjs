#!/usr/bin/env node
/**
 * `npm run bench`: measures, never asserts (DESIGN §9). Every figure is the site's value beside the
 * floor's, measured in the same run on the same machine: an empty Next.js app of the same version
 * (scripts/bench/floor.mjs, built once beside the site), because this shared two-core machine moves
 * absolute figures by a factor of two between runs while the ratio holds (issue 26).
 *
 * Against a running production server (BENCH_URL, default http://127.0.0.1:3000, loopback only;
 * start it with `npm start`, or `npm run serve` with TRUSTED_PROXIES=loopback for the booking run):
 *  - pages (BENCH_PAGES): requests/s and p95 at concurrency 8, the floor page measured right before
 *    each; the HTML, its inline React payload (flight data) and the JavaScript an anonymous visitor
 *    fetches (gzip);
 *  - script time during load on a phone (Debian's Chromium, Lighthouse's phone screen, 4x CPU
 *    throttling): Chrome's ScriptDuration and the longest task, median of BENCH_RUNS (3), the floor
 *    measured right before each page (BENCH_SCRIPTS=0 skips it);
 *  - the service worker on a first visit (BENCH_WORKER=0 skips it): main-thread blocking with
 *    service workers blocked and allowed, when the worker is ready against the load event, and what
 *    the build precaches;
 *  - Lighthouse (phone profile, simulated throttling): performance, total blocking time, LCP and
 *    CLS, median of BENCH_RUNS (BENCH_LIGHTHOUSE=0 skips it);
 *  - calls: a cached JSON call, the programme's events call and autocomplete against the floor's
 *    route handler;
 *  - booking (scripts/bench-booking.ts, BENCH_BOOKING=0 skips it): reservations/s at concurrency 50
 *    and the oversell check, against the floor's POST route handler at the same concurrency;
 *  - search (scripts/bench-search.ts, BENCH_SEARCH=0 skips it): with 10,000 more documents;
 *  - the production topology (scripts/bench-cluster.ts, BENCH_CLUSTER=0 skips it): pages through
 *    the caching proxy against nginx from disk, reservations on one server and on two.
 * Prints one table per measure with the target of issue 26 and writes tmp/bench.json.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { gzipSync } from 'node:zlib'

import { ensureFloor, nextVersion, startFloor } from './bench/floor.mjs'

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000'
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(base)) {
  console.error('BENCH_URL must be a loopback address')
  process.exit(1)
}
const requests = Number(process.env.BENCH_REQUESTS ?? 400)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8)
const runs = Number(process.env.BENCH_RUNS ?? 3)
const floorPort = Number(process.env.BENCH_FLOOR_PORT ?? 3299)
/** Lighthouse's phone: Moto G Power's screen, 4x slower CPU. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
}
const CPU_SLOWDOWN = 4
const kB = (bytes) => bytes / 1000

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}
function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–')
const verdict = (ok) => (ok === null ? '' : ok ? 'ok' : 'MISSED')

/** `count` requests at `parallel`; init makes each request's fetch options. */
async function load(url, { count = requests, parallel = concurrency, init = () => ({}) } = {}) {
  const times = []
  const statuses = {}
  let next = 0
  const started = performance.now()
  async function worker() {
    while (next < count) {
      const n = next++
      const t0 = performance.now()
      try {
        const response = await fetch(url, init(n))
        await response.arrayBuffer()
        statuses[response.status] = (statuses[response.status] ?? 0) + 1
      } catch {
        statuses.failed = (statuses.failed ?? 0) + 1
      }
      times.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  const seconds = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  return { requests: times.length, statuses, rps: times.length / seconds, p50: percentile(times, 50), p95: percentile(times, 95) }
}

/** Warm, then measure. */
async function measured(url, options) {
  await load(url, { ...options, count: Math.min(100, options?.count ?? requests) })
  return load(url, options)
}

/** The page's weight as an anonymous visitor gets it: HTML, inline flight data, script files (gzip). */
async function weight(origin, path) {
  const html = await (await fetch(origin + path)).text()
  const flight = [...html.matchAll(/<script>(self\.__next_f\.push\(.*?\))<\/script>/gs)].reduce(
    (sum, match) => sum + Buffer.byteLength(match[1]),
    0,
  )
  // Scripts marked noModule (Next's polyfills) are never fetched by a current browser: not counted.
  const sources = new Set(
    [...html.matchAll(/<script[^>]+>/g)]
      .map((match) => match[0])
      .filter((tag) => !/\snomodule/i.test(tag))
      .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1])
      .filter(Boolean),
  )
  let gzip = 0
  for (const source of sources) gzip += gzipSync(Buffer.from(await (await fetch(new URL(source, origin))).arrayBuffer())).length
  return { htmlKB: kB(Buffer.byteLength(html)), flightKB: kB(flight), scripts: sources.size, jsKB: kB(gzip) }
}

/** Script time during load on the phone profile: ScriptDuration and the longest task, median of `runs`. */
async function scriptTimes(browser, url) {
  const samples = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext(PHONE)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.addInitScript(() => {
      window.__longestTask = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longestTask = Math.max(window.__longestTask, entry.duration)
      }).observe({ type: 'longtask', buffered: true })
    })
    await page.goto(url, { waitUntil: 'load' })
    // Hydration and the work scheduled after load belong to the load.
    await page.waitForTimeout(2000)
    const { metrics } = await cdp.send('Performance.getMetrics')
    const script = (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? NaN) * 1000
    samples.push({ script, longest: await page.evaluate(() => window.__longestTask) })
    await context.close()
  }
  return { scriptMs: median(samples.map((s) => s.script)), longestMs: median(samples.map((s) => s.longest)) }
}

/**
 * A first visit's main-thread blocking on the phone profile (the long tasks' time over 50 ms, from
 * the start until 8 s after load) with service workers blocked and allowed, and when the worker was
 * ready (issue 27): its registration must come after load and add no blocking.
 */
async function firstVisitOnce(browser, url, serviceWorkers) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.addInitScript(() => {
    window.__blocking = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__blocking += Math.max(0, entry.duration - 50)
    }).observe({ type: 'longtask', buffered: true })
  })
  await page.goto(url, { waitUntil: 'load' })
  const ready =
    serviceWorkers === 'allow' ? page.evaluate(() => navigator.serviceWorker.ready.then(() => performance.now())) : Promise.resolve(null)
  await page.waitForTimeout(8000)
  const readyMs = await Promise.race([ready, new Promise((resolve) => setTimeout(() => resolve(null), 10_000))])
  const loadMs = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? NaN)
  const sample = { blocking: await page.evaluate(() => window.__blocking), readyMs, loadMs }
  await context.close()
  return sample
}

/** Both ways in turn, so that the machine's drift falls on both alike; medians of `runs`. */
async function firstVisit(browser, url) {
  const blocked = []
  const allowed = []
  for (let run = 0; run < runs; run++) {
    blocked.push(await firstVisitOnce(browser, url, 'block'))
    allowed.push(await firstVisitOnce(browser, url, 'allow'))
  }
  const ready = allowed.map((sample) => sample.readyMs).filter((value) => typeof value === 'number')
  return {
    blocked: { blockingMs: median(blocked.map((sample) => sample.blocking)) },
    allowed: {
      blockingMs: median(allowed.map((sample) => sample.blocking)),
      readyMs: ready.length > 0 ? median(ready) : null,
      loadMs: median(allowed.map((sample) => sample.loadMs)),
    },
  }
}

/** Lighthouse's phone profile, median of `runs` per page, one Chromium (Debian's). */
async function lighthouseOf(chrome, url) {
  const { default: lighthouse } = await import('lighthouse')
  const samples = []
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    const { categories, audits, runtimeError } = result.lhr
    // A run Lighthouse could not score (its score is null, for example no paint it could measure)
    // counts as no sample, not as 0, and says why.
    const score = categories.performance?.score
    if (typeof score !== 'number') console.warn(`Lighthouse could not score ${url} (run ${run + 1}): ${runtimeError?.code ?? 'no score'}`)
    samples.push({
      performance: typeof score === 'number' ? Math.round(score * 100) : NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      lcp: (audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    })
  }
  return {
    performance: median(samples.map((s) => s.performance)),
    tbt: median(samples.map((s) => s.tbt)),
    lcp: median(samples.map((s) => s.lcp)),
    cls: median(samples.map((s) => s.cls)),
    scores: samples.map((s) => s.performance),
  }
}

/** Lighthouse's own thresholds for a good LCP and CLS on a phone. */
const goodLcp = (seconds) => seconds <= 2.5
const goodCls = (shift) => shift <= 0.1

// ---------------------------------------------------------------------------------------------

ensureFloor()
const floor = await startFloor(floorPort)
const report = {
  base,
  floor: floor.base,
  next: nextVersion(),
  at: new Date().toISOString(),
  concurrency,
  requests,
  runs,
  pages: [],
  calls: [],
  lighthouse: [],
  scripts: [],
  worker: [],
}
try {
  // An event page: the first performance the programme lists.
  const first = (await (await fetch(`${base}/de/api/events/?page_size=1`)).json()).results?.[0]
  const pages = (process.env.BENCH_PAGES ?? '/de,/en,/de/programm,{event},/de/artists,/de/agb,/webshop')
    .split(',')
    .map((path) => (path === '{event}' ? (first?.url ?? '/de/programm') : path))
  console.log(
    `bench of ${base} against the floor (empty Next.js ${report.next} app at ${floor.base}): ${requests} requests per page at concurrency ${concurrency}, ${runs} runs per browser measure`,
  )

  const floorWeight = await weight(floor.base, floor.page)
  for (const path of pages) {
    const floorLoad = await measured(floor.base + floor.page)
    const appLoad = await measured(base + path)
    report.pages.push({ path, app: { ...appLoad, ...(await weight(base, path)) }, floor: { ...floorLoad, ...floorWeight } })
  }
  console.log('\npages (requests/s at concurrency 8; JavaScript fetched by an anonymous visitor, gzip; inline flight data)')
  console.table(
    report.pages.map(({ path, app, floor: f }) => ({
      page: path,
      'req/s': fixed(app.rps),
      'floor req/s': fixed(f.rps),
      ratio: fixed(app.rps / f.rps, 2),
      'p95 ms': fixed(app.p95),
      'floor p95': fixed(f.p95),
      'JS kB': fixed(app.jsKB),
      'floor JS kB': fixed(f.jsKB),
      'JS over floor': fixed(app.jsKB - f.jsKB),
      'flight kB': fixed(app.flightKB),
      'HTML kB': fixed(app.htmlKB),
      statuses: JSON.stringify(app.statuses),
      target: verdict(
        app.rps >= 0.5 * f.rps && app.jsKB <= f.jsKB + 30 && (!['/de', '/en', '/de/programm'].includes(path) || app.flightKB <= 40),
      ),
    })),
  )
  console.log('targets: req/s >= 0.5x floor; JS <= floor + 30 kB; flight <= 40 kB on /de, /en and /de/programm')

  // Calls against the floor's route handler.
  const floorGet = await measured(floor.base + floor.get)
  const calls = [
    ['/api/rooms/', 'rps'],
    ['/de/api/events/', 'p95'],
    ['/api/search/autocomplete/?query=fest', 'p95'],
    ['/api/calendar/', null],
    ['/de/api/productions/', null],
  ]
  for (const [path, target] of calls) {
    const app = await measured(base + path, { init: () => ({ headers: { 'Accept-Language': 'de' } }) })
    const ok = target === 'rps' ? app.rps >= 0.5 * floorGet.rps : target === 'p95' ? app.p95 <= 2 * floorGet.p95 : null
    report.calls.push({ path, target, app, floor: floorGet, ok })
  }
  console.log('\ncalls (against the floor route handler)')
  console.table(
    report.calls.map(({ path, target, app, floor: f, ok }) => ({
      call: path,
      'req/s': fixed(app.rps),
      'floor req/s': fixed(f.rps),
      'rps ratio': fixed(app.rps / f.rps, 2),
      'p95 ms': fixed(app.p95),
      'floor p95': fixed(f.p95),
      'p95 ratio': fixed(app.p95 / f.p95, 2),
      statuses: JSON.stringify(app.statuses),
      target: target === 'rps' ? `rps >= 0.5x: ${verdict(ok)}` : target === 'p95' ? `p95 <= 2x: ${verdict(ok)}` : '',
    })),
  )

  // Script time during load, phone profile (BENCH_SCRIPTS=0 skips it).
  if (process.env.BENCH_SCRIPTS !== '0') {
    const { chromium } = await import('playwright')
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
    try {
      // The floor right before each page, as for requests/s: one floor figure moved by 2x between runs.
      for (const path of pages) {
        const floorScripts = await scriptTimes(browser, floor.base + floor.page)
        report.scripts.push({ path, app: await scriptTimes(browser, base + path), floor: floorScripts })
      }
    } finally {
      await browser.close()
    }
  }
  // The service worker on a first visit (issue 27; BENCH_WORKER=0 skips it).
  if (process.env.BENCH_WORKER !== '0') {
    const { chromium } = await import('playwright')
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
    try {
      for (const path of ['/de', '/de/programm']) {
        report.worker.push({ path, ...(await firstVisit(browser, base + path)) })
      }
    } finally {
      await browser.close()
    }
    const built = fs.existsSync('.next/festival-sw/report.json')
      ? JSON.parse(fs.readFileSync('.next/festival-sw/report.json', 'utf8'))
      : null
    console.log(
      `\nservice worker, first visit (phone, ${CPU_SLOWDOWN}x CPU; median of ${runs}; blocking = long tasks over 50 ms until 8 s after load)`,
    )
    console.table(
      report.worker.map(({ path, blocked, allowed }) => ({
        page: path,
        'blocking ms, no worker': fixed(blocked.blockingMs, 0),
        'blocking ms, worker': fixed(allowed.blockingMs, 0),
        'load ms': fixed(allowed.loadMs, 0),
        'worker ready ms': allowed.readyMs === null ? 'never' : fixed(allowed.readyMs, 0),
        target: verdict(allowed.readyMs !== null && allowed.readyMs > allowed.loadMs && allowed.blockingMs <= blocked.blockingMs + 50),
      })),
    )
    if (built)
      console.log(
        `precached per build: ${built.precached} files, ${fixed(kB(built.precachedBytes))} kB (${fixed(kB(built.precachedGzipBytes))} kB gzip) and ${built.pages} offline pages; the worker ${fixed(kB(built.workerBytes))} kB (${fixed(kB(built.workerGzipBytes))} kB gzip)`,
      )
    console.log('targets: the worker is ready after the load event; blocking with it at most that without it (+50 ms of noise)')
  }
  if (report.scripts.length > 0) {
    console.log(`\nscript time during load (phone, ${CPU_SLOWDOWN}x CPU; median of ${runs})`)
    console.table(
      report.scripts.map(({ path, app, floor: f }) => ({
        page: path,
        'script ms': fixed(app.scriptMs, 0),
        'floor ms': fixed(f.scriptMs, 0),
        ratio: fixed(app.scriptMs / f.scriptMs, 2),
        'longest task ms': fixed(app.longestMs, 0),
        'floor longest': fixed(f.longestMs, 0),
        target: verdict(app.scriptMs <= 2 * f.scriptMs && app.longestMs <= Math.max(2 * f.longestMs, 50)),
      })),
    )
    console.log('targets: script time <= 2x floor; no long task over 2x the floor’s longest (a task is long from 50 ms)')
  }

  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const chromeLauncher = await import('chrome-launcher')
    const chrome = await chromeLauncher.launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    })
    try {
      const floorScore = await lighthouseOf(chrome, floor.base + floor.page)
      for (const path of pages) report.lighthouse.push({ path, app: await lighthouseOf(chrome, base + path), floor: floorScore })
    } finally {
      await chrome.kill()
    }
    console.log(`\nLighthouse (phone, simulated throttling; median of ${runs})`)
    console.table(
      report.lighthouse.map(({ path, app, floor: f }) => ({
        page: path,
        performance: `${fixed(app.performance, 0)} (${app.scores.map((score) => fixed(score, 0)).join('/')})`,
        floor: `${fixed(f.performance, 0)} (${f.scores.map((score) => fixed(score, 0)).join('/')})`,
        'TBT ms': fixed(app.tbt, 0),
        'floor TBT': fixed(f.tbt, 0),
        'LCP s': fixed(app.lcp, 2),
        'floor LCP': fixed(f.lcp, 2),
        CLS: fixed(app.cls, 3),
        'floor CLS': fixed(f.cls, 3),
        target: verdict(
          app.performance >= f.performance - 5 &&
            app.tbt <= Math.max(1.5 * f.tbt, f.tbt + 50) &&
            goodLcp(app.lcp) === goodLcp(f.lcp) &&
            goodCls(app.cls) === goodCls(f.cls),
        ),
      })),
    )
    console.log(
      'targets: performance within 5 points of the floor; TBT <= 1.5x floor (at least 50 ms of slack: 1.5x of 0 is 0); LCP and CLS rated as the floor’s (good: LCP <= 2.5 s, CLS <= 0.1)',
    )
  }

  // Booking against the floor's POST route handler at the same concurrency.
  if (process.env.BENCH_BOOKING !== '0') {
    const run = spawnSync('node_modules/.bin/tsx', ['scripts/bench-booking.ts'], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_URL: base },
    })
    if (run.status !== 0) console.error('booking bench failed')
    const kind = /^postgres/.test(process.env.DATABASE_URL ?? '') ? 'postgres' : 'sqlite'
    const booking = JSON.parse(fs.readFileSync(`tmp/bench-booking-${kind}.json`, 'utf8'))
    const parallel = booking.concurrency
    const body = JSON.stringify({ quantities: [1], event_jet_id: 'floor', sale_type_ids: [1], seat_group: 1 })
    const floorPost = await measured(floor.base + floor.post, {
      count: 3000,
      parallel,
      init: () => ({ method: 'POST', body, headers: { 'Content-Type': 'application/json' } }),
    })
    report.booking = {
      database: kind,
      reservationsPerSecond: booking.throughput.perSecond,
      floorPostPerSecond: floorPost.rps,
      oversold: booking.oversold,
    }
    console.log(`\nreservations (${kind}, concurrency ${parallel})`)
    console.table([
      {
        'reservations/s': fixed(booking.throughput.perSecond),
        'floor POST/s': fixed(floorPost.rps),
        ratio: fixed(booking.throughput.perSecond / floorPost.rps, 2),
        oversold: booking.oversold,
        target: verdict(booking.throughput.perSecond >= 0.5 * floorPost.rps && booking.oversold === 0),
      },
    ])
    console.log('target: at least 0.5x the floor’s POST route handler, 0 oversold')
  }
  if (process.env.BENCH_SEARCH !== '0') {
    const run = spawnSync('node_modules/.bin/tsx', ['scripts/bench-search.ts'], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_URL: base },
    })
    if (run.status !== 0) console.error('search bench failed')
  }
  if (process.env.BENCH_CLUSTER !== '0') {
    // The production topology (its own cluster, started and stopped by the script), against nginx
    // serving the same bytes from disk and one server's reservations.
    const run = spawnSync('node_modules/.bin/tsx', ['scripts/bench-cluster.ts'], { stdio: 'inherit' })
    if (run.status !== 0) console.error('cluster bench failed')
  }
} finally {
  floor.stop()
}
fs.mkdirSync('tmp', { recursive: true })
fs.writeFileSync('tmp/bench.json', JSON.stringify(report, null, 2))
