import { describe, expect, it } from 'vitest'

import { anchorId, anchorScrollTop } from './anchorScroll'

describe('anchor scrolling (SPEC §2)', () => {
  it('reads the id from a hash', () => {
    expect(anchorId('#faq')).toBe('faq')
    expect(anchorId('#%C3%9Cber%20uns')).toBe('Über uns')
    expect(anchorId('#%E0%A4%A')).toBe('%E0%A4%A')
    expect(anchorId('#')).toBeNull()
    expect(anchorId('')).toBeNull()
  })

  it('leaves 130 px for the header and skips moves under 5 px', () => {
    expect(anchorScrollTop(800, 0)).toBe(670)
    expect(anchorScrollTop(-200, 1000)).toBe(670)
    expect(anchorScrollTop(50, 0)).toBeNull()
    expect(anchorScrollTop(133, 0)).toBeNull()
    expect(anchorScrollTop(140, 0)).toBe(10)
  })
})
