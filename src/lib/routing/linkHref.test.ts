import { describe, expect, it } from 'vitest'

import { linkHref } from './linkHref'

describe('linkHref', () => {
  it('links an internal page by its localised path', () => {
    expect(linkHref('en', { path: '/about/visit' }, 'https://example.org')).toBe('/en/about/visit')
    expect(linkHref('de', { path: '/' })).toBe('/de')
  })
  it('falls back to the typed address', () => {
    expect(linkHref('de', null, ' https://example.org/ ')).toBe('https://example.org/')
    expect(linkHref('de', 12, '#anker')).toBe('#anker')
  })
  it('is null without a target', () => {
    expect(linkHref('de', undefined, '')).toBeNull()
  })
})
