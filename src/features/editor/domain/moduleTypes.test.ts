import { describe, expect, it } from 'vitest'

import { modulePathName, slugOfPathName } from './moduleTypes'

describe('module types in editor paths', () => {
  const slugs = ['headline', 'fullTeaser', 'faqItem', 'teaserList']

  it('names a block by its slug in lower case and reads it back, with the toolbar’s faq', () => {
    expect(modulePathName('fullTeaser')).toBe('fullteaser')
    expect(slugOfPathName('fullteaser', slugs)).toBe('fullTeaser')
    expect(slugOfPathName('TeaserList', slugs)).toBe('teaserList')
    expect(slugOfPathName('faq', slugs)).toBe('faqItem')
  })

  it('knows nothing else', () => {
    expect(slugOfPathName('section', slugs)).toBeNull()
    expect(slugOfPathName('../users', slugs)).toBeNull()
  })
})
