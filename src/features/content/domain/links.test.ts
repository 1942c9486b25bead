import { describe, expect, it } from 'vitest'

import { isExternalLink, linkTarget } from './links'

describe('isExternalLink (SPEC §5)', () => {
  it.each(['/de/programm', '/en', '/', '/de/artists?x=1#top'])('%s is internal', (href) => {
    expect(isExternalLink(href)).toBe(false)
  })
  it.each(['https://example.org', 'http://example.org/x', '//cdn.example.org/a', 'mailto:info@example.org', 'tel:+49341000000', '#anker', 'programm'])(
    '%s is external',
    (href) => {
      expect(isExternalLink(href)).toBe(true)
    },
  )
  it('treats files and the media path as external in the editor only', () => {
    for (const href of ['/files/plan.PDF', '/bilder/a.webp?v=2', '/cms-api/media/file/x']) {
      expect(isExternalLink(href)).toBe(false)
      expect(isExternalLink(href, { editor: true })).toBe(true)
    }
    expect(isExternalLink('/de/programm', { editor: true })).toBe(false)
  })
})

describe('linkTarget', () => {
  it('opens external links in a new tab with noopener', () => {
    expect(linkTarget('https://example.org')).toEqual({ target: '_blank', rel: 'noopener noreferrer' })
    expect(linkTarget('/de')).toEqual({})
  })
})
