import { describe, expect, it } from 'vitest'

import { parseArticleFilters } from './filters'

describe('magazine list query', () => {
  it('reads category and tag ids', () => {
    expect(parseArticleFilters(new URLSearchParams('category=3&page=2'))).toEqual({ ok: true, filters: { category: 3, tag: null } })
    expect(parseArticleFilters(new URLSearchParams('tag=12&category='))).toEqual({ ok: true, filters: { category: null, tag: 12 } })
  })

  it('refuses anything else with the key named', () => {
    expect(parseArticleFilters(new URLSearchParams('category=abc'))).toEqual({ ok: false, problem: 'category: must be an id' })
    expect(parseArticleFilters(new URLSearchParams('tag=-1'))).toEqual({ ok: false, problem: 'tag: must be an id' })
  })
})
