import { describe, expect, it } from 'vitest'

import { pagedList, parsePaging } from './paging'

describe('pagedList (DESIGN §5)', () => {
  const url = new URL('http://internal:3900/de/api/events/?room=3&page=2&page_size=10')

  it('links the pages before and after with the same query, relative to the site', () => {
    expect(pagedList(url, 2, 10, 25, ['x'])).toEqual({
      count: 25,
      next: '/de/api/events/?room=3&page=3&page_size=10',
      previous: '/de/api/events/?room=3&page=1&page_size=10',
      results: ['x'],
    })
  })

  it('has no previous on the first page and no next on the last', () => {
    expect(pagedList(url, 1, 10, 10, []).previous).toBeNull()
    expect(pagedList(url, 1, 10, 10, []).next).toBeNull()
    expect(pagedList(url, 3, 10, 25, []).next).toBeNull()
  })

  it('points a page past the end back at the last page', () => {
    expect(pagedList(url, 9, 10, 25, []).previous).toBe('/de/api/events/?room=3&page=3&page_size=10')
    expect(pagedList(url, 2, 10, 0, []).previous).toBe('/de/api/events/?room=3&page=1&page_size=10')
  })
})

describe('parsePaging', () => {
  const parse = (query: string) => parsePaging(new URLSearchParams(query), 10, 50)

  it('takes the defaults for absent or empty values', () => {
    expect(parse('')).toEqual({ page: 1, pageSize: 10 })
    expect(parse('page=&page_size=')).toEqual({ page: 1, pageSize: 10 })
    expect(parse('page=3&page_size=50')).toEqual({ page: 3, pageSize: 50 })
  })

  it('refuses what is not a whole number in range', () => {
    for (const query of ['page=0', 'page=-1', 'page=1.5', 'page=abc', 'page=1e309', 'page_size=51', 'page_size=0', 'page=9999999']) {
      expect(parse(query), query).toBeNull()
    }
  })
})
