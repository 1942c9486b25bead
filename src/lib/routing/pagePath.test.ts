import { describe, expect, it } from 'vitest'

import { localizedPagePath, pagePath } from './pagePath'

describe('pagePath', () => {
  it('is / for the home page whatever its slug', () => {
    expect(pagePath({ isHome: true, slug: 'start' })).toBe('/')
  })
  it('is /slug for a top-level page', () => {
    expect(pagePath({ isHome: false, slug: 'impressum' })).toBe('/impressum')
  })
  it('joins the parent path and the slug', () => {
    expect(pagePath({ isHome: false, slug: 'anfahrt', parentPath: '/besuch' })).toBe('/besuch/anfahrt')
  })
  it('treats the home page as parent like no parent', () => {
    expect(pagePath({ isHome: false, slug: 'festival', parentPath: '/' })).toBe('/festival')
  })
  it('refuses a non-home page without slug', () => {
    expect(() => pagePath({ isHome: false, slug: '' })).toThrow('needs a slug')
  })
})

describe('localizedPagePath', () => {
  it('prefixes the locale and drops the home page slash', () => {
    expect(localizedPagePath('de', '/')).toBe('/de')
    expect(localizedPagePath('en', '/visit/directions')).toBe('/en/visit/directions')
  })
})
