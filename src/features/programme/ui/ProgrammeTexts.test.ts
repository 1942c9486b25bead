import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import programme from '@/i18n/messages/programme.json'

import { sourcesUnder } from '../../../../tests/setup/sources'

import { ENTRY_TEXTS, PROGRAMME_PARTS, type ProgrammePart } from './ProgrammeTexts'

/** The client parts a list entry and the event page's buttons render, and the namespace each reads. */
const ENTRY_PARTS = [
  ['src/features/programme/ui/EventEntry.tsx', 'programme'],
  ['src/features/programme/ui/FavouriteButton.tsx', 'programme'],
  ['src/features/programme/ui/AccessFeatures.tsx', 'programme'],
  ['src/features/booking/ui/BookingButton.tsx', 'booking'],
  ['src/features/booking/ui/AvailabilityNote.tsx', 'booking'],
] as const

/** The message keys a component reads with `t('key'…)` or `t(\`key.${…}\`)` (the first segment). */
function keysRead(source: string): string[] {
  return [...source.matchAll(/\bt\((?:'([A-Za-z_]+)[.']|`([A-Za-z_]+)\.)/g)].map((match) => match[1] ?? match[2] ?? '')
}

describe('ProgrammeTexts entries', () => {
  it.each(ENTRY_PARTS)('gives %s every key it reads', (path, namespace) => {
    const keys = keysRead(readFileSync(path, 'utf8'))
    expect(keys.length).toBeGreaterThan(0)
    const given: readonly string[] = ENTRY_TEXTS[namespace]
    expect(keys.filter((key) => !given.includes(key))).toEqual([])
  })

  it('reads the keys of the entry parts from the programme texts', () => {
    expect(keysRead("t('tickets') t(`accessBadges.${feature}`) t('few')")).toEqual(['tickets', 'accessBadges', 'few'])
    for (const key of ENTRY_TEXTS.programme) expect(programme.de).toHaveProperty(key)
  })
})

const ui = (name: string) => `src/features/programme/ui/${name}.tsx`
const ENTRY_READERS = ['EventEntry', 'FavouriteButton', 'AccessFeatures'].map(ui)

/** The client components of each view that read the programme's texts. */
const READERS: Record<ProgrammePart, string[]> = {
  entries: ENTRY_READERS,
  programme: [ui('ProgrammeBrowser'), ui('FilterBar'), ...ENTRY_READERS],
  productions: [ui('ProductionsBrowser')],
  favourites: [ui('FavouritesPlan'), ...ENTRY_READERS],
}
/** The overlay brings the programme's texts with its own lazy code (EventOverlayWithTexts). */
const OWN_TEXTS = [ui('EventOverlay')]

const KEYS = Object.keys(programme.de)

/**
 * The programme texts a source asks `t(…)` for: every quoted key in its arguments (so
 * `t(a ? 'x' : 'y')` counts), the keys of a table it looks up (`t(LABEL[key])`), and for
 * `t(\`prefix${…}\`)` every key with that prefix (or, for `key.${…}`, that key).
 */
function textsNamed(source: string): string[] {
  const named = new Set<string>()
  for (const [, args = ''] of source.matchAll(/\bt\(((?:[^()]|\([^()]*\))*)\)/g)) {
    for (const [, word = ''] of args.matchAll(/['"`]([A-Za-z_]+)['"`]/g)) if (KEYS.includes(word)) named.add(word)
    for (const [, prefix = ''] of args.matchAll(/^`([A-Za-z_.]*)\$\{/g)) {
      for (const key of prefix.endsWith('.') ? [prefix.slice(0, -1)] : KEYS.filter((candidate) => candidate.startsWith(prefix)))
        named.add(key)
    }
    for (const [, table = ''] of args.matchAll(/^([A-Z_]+)\[/g)) {
      const body = new RegExp(`const ${table} = \\{([^}]*)\\}`).exec(source)?.[1] ?? ''
      for (const [, word = ''] of body.matchAll(/:\s*'([A-Za-z_]+)'/g)) named.add(word)
    }
  }
  return [...named]
}

describe('ProgrammeTexts for each view', () => {
  it('knows every client component that reads the programme’s texts', () => {
    const readers = sourcesUnder('src')
      .filter(([, source]) => source.includes("useTranslations('programme')"))
      .map(([path]) => path)
    expect(readers.sort()).toEqual([...new Set([...Object.values(READERS).flat(), ...OWN_TEXTS])].sort())
  })

  const cases = (Object.keys(READERS) as ProgrammePart[]).flatMap((part) => READERS[part].map((path) => [part, path] as const))
  it.each(cases)('gives the %s view every text %s names', (part, path) => {
    const given: readonly string[] = PROGRAMME_PARTS[part]
    const named = textsNamed(readFileSync(path, 'utf8'))
    expect(named.length).toBeGreaterThan(0)
    expect(named.filter((key) => !given.includes(key))).toEqual([])
  })

  it('finds the texts a source names, and a text its view lacks', () => {
    const source =
      "const LABEL = { a: 'playsOn' } as const; t(count === 1 ? 'resultsOne' : 'resultsMany') t(`filter_${key}`) t(`accessBadges.${feature}`) t(LABEL[key]) if (kind === 'access')"
    expect(textsNamed(source).sort()).toEqual([
      'accessBadges',
      'filter_access',
      'filter_genre',
      'filter_room',
      'filter_series',
      'filter_tag',
      'filter_type',
      'playsOn',
      'resultsMany',
      'resultsOne',
    ])
    const given: readonly string[] = PROGRAMME_PARTS.programme
    expect(given).not.toContain('favouritesIntro')
    for (const part of Object.values(PROGRAMME_PARTS)) for (const key of part) expect(programme.de).toHaveProperty(key)
  })
})
