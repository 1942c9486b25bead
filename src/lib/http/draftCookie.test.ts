import { describe, expect, it } from 'vitest'

import { draftCookieMatches } from './draftCookie'

describe('the draft-mode cookie', () => {
  it('counts only when it holds this build’s id', () => {
    expect(draftCookieMatches('abc', 'abc')).toBe(true)
    expect(draftCookieMatches('old-build', 'abc')).toBe(false)
    expect(draftCookieMatches(undefined, 'abc')).toBe(false)
  })

  it('counts by its presence when the build’s id is unknown (development)', () => {
    expect(draftCookieMatches('anything', null)).toBe(true)
    expect(draftCookieMatches('', null)).toBe(false)
  })
})
