import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { sourcesUnder } from '../../../../tests/setup/sources'

import { PROGRAMME_PARTS, type ProgrammePart } from './ProgrammeTexts'

const ui = (name: string) => `src/features/programme/ui/${name}.tsx`
/** The client parts of a list entry and of the event page's buttons. */
const ENTRY_READERS = ['EventEntry', 'FavouriteButton', 'AccessFeatures'].map(ui)
const BOOKING_ENTRY = ['src/features/booking/ui/BookingButton.tsx', 'src/features/booking/ui/AvailabilityNote.tsx']

/** The client components of each view that read the programme's texts. */
const READERS: Record<ProgrammePart, string[]> = {
  entries: ENTRY_READERS,
  programme: [ui('ProgrammeBrowser'), ui('FilterBar'), ui('AvailableDays'), ...ENTRY_READERS],
  productions: [ui('ProductionsBrowser')],
  favourites: [ui('FavouritesPlan'), ...ENTRY_READERS],
}
/** The overlay brings the programme's texts with its own lazy code (EventOverlayWithTexts). */
const OWN_TEXTS = [ui('EventOverlay')]

/** The message groups a source reads: `useTranslations('programme.entry')` → 'programme.entry'. */
function groupsRead(source: string): string[] {
  return [...source.matchAll(/useTranslations\('([A-Za-z.]+)'\)/g)].map(([, name = '']) => name)
}

describe('ProgrammeTexts for each view', () => {
  it('knows every client component that reads the programme’s texts', () => {
    const readers = sourcesUnder('src')
      .filter(([, source]) => groupsRead(source).some((name) => name === 'programme' || name.startsWith('programme.')))
      .map(([path]) => path)
    expect(readers.sort()).toEqual([...new Set([...Object.values(READERS).flat(), ...OWN_TEXTS])].sort())
  })

  const cases = (Object.keys(READERS) as ProgrammePart[]).flatMap((part) => READERS[part].map((path) => [part, path] as const))
  it.each(cases)('gives the %s view every group %s reads', (part, path) => {
    // A browser's next pages show the loading note: every view but the bare entries carries it.
    const given = [...PROGRAMME_PARTS[part].map((group) => `programme.${group}`), ...(part === 'entries' ? [] : ['loading'])]
    const read = groupsRead(readFileSync(path, 'utf8'))
    expect(read.length).toBeGreaterThan(0)
    // A whole-namespace reader would need texts no view ships.
    expect(read.filter((name) => !given.includes(name))).toEqual([])
  })

  it.each(BOOKING_ENTRY)('gives %s the entries’ booking texts', (path) => {
    expect(groupsRead(readFileSync(path, 'utf8'))).toEqual(['booking.entry'])
  })

  it('finds the groups a source reads, and a group its view lacks', () => {
    const source = "const t = useTranslations('programme.list')\nconst browse = useTranslations('programme.browse')"
    expect(groupsRead(source)).toEqual(['programme.list', 'programme.browse'])
    const favourites: readonly string[] = PROGRAMME_PARTS.favourites
    expect(favourites).not.toContain('filters')
  })
})
