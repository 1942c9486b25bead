import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { cachedRead } from '@/lib/cache/cachedRead'
import { cacheTags } from '@/lib/cache/tags'
import { bind, dateOf, joined, num, readRows, type Row, type Statement, stmt } from '@/lib/db/sql'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/cms/client'
import { docHref } from '@/lib/routing/docHref'

import { isSearchable, SEARCHABLE, type SearchableCollection, type SearchKind } from '../domain/searchable'
import { type QueryWord, queryWords, typoMatch, variantKeys } from '../domain/text'

/**
 * The site search over the index (decision 020), one algorithm on both databases: the query's words
 * become index terms (domain/text.ts); a word the vocabulary does not know, of five letters or more,
 * becomes the known terms one edit away; the database's own engine (SQLite FTS5, PostgreSQL
 * tsvector) finds the rows holding every word; a row whose title holds every word ranks first, then
 * the engine's relevance (events: by date). Only what the index holds is found, and it holds only
 * published, online documents in their own language; events that are over are left out.
 */

export type SearchHit = {
  id: number
  type: SearchableCollection
  title: string
  summary: string
  url: string
  date: string | null
  venue: string | null
  /** A production's performances are one result: its next dates (up to DATES_SHOWN, each with its page), empty for a single one. */
  dates: { date: string; url: string }[]
  /** How many more dates the group has beyond those shown. */
  moreDates: number
  /** The production's page, which lists every date; null when it has none or the result is a single performance. */
  groupUrl: string | null
}

/** How many dates of a production's group a result names. */
export const DATES_SHOWN = 3

export type SearchPage = { count: number; results: SearchHit[] }

/** How many suggestions autocomplete offers, and the results page's page size. */
export const SUGGESTIONS = 8
export const SEARCH_PAGE_SIZE = 10
export const MAX_SEARCH_PAGE_SIZE = 50

type Alternatives = { options: string[]; prefix: boolean }

/** Each word's alternatives: its term; an unknown word's neighbours one typo away; a prefix word also unstemmed. */
async function resolve(payload: Payload, list: readonly QueryWord[], locale: Locale): Promise<Alternatives[]> {
  const exact = list.filter((word) => !word.prefix)
  const known = new Set<string>()
  if (exact.length > 0) {
    const rows = await readRows(
      payload,
      stmt`SELECT term FROM search_terms WHERE locale = ${bind.text(locale)} AND term IN (${commaList(exact.map((word) => word.term))})`,
    )
    for (const row of rows) known.add(String(row.term))
  }
  const unknown = exact.filter((word) => !known.has(word.term) && word.typo)
  const neighbours = new Map<string, string[]>()
  if (unknown.length > 0) {
    const keys = [...new Set(unknown.flatMap((word) => [...variantKeys(word.word), ...variantKeys(word.term)]))]
    const rows = await readRows(
      payload,
      stmt`SELECT DISTINCT word, term FROM search_term_keys WHERE locale = ${bind.text(locale)} AND key IN (${commaList(keys)})`,
    )
    for (const word of unknown) {
      const near = rows.filter((row) => typoMatch(word, String(row.word))).map((row) => String(row.term))
      neighbours.set(word.term, [...new Set(near)].sort())
    }
  }
  return list.map((word) => {
    if (word.prefix) return { options: [...new Set([word.term, word.word])], prefix: true }
    const near = neighbours.get(word.term)
    return { options: near && near.length > 0 ? near : [word.term], prefix: false }
  })
}

function commaList(values: readonly string[]): Statement {
  return joined(
    values.map((value) => bind.text(value)),
    ', ',
  )
}

/** The engine's query text: every word (AND), any of its alternatives (OR); `titleOnly` for the title tier. */
function engineQuery(words: readonly Alternatives[], dialect: 'sqlite' | 'postgres', titleOnly: boolean): string {
  if (dialect === 'sqlite') {
    const expression = words
      .map((word) => `(${word.options.map((option) => `"${option}"${word.prefix ? '*' : ''}`).join(' OR ')})`)
      .join(' AND ')
    return titleOnly ? `title_terms : (${expression})` : expression
  }
  const weight = titleOnly ? 'A' : ''
  return words
    .map((word) => `(${word.options.map((option) => `${option}${word.prefix ? ':*' : weight ? ':' : ''}${weight}`).join(' | ')})`)
    .join(' & ')
}

function hitOf(row: Row, locale: Locale): SearchHit | null {
  const type = String(row.collection)
  if (!isSearchable(type)) return null
  const id = num(row.doc_id)
  const url = docHref(
    type,
    { id, slug: row.slug === null ? null : String(row.slug), path: row.path === null ? null : String(row.path) },
    locale,
  )
  if (!url) return null
  return {
    id,
    type,
    title: String(row.title),
    summary: String(row.summary ?? ''),
    url,
    date: dateOf(row.starts_at)?.toISOString() ?? null,
    venue: row.venue === null || row.venue === undefined ? null : String(row.venue),
    dates: [],
    moreDates: 0,
    groupUrl: null,
  }
}

