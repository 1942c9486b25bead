import { describe, expect, it } from 'vitest'

import { isEmail } from './email'

describe('isEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isEmail('besucherin@festival.example')).toBe(true)
    expect(isEmail(' a.b+c@sub.example.org ')).toBe(true)
  })
  it('refuses what cannot be an address', () => {
    for (const bad of ['', 'a', 'a@b', 'a b@c.de', '@c.de', 'a@@c.de']) expect(isEmail(bad), bad).toBe(false)
  })
})
