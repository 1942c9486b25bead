/**
 * `npm run bench:search` (also run by `npm run bench` unless BENCH_SEARCH=0): the site search's
 * latency against a running production server (BENCH_URL, loopback only) on the database of
 * DATABASE_URL, SQLite or PostgreSQL (issue 14). At concurrency SEARCH_CONCURRENCY (default 10):
 *  1. autocomplete (`GET /api/search/autocomplete/`) and the results calls (`GET /api/search/`,
 *     `/api/search/events/`) on the data as it is (the demo festival): once over a few popular
 *     queries asked again and again (answered from Next's data cache after the first time), once
 *     over distinct queries drawn from the vocabulary (each one reaches the database);
 *  2. the same after adding SEARCH_DOCUMENTS (default 10,000) generated documents to the index,
 *     through the indexer's own code (text rules, vocabulary, the engine's index), half of them
 *     events; their words are drawn from the vocabulary already there, so every query meets them.
 *     The popular queries of this round are other ones: the data cache does not see these writes;
 * then removes what it added. Prints a table and writes tmp/bench-search.json. Measures, never asserts.
 * `-- --keep` leaves the generated documents in the index for a closer look; `-- --remove` removes them.
 */
import fs from 'node:fs'

import { writeEntries } from '../src/features/search/server/indexer'
import { entryOf } from '@/features/search/server/entries'
import type { SearchEntry } from '@/features/search/server/entries'
import { LOCALES, type Locale } from '../src/i18n/locales'
import { bind, readRows, runInRequest, stmt } from '../src/lib/db/sql'
import { richTextFromParagraphs } from '../src/lib/richtext/fromParagraphs'

import { scriptPayload } from './lib/payload'

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000'
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(base)) {
  console.error('BENCH_URL must be a loopback address')
  process.exit(1)
}
const concurrency = Number(process.env.SEARCH_CONCURRENCY ?? 10)
const requests = Number(process.env.SEARCH_REQUESTS ?? 1000)
const documents = Number(process.env.SEARCH_DOCUMENTS ?? 10_000)
/** Generated documents have ids from here on: no real document has one this high. */
const FIRST_ID = 900_000_000
const payload = await scriptPayload()
const run = (statements: Parameters<typeof runInRequest>[2]) => runInRequest(payload, undefined, statements)

/** Popular queries, one set per round (the second round's writes bypass the data cache's tags). */
const AUTOCOMPLETE = [
  ['fl', 'flu', 'fluss', 'wass', 'wasser m', 'nacht', 'ufer', 'konz', 'gez', 'die w', 'kl', 'low t', 'riv', 'song', 'archiv der'],
  ['fe', 'fes', 'festi', 'tanz', 'hoch', 'brief', 'klang', 'wel', 'stad', 'die l', 'ar', 'high w', 'tid', 'wave', 'das and'],
]
const RESULTS = [
  ['Fluss', 'Wasser', 'Nachtklavier', 'Ufer Konzert', 'Gezeiten', 'river', 'Konzret'],
  ['Festival', 'Tanz', 'Hochwasser', 'Briefe Fluss', 'Klangraum', 'tides', 'Wasermusik'],
]

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

type Row = {
  call: string
  documents: number
  requests: number
  failures: number
  statuses: Record<string, number>
  rps: number
  p50: number
  p95: number
}

