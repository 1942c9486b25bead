#!/usr/bin/env node
/**
 * `npm run bench`: measures, never asserts (DESIGN §9). Every figure is the site's value beside the
 * floor's, measured in the same run on the same machine, because this shared two-core machine moves
 * absolute figures by a factor of two between runs while the ratio holds (issue 26). The floor
 * (scripts/bench/floor.mjs) is a Next.js app of the same version carrying the same content (issue 47):
 * each measured page's DOM as plain server elements with the same stylesheets and pictures, the home
 * page's hero picture with its heading, and a route handler for calls.
 *
 * Against a running production server (BENCH_URL, default http://127.0.0.1:3000, loopback only;
 * start it with `npm start`, or `npm run serve` with TRUSTED_PROXIES=loopback for the booking run):
 *  - pages (BENCH_PAGES): requests/s and p95 under wrk (8 connections, BENCH_SECONDS each), in turn
 *    with the page's same-DOM floor, BENCH_ROUNDS (5) times, medians; the inline React payload
 *    (flight data) and the JavaScript an anonymous visitor fetches (gzip), against the floor's;
 *  - script time during load on a phone (Debian's Chromium, Lighthouse's phone screen, 4x CPU
 *    throttling): Chrome's ScriptDuration and the longest task, median of BENCH_RUNS (5), the page's
 *    floor measured right before each (BENCH_SCRIPTS=0 skips it);
 *  - the service worker on a first visit (BENCH_WORKER=0 skips it): main-thread blocking with
 *    service workers blocked and allowed, when the worker is ready against the load event, and what
 *    the build precaches;
 *  - Lighthouse (phone profile, simulated throttling): performance, total blocking time, LCP and
 *    CLS, median of BENCH_RUNS against the page's floor, and the home page against the hero floor
 *    (BENCH_LIGHTHOUSE=0 skips it);
 *  - calls: the cached JSON calls under wrk against the floor's route handler, in turn as pages;
 *  - booking (scripts/bench-booking.ts, BENCH_BOOKING=0 skips it): reservations/s under wrk at 50
 *    connections and the oversell check, against the floor's POST route handler under the same load;
 *  - search (scripts/bench-search.ts, BENCH_SEARCH=0 skips it): with 10,000 more documents;
 *  - the production topology (scripts/bench-cluster.ts, BENCH_CLUSTER=0 skips it): pages through
 *    the caching proxy against nginx serving the same gzip bytes, reservations on one server and on two.
 * Prints one table per measure with the targets of issue 47 and writes tmp/bench.json.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { gzipSync } from 'node:zlib'

import { ensureFloor, nextVersion, startFloor } from './bench/floor.mjs'
import { heroOf, sameDom } from './bench/sameDom.mjs'
import { inTurn, requireWrk, wrk } from './lib/load.ts'

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000'
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(base)) {
  console.error('BENCH_URL must be a loopback address')
  process.exit(1)
}
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8)
const seconds = Number(process.env.BENCH_SECONDS ?? 3)
const rounds = Number(process.env.BENCH_ROUNDS ?? 5)
const runs = Number(process.env.BENCH_RUNS ?? 5)
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

function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–')
const verdict = (ok) => (ok === null ? '' : ok ? 'ok' : 'MISSED')

/**
 * A site's URL and its floor's under wrk, in turn `rounds` times: medians (scripts/lib/load.ts).
 * Both are asked for plain bytes: the site sends its pages compressed once per revalidation, the
 * floor (`next start`) would gzip each answer anew, and the ratio would count that in our favour.
 */
const PLAIN = { 'Accept-Encoding': 'identity' }
const underLoad = (site, reference, headers = {}) =>
  inTurn(
    () => wrk(site, { seconds, connections: concurrency, headers: { ...headers, ...PLAIN } }),
    () => wrk(reference, { seconds, connections: concurrency, headers: PLAIN }),
    rounds,
  )

/**
 * The page's weight as an anonymous visitor gets it: the HTML and its inline flight data, and the
 * JavaScript the browser fetches (gzip) from the start until 2 s after load, service workers off:
 * the scripts the HTML names and those the page loads as it runs (a module's own chunk, the
 * worker's setup). Counting only the HTML's script tags would miss what a page imports on demand.
 */
