import { describe, expect, it } from 'vitest'

import { programmeRequest } from './address'
import type { Locale } from '@/i18n/locales'

const request = (path: string, query = '', locale: Locale = 'de') => programmeRequest(locale, path, new URLSearchParams(query))

describe('programme addresses at the proxy (SPEC §2, §5)', () => {
  it('a bad date or a non-numeric filter value goes to the clean list, saying why', () => {
    expect(request('/de/programm', 'date=31-02-2026')).toEqual({
      kind: 'redirect',
      location: '/de/programm',
      problem: 'date: not a date (DD-MM-YYYY)',
    })
    expect(request('/en/programme', 'genre=dance', 'en')).toMatchObject({ kind: 'redirect', location: '/en/programme' })
    expect(request('/de/programm', 'room=1&page=zwei')).toMatchObject({
      kind: 'redirect',
      location: '/de/programm',
      problem: 'page: not a page number',
    })
  })

  it('page N of the unfiltered list is served by its static page; the first page and filtered lists render as they are', () => {
    expect(request('/de/programm', 'page=2')).toEqual({ kind: 'rewrite', pathname: '/de/programme_pages/2' })
    expect(request('/en/programme', 'page=12', 'en')).toEqual({ kind: 'rewrite', pathname: '/en/programme_pages/12' })
    expect(request('/de/programm', 'page=1')).toEqual({ kind: 'continue' })
    expect(request('/de/programm', 'genre=3&page=2')).toEqual({ kind: 'continue' })
    expect(request('/de/programm', 'genre=3&date=27-11-2026&overlay=true')).toEqual({ kind: 'continue' })
  })

  it('the productions list likewise, by its own filters', () => {
    expect(request('/de/produktionen', 'page=3')).toEqual({ kind: 'rewrite', pathname: '/de/productions_pages/3' })
    expect(request('/en/productions', 'season=x', 'en')).toMatchObject({
      kind: 'redirect',
      location: '/en/productions',
      problem: 'season: not an id',
    })
    expect(request('/de/produktionen', 'genre=x')).toEqual({ kind: 'continue' })
    expect(request('/de/produktionen', 'season=1&page=2')).toEqual({ kind: 'continue' })
  })

  it('other paths are not the lists’ business', () => {
    expect(request('/de/programm/hochwasser/3', 'date=x')).toEqual({ kind: 'continue' })
    expect(request('/en/programm', 'genre=x', 'en')).toEqual({ kind: 'continue' })
  })
})
