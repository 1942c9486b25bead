import { describe, expect, it } from 'vitest'

import { isExternalLink, isSafeHref, linkTarget, MEDIA_PATH } from './links'

describe('isExternalLink (SPEC §5)', () => {
  it.each(['/de/programm', '/en', '/', '/de/artists?x=1#top', '/de/bilder-galerie'])('%s is internal', (href) => {
    expect(isExternalLink(href)).toBe(false)
  })

  it.each([
    'https://example.org',
    'http://example.org/x',
    'HTTPS://EXAMPLE.ORG',
    '//cdn.example.org/a',
    '/\\evil.example/a',
    'mailto:info@example.org',
    'tel:+49341000000',
    '#anker',
    '?page=2',
    'programm',
    '',
  ])('%s is external', (href) => {
    expect(isExternalLink(href)).toBe(true)
  })

  it.each([
    '/files/plan.pdf',
    '/files/plan.PDF',
    '/bilder/a.webp?v=2',
    '/bilder/a.avif#x',
    '/bilder/a.jpg',
    '/bilder/a.JPEG',
    '/bilder/a.png',
    '/bilder/a.gif',
    '/bilder/logo.svg',
    `${MEDIA_PATH}file/x`,
    `${MEDIA_PATH}file/plakat`,
  ])('%s is external in the editor only', (href) => {
    expect(isExternalLink(href)).toBe(false)
    expect(isExternalLink(href, { editor: true })).toBe(true)
  })

  it.each([
    '/de/programm',
    '/de/pdf-archiv',
    '/de/programm?datei=plan.pdf',
    '/de/programm#plan.png',
    '/cms-api/pages/1',
    '/de/bilder.html',
  ])('%s stays internal in the editor', (href) => {
    expect(isExternalLink(href, { editor: true })).toBe(false)
  })

  it('keeps externals external in the editor', () => {
    expect(isExternalLink('https://example.org/a.pdf', { editor: true })).toBe(true)
    expect(isExternalLink('//cdn.example.org/a', { editor: true })).toBe(true)
  })

  it('exports the media path', () => {
    expect(MEDIA_PATH).toBe('/cms-api/media/')
  })
})

describe('linkTarget', () => {
  it('opens external links in a new tab with noopener', () => {
    expect(linkTarget('https://example.org')).toEqual({ target: '_blank', rel: 'noopener noreferrer' })
    expect(linkTarget('mailto:info@example.org')).toEqual({ target: '_blank', rel: 'noopener noreferrer' })
  })
  it('adds nothing to internal links', () => {
    expect(linkTarget('/de')).toEqual({})
    expect(linkTarget('/bilder/a.png')).toEqual({})
  })
  it('keeps a jump to an anchor of the same page in this tab', () => {
    expect(linkTarget('#bilder')).toEqual({})
  })
  it('follows the editor rule when asked', () => {
    expect(linkTarget('/bilder/a.png', { editor: true })).toEqual({ target: '_blank', rel: 'noopener noreferrer' })
  })
  it('gives each caller its own object', () => {
    const first = linkTarget('https://example.org')
    const second = linkTarget('https://example.org')
    expect(first).not.toBe(second)
  })
})

describe('isSafeHref', () => {
  it.each([
    '/de/programm',
    '#anker',
    '?seite=2',
    'https://example.org',
    'http://example.org/x?y=1',
    ' https://example.org ',
    'mailto:info@example.org',
    'tel:+49 341 000000',
  ])('accepts %s', (href) => {
    expect(isSafeHref(href)).toBe(true)
  })

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    // A protocol-relative address leaves the site (issue 23): written as https:// it is fine.
    '//cdn.example.org/a',
    '/\\evil.example',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://example.org/file',
    'file:///etc/passwd',
    'programm',
    'www.example.org',
    'https://',
    'mailto:',
  ])('refuses %s', (href) => {
    expect(isSafeHref(href)).toBe(false)
  })
})