async function weight(browser, origin, path) {
  const html = await (await fetch(origin + path)).text()
  const flight = [...html.matchAll(/<script>(self\.__next_f\.push\(.*?\))<\/script>/gs)].reduce(
    (sum, match) => sum + Buffer.byteLength(match[1]),
    0,
  )
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' })
  const page = await context.newPage()
  const scripts = new Map()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.set(
        response.url(),
        response.body().then(
          (body) => gzipSync(body).length,
          () => 0,
        ),
      )
  })
  await page.goto(origin + path, { waitUntil: 'load' })
  await page.waitForTimeout(2000)
  const sizes = await Promise.all(scripts.values())
  await context.close()
  return {
    htmlKB: kB(Buffer.byteLength(html)),
    flightKB: kB(flight),
    scripts: sizes.length,
    jsKB: kB(sizes.reduce((sum, size) => sum + size, 0)),
  }
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

requireWrk('npm run bench')
// An event page: the first performance the programme lists.
const first = (await (await fetch(`${base}/de/api/events/?page_size=1`)).json()).results?.[0]
const pages = (process.env.BENCH_PAGES ?? '/de,/en,/de/programm,{event},/de/artists,/de/agb,/de/search?q=fest,/webshop')
  .split(',')
  .map((path) => (path === '{event}' ? (first?.url ?? '/de/programm') : path))
