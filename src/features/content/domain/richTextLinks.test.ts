import { describe, expect, it } from 'vitest'

import { internalLinkHref } from './richTextLinks'

describe('internalLinkHref', () => {
  it('links a populated page or document in the page’s language', () => {
    expect(internalLinkHref({ linkType: 'internal', doc: { relationTo: 'pages', value: { id: 3, path: '/besuch/anfahrt' } } }, 'de')).toBe(
      '/de/besuch/anfahrt',
    )
    expect(internalLinkHref({ linkType: 'internal', doc: { relationTo: 'events', value: { id: 4, slug: 'tides' } } }, 'en')).toBe(
      '/en/programme/tides/4',
    )
  })

  it('gives no address for a missing, unpopulated or unknown document', () => {
    expect(internalLinkHref({ linkType: 'internal', doc: null }, 'de')).toBeNull()
    expect(internalLinkHref({ linkType: 'internal', doc: { relationTo: 'pages', value: 3 } }, 'de')).toBeNull()
    expect(internalLinkHref({ linkType: 'internal', doc: { relationTo: 'users', value: { id: 1 } } }, 'de')).toBeNull()
  })
})
