import transliterate from '@sindresorhus/transliterate'

/**
 * A URL slug in the German convention: letters of any script transliterated (umlauts spelled out
 * 'ae', 'oe', 'ue', 'ß' as 'ss', Turkish 'ı' as 'i', Polish 'ł' as 'l', Russian Cyrillic and Greek in Latin
 * letters), lowercase ASCII, '&' as 'und', words joined by '-', at most 120 characters.
 */
// As the slugs made before: the Scandinavian letters spelled out like the German umlauts.
const SCANDINAVIAN: [string, string][] = [
  ['æ', 'ae'],
  ['Æ', 'Ae'],
  ['ø', 'oe'],
  ['Ø', 'Oe'],
  ['å', 'aa'],
  ['Å', 'Aa'],
  ['œ', 'oe'],
  ['Œ', 'Oe'],
]

export function slugify(input: string): string {
  return transliterate(input.replace(/&/g, ' und '), { customReplacements: SCANDINAVIAN })
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '')
}
