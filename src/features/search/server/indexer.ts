// No 'server-only' guard: the Payload config imports these hooks, and the command-line scripts
// (migrate, seed) load that config outside Next.js.

import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, Payload, PayloadRequest } from 'payload'

import { affectsPublic, withAfterHooks } from '@/cms/hooks/revalidate'
import { LOCALES, type Locale } from '@/i18n/locales'
import { bind, joined, readRows, runInRequest, type Statement, stmt } from '@/lib/db/sql'

import { isSearchable, SEARCHABLE, type SearchableCollection } from '../domain/searchable'
import { type Token, variantKeys } from '../domain/text'
import { SearchEntry, Doc, entryOf } from './entries'
import { keysOf, prop } from '@/lib/types/guards'

/**
 * The search index (decision 020): one row per published, online document and language in
 * `search_entries`, written by the collections' hooks inside the save's own transaction, so the
 * index and the content commit together and every app instance reads the same index. The database's
 * full-text engine indexes the row's terms (SQLite: FTS5 triggers; PostgreSQL: a generated tsvector).
 */

const TERMS_PER_STATEMENT = 400

function upsert(entry: SearchEntry, now: Date): Statement {
  const time = (value: string | null) => (value ? bind.time(new Date(value)) : { raw: 'NULL' })
  return stmt`INSERT INTO search_entries (collection, doc_id, locale, kind, title, summary, slug, path, starts_at, ends_at, venue, group_key, title_terms, body_terms, updated_at)
    VALUES (${bind.text(entry.collection)}, ${bind.int(entry.docId)}, ${bind.text(entry.locale)}, ${bind.text(entry.kind)},
      ${bind.text(entry.title)}, ${bind.text(entry.summary)},
      ${bind.text(entry.slug)}, ${bind.text(entry.path)}, ${time(entry.startsAt)}, ${time(entry.endsAt)}, ${bind.text(entry.venue)},
        ${bind.text(entry.groupKey)},
      ${bind.text(entry.titleTerms.join(' '))}, ${bind.text(entry.bodyTerms.join(' '))}, ${bind.time(now)})
    ON CONFLICT (collection, doc_id, locale) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary,
      slug = excluded.slug, path = excluded.path,
      starts_at = excluded.starts_at, ends_at = excluded.ends_at, venue = excluded.venue, group_key = excluded.group_key,
        title_terms = excluded.title_terms, body_terms = excluded.body_terms, updated_at = excluded.updated_at`
}

function remove(collection: SearchableCollection, docId: number, locale?: Locale): Statement {
  return locale
    ? stmt`DELETE FROM search_entries WHERE collection = ${bind.text(collection)} AND doc_id = ${bind.int(docId)} AND locale = ${bind.text(locale)}`
    : stmt`DELETE FROM search_entries WHERE collection = ${bind.text(collection)} AND doc_id = ${bind.int(docId)}`
}

/** A comma-separated list of bound tuples, for multi-row inserts. */
function tuples(rows: readonly (readonly string[])[]): Statement {
  const tuple = (row: readonly string[]) =>
    stmt`(${joined(
      row.map((value) => bind.text(value)),
      ', ',
    )})`
  return joined(rows.map(tuple), ', ')
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let index = 0; index < list.length; index += size) out.push(list.slice(index, index + size))
  return out
}

type Run = (statements: readonly Statement[]) => Promise<Record<string, unknown>[][]>

/**
 * Adds an entry's terms and words to the vocabulary of its language; a word new to it also gets its
 * one-deletion keys (typo tolerance). The vocabulary only grows between full rebuilds: a word no
 * document holds any more costs a lookup that finds nothing.
 */
async function addWords(run: Run, locale: Locale, unsorted: readonly Token[]): Promise<void> {
  // Always in the same order, so two saves adding the same new words lock them alike (no deadlock on PostgreSQL).
  const list = [...unsorted].sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
  for (const part of chunks([...new Set(list.map((token) => token.term))].sort(), TERMS_PER_STATEMENT)) {
    await run([stmt`INSERT INTO search_terms (locale, term) VALUES ${tuples(part.map((t) => [locale, t]))} ON CONFLICT DO NOTHING`])
  }
  for (const part of chunks(list, TERMS_PER_STATEMENT)) {
    const [added = []] = await run([
      stmt`INSERT INTO search_words (locale, word, term) VALUES ${tuples(part.map((token) => [locale, token.word, token.term]))} ON CONFLICT DO NOTHING RETURNING word, term`,
    ])
    const keys = added
      .flatMap((row) => variantKeys(String(row.word)).map((key) => [locale, key, String(row.word), String(row.term)] as const))
      .sort((a, b) => (a[1] + '\u0000' + a[2] < b[1] + '\u0000' + b[2] ? -1 : 1))
    for (const keyPart of chunks(keys, TERMS_PER_STATEMENT))
      await run([stmt`INSERT INTO search_term_keys (locale, key, word, term) VALUES ${tuples(keyPart)} ON CONFLICT DO NOTHING`])
  }
}

