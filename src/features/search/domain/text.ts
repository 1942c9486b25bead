import { stemmer as germanStem } from '@orama/stemmers/german'
import { stemmer as englishStem } from '@orama/stemmers/english'

import type { Locale } from '@/i18n/locales'

/**
 * The search text rules (issue 14), the same for the index and for a query and on both databases:
 * a word is lowercased, stemmed in its language (Snowball: 'Konzerte' and 'Konzert' are 'konzert',
 * 'performances' and 'performance' are 'perform') and then folded to ASCII, umlauts and their
 * spellings alike ('Bühne', 'Buehne' and 'Buhne' are 'buhn'). The databases' full-text engines only
 * see these terms (`simple` / `unicode61`), so SQLite and PostgreSQL match the same documents.
 */

const STEMMERS: Record<Locale, (word: string) => string> = { de: germanStem, en: englishStem }

/** A query's words beyond these are left out; the index keeps at most this many words of a body. */
export const MAX_QUERY_WORDS = 8
export const MAX_BODY_TERMS = 4000
/** A word of at least this many letters still matches with one typo (issue 14). */
export const TYPO_MIN_LENGTH = 5
/** Longer words are cut (no word of the festival's languages is longer; it keeps the vocabulary sane). */
const MAX_WORD_LENGTH = 40

const WORD = /[\p{L}\p{N}]+/gu

/** The words of a text, lowercased (ß as ss), without punctuation. */
export function words(text: string): string[] {
  return (text.normalize('NFC').toLowerCase().replace(/ß/g, 'ss').match(WORD) ?? []).map((word) => word.slice(0, MAX_WORD_LENGTH))
}

/**
 * Umlauts and accents to ASCII; in German also the two-letter spellings ae, oe, ue to a, o, u
 * ('Buehne' is 'Bühne'). English keeps them: 'poet' is not 'pot'.
 */
export function fold(word: string, locale: Locale = 'de'): string {
  const plain = word.normalize('NFD').replace(/\p{M}/gu, '')
  return locale === 'de' ? plain.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u') : plain
}

/** One word's index term in a language: stemmed, then folded. */
export function term(word: string, locale: Locale): string {
  return fold(STEMMERS[locale](word), locale)
}

/** A word as written (folded) and its index term. */
export type Token = { word: string; term: string }

/** The tokens of a text, in order (repeats kept: they count for ranking). */
export function tokens(text: string, locale: Locale, limit = MAX_BODY_TERMS): Token[] {
  return words(text)
    .slice(0, limit)
    .map((word) => ({ word: fold(word, locale), term: term(word, locale) }))
    .filter((token) => token.term.length > 0)
}

/** One word of a query: its index term, whether it may carry a typo, whether it is a prefix. */
export type QueryWord = { word: string; term: string; typo: boolean; prefix: boolean }

/**
 * A query's words (at most MAX_QUERY_WORDS). For autocomplete the last word is a prefix: it is also
 * matched unstemmed, so a half-typed word finds the words it begins.
 */
export function queryWords(query: string, locale: Locale, { prefixLast = false } = {}): QueryWord[] {
  const list = words(query).slice(0, MAX_QUERY_WORDS)
  return list.map((word, index) => ({
    word: fold(word, locale),
    term: term(word, locale),
    typo: fold(word, locale).length >= TYPO_MIN_LENGTH,
    prefix: prefixLast && index === list.length - 1,
  }))
}

/** Every string one deletion away from a term: the keys under which the vocabulary finds it with one typo. */
export function deletions(value: string): string[] {
  const out = new Set<string>()
  for (let i = 0; i < value.length; i += 1) out.add(value.slice(0, i) + value.slice(i + 1))
  return [...out]
}

/**
 * The keys under which the vocabulary files a word (as written, and its stem): itself and its
 * deletions, from four letters on (a five-letter word with one letter missing). Two strings one
 * edit apart always share a key; the candidates are then checked with `withinOneEdit`.
 */
export function variantKeys(value: string): string[] {
  return value.length >= TYPO_MIN_LENGTH - 1 ? [value, ...deletions(value)] : [value]
}

/** Whether a vocabulary word is what a query word may mean with one typo (as written, or its stem). */
export function typoMatch(query: Pick<QueryWord, 'word' | 'term'>, word: string): boolean {
  return withinOneEdit(query.word, word) || withinOneEdit(query.term, word)
}

/**
 * Whether two terms are at most one edit apart: one letter inserted, removed, replaced, or two
 * neighbours swapped (optimal string alignment distance at most 1).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  if (Math.abs(a.length - b.length) > 1) return false
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1
  if (a.length === b.length) {
    if (a.slice(start + 1) === b.slice(start + 1)) return true
    return a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2)
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a]
  return longer.slice(start + 1) === shorter.slice(start)
}
