import { type Locale } from '@/i18n/locales'
import { docHref } from '@/lib/routing/docHref'
import { fieldText, summaryOf } from '../domain/extract'
import { type SearchKind, SEARCHABLE, type SearchableCollection, type SearchRule } from '../domain/searchable'
import { type Token, tokens } from '../domain/text'
// No 'server-only' guard: the Payload config imports these hooks, and the command-line scripts
// (migrate, seed) load that config outside Next.js.

import type { CollectionConfig } from 'payload'
import { prop } from '@/lib/types/guards'

/** What one row holds: display fields for the results and the normalised terms the engine matches. */
export type SearchEntry = {
  collection: SearchableCollection
  docId: number
  locale: Locale
  kind: SearchKind
  title: string
  summary: string
  slug: string | null
  path: string | null
  startsAt: string | null
  endsAt: string | null
  venue: string | null
  /** The group the results show the entry in: 'productions:{id}' for a performance of a production, else null (its own). */
  groupKey: string | null
  titleTerms: string[]
  bodyTerms: string[]
  /** The entry's words as written (folded) with their terms, each once: the vocabulary's material. */
  words: Token[]
}

export type Doc = Record<string, unknown> & { id: number | string }

export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

function isoOrNull(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** A performance's group: its production (by id, populated or not), or null. */
function productionGroup(value: unknown): string | null {
  const id =
    typeof value === 'number' ? value : typeof value === 'object' && value !== null && 'id' in value ? Number(prop(value, 'id')) : NaN
  return Number.isSafeInteger(id) && id > 0 ? `productions:${id}` : null
}

/** The name of a populated relation (an event's venue), or nothing. */
function relationName(value: unknown): string {
  return value && typeof value === 'object' && 'name' in value ? text(value.name) : ''
}

/**
 * The row of a document in a language, or null when the public does not see it there: not
 * published, offline, without a title in that language, or without an address to link to.
 */
export function entryOf(
  collection: SearchableCollection,
  config: Pick<CollectionConfig, 'fields'>,
  doc: Doc,
  locale: Locale,
): SearchEntry | null {
  const rule: SearchRule = SEARCHABLE[collection]
  const status = doc._status
  if ((status !== undefined && status !== null && status !== 'published') || doc.is_online === false) return null
  const title = text(doc[rule.title])
  const id = Number(doc.id)
  if (!title || !Number.isSafeInteger(id)) return null
  const slug = text(doc.slug) || null
  const path = text(doc.path) || null
  if (!docHref(collection, { id, slug, path }, locale)) return null
  const texts = fieldText(config.fields, doc, new Set([rule.title, ...(rule.skip ?? [])]))
  const venue = collection === 'events' ? relationName(doc.venue) : ''
  if (venue) texts.push(venue)
  const startsAt = collection === 'events' ? isoOrNull(doc.date_start) : null
  const titleTokens = tokens(title, locale)
  const bodyTokens = tokens(texts.join('\n'), locale)
  return {
    collection,
    docId: id,
    locale,
    kind: rule.kind,
    title,
    summary: summaryOf([text(doc.teaser_text), ...texts]),
    slug,
    path,
    startsAt,
    endsAt: collection === 'events' ? (isoOrNull(doc.date_end) ?? startsAt) : null,
    venue: venue || null,
    groupKey: collection === 'events' ? productionGroup(doc.production) : null,
    titleTerms: titleTokens.map((token) => token.term),
    bodyTerms: bodyTokens.map((token) => token.term),
    words: uniqueWords([...titleTokens, ...bodyTokens]),
  }
}

/** Each word once, and each term once as a word of its own (so a typo in a stem is found too). */
function uniqueWords(list: readonly Token[]): Token[] {
  const byWord = new Map<string, Token>()
  for (const token of list) {
    if (!byWord.has(token.word)) byWord.set(token.word, token)
    if (!byWord.has(token.term)) byWord.set(token.term, { word: token.term, term: token.term })
  }
  return [...byWord.values()]
}