/** Writes (or removes) the rows of the given entries, each language at a time. */
export async function writeEntries(
  run: Run,
  collection: SearchableCollection,
  docId: number,
  entries: ReadonlyMap<Locale, SearchEntry | null>,
  now = new Date(),
): Promise<void> {
  for (const [locale, entry] of entries) {
    if (!entry) {
      await run([remove(collection, docId, locale)])
      continue
    }
    await run([upsert(entry, now)])
    await addWords(run, locale, entry.words)
  }
}

/** Reads the public version of a document in each language and brings its rows up to date. */
export async function syncDocument(payload: Payload, collection: SearchableCollection, id: number, req?: PayloadRequest): Promise<void> {
  const config = payload.collections[collection].config
  const entries = new Map<Locale, SearchEntry | null>()
  for (const locale of LOCALES) {
    const doc = (await payload.findByID({
      collection,
      id,
      locale,
      fallbackLocale: false,
      depth: 0,
      draft: false,
      overrideAccess: true,
      disableErrors: true,
      req,
    })) as Doc | null
    // An event's venue is part of its text (depth 0 keeps the read cheap: only the venue's name is fetched).
    if (doc && collection === 'events' && typeof doc.venue === 'number') {
      doc.venue = await payload.findByID({
        collection: 'venues',
        id: doc.venue,
        locale,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        select: { name: true },
        req,
      })
    }
    entries.set(locale, doc ? entryOf(collection, config, doc, locale) : null)
  }
  await writeEntries((statements) => runInRequest(payload, req, statements), collection, id, entries)
}

/** Whether the index holds rows of a document (in any language). */
async function isIndexed(payload: Payload, req: PayloadRequest, collection: SearchableCollection, id: number): Promise<boolean> {
  const [rows = []] = await runInRequest(payload, req, [
    stmt`SELECT id FROM search_entries WHERE collection = ${bind.text(collection)} AND doc_id = ${bind.int(id)} LIMIT 1`,
  ])
  return rows.length > 0
}

/**
 * A save's context flag: this save writes no search rows, because the same document is saved again
 * at once (the seed writes its German text, then its English) and that save writes both languages'
 * rows. Only for that case: a flagged save with no save after it leaves its rows out of date.
 * Reading the document in both languages costs more than half of an event's German save in the seed.
 */
export const DEFER_SEARCH_SYNC = 'deferSearchSync'

/**
 * After a save: publishing and unversioned saves sync the document. A save whose result is a draft
 * may be a draft save (nothing public changes) or an unpublish; Payload's previous document is then
 * the latest draft, so it cannot tell them apart. An indexed document is synced in that case too
 * (its published version decides), one never indexed is left alone.
 */
const afterChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req }) => {
  if (!isSearchable(collection.slug) || req.context[DEFER_SEARCH_SYNC] === true) return doc
  const id = Number(prop(doc, 'id'))
  if (affectsPublic(doc, previousDoc) || (await isIndexed(req.payload, req, collection.slug, id))) {
    await syncDocument(req.payload, collection.slug, id, req)
    // An event's row holds its venue's name: a venue's change reaches its events' rows.
    if (collection.slug === 'venues') {
      const { docs } = await req.payload.find({
        collection: 'events',
        where: { venue: { equals: id } },
        depth: 0,
        pagination: false,
        overrideAccess: true,
        select: { title: true },
        req,
      })
      for (const event of docs) await syncDocument(req.payload, 'events', Number(event.id), req)
    }
  }
  return doc
}

const afterDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  if (isSearchable(collection.slug)) await runInRequest(req.payload, req, [remove(collection.slug, Number(prop(doc, 'id')))])
  return doc
}

/** Keeps a searchable collection's rows in step with what the public sees of it. */
export function indexedForSearch(collection: CollectionConfig): CollectionConfig {
  return withAfterHooks(collection, { afterChange, afterDelete })
}

const PAGE = 100

/**
 * Rebuilds the whole index from the content (after the migration that creates it, or to prune the
 * vocabulary). Runs outside any request: each document's rows commit on their own.
 */
export async function rebuildSearchIndex(payload: Payload): Promise<{ entries: number }> {
  const run: Run = (statements) => runInRequest(payload, undefined, statements)
  await run([
    stmt`DELETE FROM search_entries`,
    stmt`DELETE FROM search_term_keys`,
    stmt`DELETE FROM search_words`,
    stmt`DELETE FROM search_terms`,
  ])
  for (const collection of keysOf(SEARCHABLE)) {
    for (let page = 1; ; page += 1) {
      const { docs, hasNextPage } = await payload.find({
        collection,
        limit: PAGE,
        page,
        depth: 0,
        draft: false,
        overrideAccess: true,
        pagination: true,
      })
      for (const doc of docs) await syncDocument(payload, collection, Number(doc.id))
      if (!hasNextPage) break
    }
  }
  const [row] = await readRows(payload, stmt`SELECT COUNT(*) AS n FROM search_entries`)
  return { entries: Number(row?.n ?? 0) }
}

/** Whether the index holds no row at all (a database just migrated to it, or without content). */
export async function searchIndexIsEmpty(payload: Payload): Promise<boolean> {
  return (await readRows(payload, stmt`SELECT id FROM search_entries LIMIT 1`)).length === 0
}