// Pages with browsers of their own (filters, infinite scroll, the shop): 40 kB of JavaScript over the floor, others 30.
const INTERACTIVE = /^\/(de|en)\/(programm|programme|artists|search)(\?|$)|^\/webshop/
const slugOf = (path) => path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'
// The floor's pages: each measured page's DOM as the site serves it now, and the hero page.
const content = {}
for (const path of pages) content[slugOf(path)] = await sameDom(base, path)
content.hero = heroOf(content.de ?? (await sameDom(base, '/de')))
// The calls measured, and their answers as the floor's route handler gives them back.
const calls = ['/api/rooms/', '/de/api/events/', '/api/search/autocomplete/?query=fest', '/api/calendar/', '/de/api/productions/']
const CALL_HEADERS = { 'Accept-Language': 'de' }
const answers = {}
for (const path of calls) answers[slugOf(path)] = await (await fetch(base + path, { headers: CALL_HEADERS })).text()
ensureFloor(content, answers)
const floor = await startFloor(floorPort)
const floorOf = (path) => `${floor.base}/${slugOf(path)}`
const report = {
  base,
  floor: floor.base,
  next: nextVersion(),
  at: new Date().toISOString(),
  concurrency,
  seconds,
  rounds,
  runs,
  pages: [],
  calls: [],
  lighthouse: [],
  scripts: [],
  worker: [],
}
try {
  console.log(
    `bench of ${base} against the same-content floor (Next.js ${report.next} at ${floor.base}): wrk ${seconds} s at ${concurrency} connections per measure, in turn with the floor ${rounds} times; ${runs} runs per browser measure`,
  )

  const { chromium } = await import('playwright')
  const weighing = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  for (const path of pages) {
    const { site, reference } = underLoad(base + path, floorOf(path))
    const cached = /s-maxage|x-nextjs-cache/i.test(JSON.stringify([...(await fetch(base + path)).headers]))
    report.pages.push({
      path,
      cached,
      app: { ...site, ...(await weight(weighing, base, path)) },
      floor: { ...reference, ...(await weight(weighing, floor.base, `/${slugOf(path)}`)) },
    })
  }
  await weighing.close()
  console.log(
    `\npages (wrk, ${concurrency} connections, plain bytes: median req/s; JavaScript an anonymous visitor's browser fetches until 2 s after load, gzip; inline flight data) against the same-DOM floor`,
  )
  console.table(
    report.pages.map(({ path, cached, app, floor: f }) => {
      const budget = INTERACTIVE.test(path) ? 40 : 30
      return {
        page: path,
        'req/s': fixed(app.rps),
        'floor req/s': fixed(f.rps),
        ratio: fixed(app.rps / f.rps, 2),
        'p95 ms': fixed(app.p95),
        'floor p95': fixed(f.p95),
        'JS kB': fixed(app.jsKB),
        'over floor': `${fixed(app.jsKB - f.jsKB)} / ${budget}`,
        'flight kB': fixed(app.flightKB),
        'floor flight': fixed(f.flightKB),
        'flight ratio': fixed(app.flightKB / f.flightKB, 2),
        errors: app.errors,
        target: verdict((!cached || app.rps >= 0.5 * f.rps) && app.jsKB <= f.jsKB + budget && app.flightKB <= 1.25 * f.flightKB),
      }
    }),
  )
  console.log(
    'targets: cached pages >= 0.5x the floor’s req/s; JS <= floor + 30 kB (content pages) or + 40 kB (programme, artists, search, shop); flight <= 1.25x the floor’s',
  )
  const uncached = report.pages.filter((page) => !page.cached).map((page) => page.path)
  if (uncached.length > 0) console.log(`not cached (per visitor, no requests/s target): ${uncached.join(', ')}`)

  // Calls against the floor's route handler giving the same answer (all are cached: s-maxage, the proxy keeps them).
  for (const path of calls) {
    const { site, reference } = underLoad(base + path, `${floor.base}/api/same/${slugOf(path)}`, CALL_HEADERS)
    report.calls.push({ path, app: site, floor: reference, ok: site.rps >= 0.5 * reference.rps })
  }
  console.log(`\ncalls (wrk, ${concurrency} connections, medians, plain bytes) against the floor's route handler giving the same answer`)
  console.table(
    report.calls.map(({ path, app, floor: f, ok }) => ({
      call: path,
      'req/s': fixed(app.rps),
      'floor req/s': fixed(f.rps),
      ratio: fixed(app.rps / f.rps, 2),
      'p95 ms': fixed(app.p95),
      'floor p95': fixed(f.p95),
      errors: app.errors,
      target: verdict(ok),
    })),
  )
  console.log('target: cached calls >= 0.5x the floor’s req/s')

  // Script time during load, phone profile (BENCH_SCRIPTS=0 skips it).
  if (process.env.BENCH_SCRIPTS !== '0') {
    const { chromium } = await import('playwright')
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
    try {
      // The floor right before each page, as for requests/s: one floor figure moved by 2x between runs.
      for (const path of pages) {
        const floorScripts = await scriptTimes(browser, floorOf(path))
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
      for (const path of pages) {
        const floorScore = await lighthouseOf(chrome, floorOf(path))
        report.lighthouse.push({ path, app: await lighthouseOf(chrome, base + path), floor: floorScore })
      }
      // The hero paints as on a page holding only it (its LCP against the hero floor's).
      report.hero = {
        floor: await lighthouseOf(chrome, `${floor.base}/hero`),
        app: report.lighthouse.find((row) => row.path === '/de')?.app,
      }
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
          app.performance >= f.performance - 8 &&
            app.tbt <= Math.max(2 * f.tbt, f.tbt + 50) &&
            goodLcp(app.lcp) === goodLcp(f.lcp) &&
            goodCls(app.cls) === goodCls(f.cls),
        ),
      })),
    )
    console.log(
      'targets: performance within 8 points of the same-DOM floor; TBT <= 2x the floor’s (at least 50 ms of slack: 2x of 0 is 0); LCP and CLS rated as the floor’s (good: LCP <= 2.5 s, CLS <= 0.1)',
    )
    if (report.hero?.app)
      console.log(
        `the hero: /de's LCP ${fixed(report.hero.app.lcp, 2)} s against ${fixed(report.hero.floor.lcp, 2)} s on a page holding only the hero picture and its heading`,
      )
  }

  // Booking against the floor's POST route handler at the same concurrency.
  if (process.env.BENCH_BOOKING !== '0') {
    const run = spawnSync('node_modules/.bin/tsx', ['scripts/bench-booking.ts'], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_URL: base, BENCH_FLOOR_URL: floor.base + floor.post },
    })
    if (run.status !== 0) console.error('booking bench failed')
    const kind = /^postgres/.test(process.env.DATABASE_URL ?? '') ? 'postgres' : 'sqlite'
    const booking = JSON.parse(fs.readFileSync(`tmp/bench-booking-${kind}.json`, 'utf8'))
    const parallel = booking.concurrency
    report.booking = {
      database: kind,
      reservationsPerSecond: booking.throughput.perSecond,
      floorPostPerSecond: booking.floorPost?.perSecond ?? NaN,
      oversold: booking.oversold,
    }
    const floorPost = { rps: report.booking.floorPostPerSecond }
    console.log(`\nreservations (${kind}, wrk at ${parallel} connections)`)
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