/** The key of an entry's group: its production's, else its own. */
const GROUP = stmt`COALESCE(e.group_key, e.collection || ':' || e.doc_id)`

/**
 * One page of the events category, a production's performances as one result (ordered by its
 * next date), with how many results there are: the groups, their rows, their productions' pages.
 */
async function eventGroupsPage(payload: Payload, matched: Matching, locale: Locale, page: number, pageSize: number): Promise<SearchPage> {
  const { from, where, tier } = matched
  const [groups, [counted]] = await Promise.all([
    readRows(
      payload,
      stmt`SELECT ${GROUP} AS group_key, MIN(${tier}) AS tier, MIN(e.starts_at) AS first_at FROM ${from} WHERE ${where}
        GROUP BY ${GROUP} ORDER BY tier, first_at, group_key LIMIT ${bind.int(pageSize)} OFFSET ${bind.int((page - 1) * pageSize)}`,
    ),
    readRows(payload, stmt`SELECT COUNT(DISTINCT ${GROUP}) AS n FROM ${from} WHERE ${where}`),
  ])
  const keys = groups.map((row) => String(row.group_key))
  if (keys.length === 0) return { count: num(counted?.n), results: [] }
  const productionIds = keys.flatMap((key) => (/^productions:\d+$/.test(key) ? [Number(key.slice('productions:'.length))] : []))
  const [rows, productions] = await Promise.all([
    readRows(
      payload,
      stmt`SELECT e.collection, e.doc_id, e.title, e.summary, e.slug, e.path, e.starts_at, e.venue, ${GROUP} AS group_key FROM ${from}
        WHERE ${where} AND ${GROUP} IN (${commaList(keys)}) ORDER BY e.starts_at, e.doc_id`,
    ),
    productionIds.length === 0
      ? Promise.resolve([])
      : readRows(
          payload,
          stmt`SELECT doc_id, slug, path FROM search_entries WHERE collection = 'productions' AND locale = ${bind.text(locale)} AND doc_id IN (${joined(
            productionIds.map((id) => bind.int(id)),
            ', ',
          )})`,
        ),
  ])
  const productionUrl = new Map(
    productions.map((row) => [
      `productions:${num(row.doc_id)}`,
      docHref(
        'productions',
        { id: num(row.doc_id), slug: row.slug === null ? null : String(row.slug), path: row.path === null ? null : String(row.path) },
        locale,
      ),
    ]),
  )
  const results = keys.flatMap((key) => {
    const members = rows.filter((row) => String(row.group_key) === key)
    const first = members[0] ? hitOf(members[0], locale) : null
    if (!first) return []
    if (members.length === 1) return [first]
    const dates = members.flatMap((row) => {
      const hit = hitOf(row, locale)
      return hit?.date ? [{ date: hit.date, url: hit.url }] : []
    })
    return [
      {
        ...first,
        dates: dates.slice(0, DATES_SHOWN),
        moreDates: Math.max(0, dates.length - DATES_SHOWN),
        groupUrl: productionUrl.get(key) ?? null,
      },
    ]
  })
  return { count: num(counted?.n), results }
}

type Matching = { from: Statement; where: Statement; tier: Statement; score: Statement }

/** The engine's FROM, WHERE, tier and score for a resolved query, in the database's dialect. */
function matching(words: readonly Alternatives[], locale: Locale, now: Date, kind: SearchKind | null, titleOnly: boolean): Matching {
  const kindFilter = kind ? stmt` AND e.kind = ${bind.text(kind)}` : stmt``
  const visible = stmt`e.locale = ${bind.text(locale)}${kindFilter} AND (e.ends_at IS NULL OR e.ends_at >= ${bind.time(now)})`
  if (env().databaseKind === 'postgres') {
    const query = stmt`to_tsquery('simple', ${bind.text(engineQuery(words, 'postgres', titleOnly))})`
    const title = stmt`to_tsquery('simple', ${bind.text(engineQuery(words, 'postgres', true))})`
    return {
      from: stmt`search_entries e`,
      where: stmt`e.search_vector @@ ${query} AND ${visible}`,
      tier: stmt`CASE WHEN e.search_vector @@ ${title} THEN 0 ELSE 1 END`,
      score: stmt`-ts_rank(e.search_vector, ${query})`,
    }
  }
  // CROSS JOIN keeps the full-text index first: otherwise SQLite may walk the language's rows and
  // ask the index once per row (300 ms instead of 3 ms for a count over 10,000 documents).
  return {
    from: stmt`search_fts CROSS JOIN search_entries e ON e.id = search_fts.rowid`,
    where: stmt`search_fts MATCH ${bind.text(engineQuery(words, 'sqlite', titleOnly))} AND ${visible}`,
    tier: stmt`CASE WHEN e.id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ${bind.text(engineQuery(words, 'sqlite', true))}) THEN 0 ELSE 1 END`,
    score: stmt`bm25(search_fts, 10.0, 1.0)`,
  }
}

