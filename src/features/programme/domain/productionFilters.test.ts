import { describe, expect, it } from 'vitest'

import { fromIsoDay, isoDay, NO_PRODUCTION_FILTERS, parseProductionFilters, productionFiltersToParams } from './productionFilters'

describe('productions filter (SPEC §3)', () => {
  it('reads season, exhibition_type, tag and date from an address and writes them back', () => {
    const parsed = parseProductionFilters(new URLSearchParams('season=2&tag=5&date=27-11-2026&page=3&x=1'))
    expect(parsed).toEqual({ ok: true, filters: { season: 2, exhibition_type: null, tag: 5, date: { year: 2026, month: 11, day: 27 } } })
    if (parsed.ok) expect(productionFiltersToParams(parsed.filters).toString()).toBe('season=2&tag=5&date=27-11-2026')
    expect(productionFiltersToParams(NO_PRODUCTION_FILTERS).toString()).toBe('')
  })

  it('names the problem of a bad value', () => {
    expect(parseProductionFilters(new URLSearchParams('season=eins'))).toEqual({ ok: false, problem: 'season: not an id' })
    expect(parseProductionFilters(new URLSearchParams('date=2026-11-27'))).toEqual({ ok: false, problem: 'date: not a date (DD-MM-YYYY)' })
  })

  it('converts a date input’s value both ways, refusing days that do not exist', () => {
    expect(fromIsoDay('2026-11-27')).toEqual({ year: 2026, month: 11, day: 27 })
    expect(fromIsoDay('2026-02-30')).toBeNull()
    expect(fromIsoDay('')).toBeNull()
    expect(isoDay({ year: 2026, month: 3, day: 9 })).toBe('2026-03-09')
    expect(isoDay(null)).toBe('')
  })
})
