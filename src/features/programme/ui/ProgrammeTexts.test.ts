import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import programme from '@/i18n/messages/programme.json'

import { isClientModule, sourcesUnder } from '../../../../tests/setup/sources'

import { ENTRY_TEXTS, SERVER_ONLY_PROGRAMME } from './ProgrammeTexts'

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

/** Every client module of the site's features, and the programme's parts they render (no directive of their own). */
function clientSources(): string[] {
  const rendered = ['EventEntry', 'AccessFeatures', 'EventDayList', 'ProgrammeTeaser', 'ListPicture'].map((name) => readFileSync(`src/features/programme/ui/${name}.tsx`, 'utf8'))
  return [...sourcesUnder('src/features').map(([, source]) => source).filter(isClientModule), ...rendered]
}

describe('ProgrammeTexts for the browsers', () => {
  it('leaves out only texts no client component reads', () => {
    const sources = clientSources()
    expect(sources.length).toBeGreaterThan(20)
    const read = SERVER_ONLY_PROGRAMME.filter((key) => sources.some((source) => new RegExp(`['"\`]${key}['"\`.]`).test(source)))
    expect(read).toEqual([])
  })

  it('finds a text a client component reads', () => {
    expect(clientSources().some((source) => source.includes("t('favourite')"))).toBe(true)
  })
})