/** `requests` calls at `concurrency`, cycling through the paths (each with its language). */
async function load(call: string, paths: readonly { path: string; locale: Locale }[], indexed: number): Promise<Row> {
  const times: number[] = []
  let next = 0
  let failures = 0
  const statuses: Record<string, number> = {}
  const started = performance.now()
  const total = Math.min(requests, paths.length > 50 ? paths.length : requests)
  async function worker() {
    while (next < total) {
      const { path, locale } = paths[next % paths.length] ?? { path: '/', locale: 'de' }
      next += 1
      const t0 = performance.now()
      try {
        const response = await fetch(base + path, { headers: { 'Accept-Language': locale } })
        await response.arrayBuffer()
        statuses[response.status] = (statuses[response.status] ?? 0) + 1
        if (response.status !== 200) failures += 1
      } catch (error) {
        const name = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : 'error'
        statuses[name] = (statuses[name] ?? 0) + 1
        failures += 1
      }
      times.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  return {
    call,
    documents: indexed,
    requests: times.length,
    failures,
    statuses,
    rps: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  }
}

const english = new Set(['low t', 'riv', 'song', 'river', 'high w', 'tid', 'wave', 'tides'])
const localeOf = (query: string): Locale => (english.has(query) ? 'en' : 'de')
const suggestPath = (query: string) => `/api/search/autocomplete/?${new URLSearchParams({ query })}`
const overviewPath = (query: string) => `/api/search/?${new URLSearchParams({ query })}`

/** Distinct queries from the vocabulary: beginnings of two to six letters, and whole words. */
async function distinctQueries(
  round: number,
): Promise<{ beginnings: { path: string; locale: Locale }[]; words: { path: string; locale: Locale }[] }> {
  const next = random(round * 7 + 3)
  const beginnings = new Map<string, Locale>()
  const whole = new Map<string, Locale>()
  for (const locale of LOCALES) {
    const rows = await readRows(payload, stmt`SELECT word FROM search_words WHERE locale = ${bind.text(locale)}`)
    const list = rows.map((row) => String(row.word)).filter((word) => /^\p{L}{4,}$/u.test(word))
    for (let i = 0; i < requests * 3 && beginnings.size < requests; i += 1) {
      const word = list[Math.floor(next() * list.length)] ?? 'fest'
      beginnings.set(word.slice(0, 2 + Math.floor(next() * 5)), locale)
      whole.set(word, locale)
    }
  }
  const shuffle = <T>(list: T[]) =>
    list
      .map((item) => ({ item, at: next() }))
      .sort((a, b) => a.at - b.at)
      .map(({ item }) => item)
  return {
    beginnings: shuffle([...beginnings].map(([query, locale]) => ({ path: suggestPath(query), locale }))),
    words: shuffle([...whole].map(([query, locale]) => ({ path: overviewPath(query), locale }))),
  }
}

async function measure(indexed: number, round: number): Promise<Row[]> {
  const popular = (AUTOCOMPLETE[round] ?? []).map((q) => ({ path: suggestPath(q), locale: localeOf(q) }))
  const overview = (RESULTS[round] ?? []).map((q) => ({ path: overviewPath(q), locale: localeOf(q) }))
  const events = (RESULTS[round] ?? []).map((q) => ({
    path: `/api/search/events/?${new URLSearchParams({ query: q, page: '2' })}`,
    locale: localeOf(q),
  }))
  const distinct = await distinctQueries(round)
  // Fresh connections first: keep-alive sockets the server closed while documents were added would fail once (EPIPE).
  await Promise.all(
    Array.from({ length: concurrency }, () =>
      fetch(base + suggestPath('a'), { headers: { Connection: 'close' } })
        .then((r) => r.arrayBuffer())
        .catch(() => undefined),
    ),
  )
  const out: Row[] = []
  // Distinct queries first: nothing of them is in the data cache yet.
  out.push(await load('autocomplete, distinct beginnings (database)', distinct.beginnings, indexed))
  out.push(
    await load('GET /api/search/, distinct words (database)', distinct.words.slice(0, Math.max(50, Math.floor(requests / 4))), indexed),
  )
  for (const [call, paths] of [
    ['autocomplete, popular beginnings (data cache)', popular],
    ['GET /api/search/, popular queries (data cache)', overview],
    ['GET /api/search/events/ page 2, popular (data cache)', events],
  ] as const) {
    await load(call, paths, indexed) // warm-up: the first answer of each query comes from the database
    out.push(await load(call, paths, indexed))
  }
  return out
}

async function count(): Promise<number> {
  const [row] = await readRows(payload, stmt`SELECT COUNT(*) AS n FROM search_entries`)
  return Number(row?.n ?? 0)
}

/** A deterministic generator, so runs are comparable. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

async function addDocuments(): Promise<void> {
  const next = random(14)
  const vocabulary: Record<Locale, string[]> = { de: [], en: [] }
  for (const locale of LOCALES) {
    const rows = await readRows(payload, stmt`SELECT word FROM search_words WHERE locale = ${bind.text(locale)} AND word <> term`)
    vocabulary[locale] = rows.map((row) => String(row.word)).filter((word) => /^\p{L}{3,}$/u.test(word))
  }
  const pick = (locale: Locale, n: number) =>
    Array.from({ length: n }, () => vocabulary[locale][Math.floor(next() * vocabulary[locale].length)] ?? 'festival')
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)
  const config = { articles: payload.collections.articles.config, events: payload.collections.events.config }
  const now = Date.now()
  for (let i = 0; i < documents; i += 1) {
    const id = FIRST_ID + i
    const collection = i % 2 === 0 ? 'events' : 'articles'
    const entries = new Map<Locale, SearchEntry | null>()
    for (const locale of LOCALES) {
      const title = pick(locale, 2 + Math.floor(next() * 3))
        .map(capital)
        .join(' ')
      const doc = {
        id,
        _status: 'published',
        is_online: true,
        title,
        slug: `bench-${id}`,
        teaser_text: pick(locale, 14).join(' '),
        content: richTextFromParagraphs([pick(locale, 40).join(' '), pick(locale, 30).join(' ')]),
        date_start: new Date(now + (1 + (i % 300)) * 86_400_000).toISOString(),
      }
      entries.set(locale, entryOf(collection, config[collection], doc, locale))
    }
    await writeEntries(run, collection, id, entries)
  }
}

async function removeDocuments(): Promise<void> {
  await run([stmt`DELETE FROM search_entries WHERE doc_id >= ${bind.int(FIRST_ID)}`])
}

const args = process.argv.slice(2)
if (args.includes('--remove')) {
  await removeDocuments()
  await payload.destroy()
  process.exit(0)
}
const results: Row[] = []
await removeDocuments()
results.push(...(await measure(await count(), 0)))
const started = performance.now()
await addDocuments()
const addSeconds = (performance.now() - started) / 1000
results.push(...(await measure(await count(), 1)))
if (!args.includes('--keep')) await removeDocuments()

console.log(
  `search at concurrency ${concurrency} (${payload.db.name}); ${documents} generated documents indexed in ${addSeconds.toFixed(0)} s:`,
)
console.table(
  results.map((r) => ({
    call: r.call,
    'index rows': r.documents,
    'req/s': r.rps.toFixed(1),
    'p50 ms': r.p50.toFixed(1),
    'p95 ms': r.p95.toFixed(1),
    statuses: JSON.stringify(r.statuses),
  })),
)
fs.mkdirSync('tmp', { recursive: true })
fs.writeFileSync(
  'tmp/bench-search.json',
  JSON.stringify({ base, concurrency, documents, addSeconds, at: new Date().toISOString(), results }, null, 2),
)
await payload.destroy()
process.exit(0)