/** One page of a category for an already resolved query. */
async function pageOf(
  payload: Payload,
  words: readonly Alternatives[],
  locale: Locale,
  kind: SearchKind,
  page: number,
  pageSize: number,
  now: Date,
): Promise<SearchPage> {
  const matched = matching(words, locale, now, kind, false)
  if (kind === 'events') return eventGroupsPage(payload, matched, locale, page, pageSize)
  const { from, where, tier, score } = matched
  const order = stmt`tier, score, e.collection, e.doc_id`
  const [rows, [counted]] = await Promise.all([
    readRows(
      payload,
      stmt`SELECT e.collection, e.doc_id, e.title, e.summary, e.slug, e.path, e.starts_at, e.venue, ${tier} AS tier, ${score} AS score
        FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${bind.int(pageSize)} OFFSET ${bind.int((page - 1) * pageSize)}`,
    ),
    readRows(payload, stmt`SELECT COUNT(*) AS n FROM ${from} WHERE ${where}`),
  ])
  return { count: num(counted?.n), results: rows.map((row) => hitOf(row, locale)).filter((hit): hit is SearchHit => hit !== null) }
}

const EMPTY: SearchPage = { count: 0, results: [] }

/** One page of one category's results, and how many there are. */
export async function searchKind(
  payload: Payload,
  query: string,
  locale: Locale,
  kind: SearchKind,
  page: number,
  pageSize: number,
  now = new Date(),
): Promise<SearchPage> {
  const list = queryWords(query, locale)
  if (list.length === 0) return EMPTY
  return pageOf(payload, await resolve(payload, list, locale), locale, kind, page, pageSize, now)
}

/** Both categories' first pages (the search page's tabs show their counts). */
export async function searchAll(
  payload: Payload,
  query: string,
  locale: Locale,
  pageSize = SEARCH_PAGE_SIZE,
  now = new Date(),
): Promise<Record<SearchKind, SearchPage>> {
  const list = queryWords(query, locale)
  if (list.length === 0) return { events: EMPTY, others: EMPTY }
  const words = await resolve(payload, list, locale)
  const [events, others] = await Promise.all([
    pageOf(payload, words, locale, 'events', 1, pageSize, now),
    pageOf(payload, words, locale, 'others', 1, pageSize, now),
  ])
  return { events, others }
}

/**
 * Autocomplete: the titles (lowercased, without repeats) of the documents whose title holds every
 * word, the last one as a beginning; title order by the engine's relevance.
 */
export async function suggest(payload: Payload, query: string, locale: Locale, now = new Date()): Promise<string[]> {
  const list = queryWords(query, locale, { prefixLast: true })
  if (list.length === 0) return []
  const words = await resolve(payload, list, locale)
  const { from, where, score } = matching(words, locale, now, null, true)
  const rows = await readRows(
    payload,
    stmt`SELECT e.title, ${score} AS score FROM ${from} WHERE ${where} ORDER BY score, e.collection, e.doc_id LIMIT ${bind.int(SUGGESTIONS * 4)}`,
  )
  // Titles as written (a name keeps its capitals), each once however it is capitalised.
  const seen = new Map<string, string>()
  for (const row of rows) {
    const title = String(row.title).replace(/\s+/g, ' ').trim()
    const key = title.toLocaleLowerCase(locale)
    if (!seen.has(key)) seen.set(key, title)
    if (seen.size === SUGGESTIONS) break
  }
  return [...seen.values()]
}

/**
 * The calls' answers in Next's data cache (CONVENTIONS §5), keyed by language and query: a publish
 * or unpublish of any searchable collection expires them (its list tag), and an event that ends
 * leaves the answers within a minute. Popular beginnings ('fl', 'flu', ...) are asked again and
 * again; each database query runs on the server's one thread.
 */
const SEARCH_TAGS = Object.keys(SEARCHABLE).map((collection) => cacheTags.list(collection))
const SEARCH_CACHE = { tags: SEARCH_TAGS, revalidate: 60 }

/** The cache's key for a query: what the text rules see (case and spacing do not change the hits). */
export function queryKey(query: string): string {
  return query.replace(/\s+/g, ' ').trim().toLowerCase()
}

export const cachedSuggest = cachedRead(
  'search:suggest',
  async (key: string, locale: Locale) => suggest(await getPayloadClient(), key, locale),
  SEARCH_CACHE,
)
export const cachedSearchAll = cachedRead(
  'search:all',
  async (key: string, locale: Locale) => searchAll(await getPayloadClient(), key, locale),
  SEARCH_CACHE,
)
export const cachedSearchKind = cachedRead(
  'search:kind',
  async (key: string, locale: Locale, kind: SearchKind, page: number, pageSize: number) =>
    searchKind(await getPayloadClient(), key, locale, kind, page, pageSize),
  SEARCH_CACHE,
)
