import { describe, expect, it } from 'vitest'

import { readCookie } from './cookies'

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('cartAmount', 'a=1; cartAmount=3; b=x')).toBe('3')
    expect(readCookie('n', 'n=J%C3%BCrgen')).toBe('Jürgen')
    expect(readCookie('n', 'n=%E0%A4%A')).toBe('%E0%A4%A')
  })
  it('does not match a cookie whose name only ends the same', () => {
    expect(readCookie('amount', 'cartAmount=3')).toBeNull()
    expect(readCookie('x', '')).toBeNull()
  })
  it('takes the first of two cookies of one name (the browser sends the more specific path first)', () => {
    expect(readCookie('a', 'a=1; a=2')).toBe('1')
  })
})
