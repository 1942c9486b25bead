import { describe, expect, it } from 'vitest'

import { normaliseEmail } from './buyer'

describe('normaliseEmail: one buyer, however the address is spelt', () => {
  it('takes case, spaces and a +tag as the same mailbox', () => {
    for (const spelling of ['Ada@Example.org', ' ada@example.org ', 'ADA+sale1@example.org', 'ada+2@EXAMPLE.ORG'])
      expect(normaliseEmail(spelling), spelling).toBe('ada@example.org')
  })

  it('drops the dots Gmail ignores, and googlemail.com is gmail.com', () => {
    for (const spelling of ['a.d.a@gmail.com', 'Ada@googlemail.com', 'a.da+x@GoogleMail.com'])
      expect(normaliseEmail(spelling), spelling).toBe('ada@gmail.com')
  })

  it('keeps the dots other services count, and different mailboxes apart', () => {
    expect(normaliseEmail('a.da@example.org')).toBe('a.da@example.org')
    expect(normaliseEmail('ada@example.org')).not.toBe(normaliseEmail('ada@example.com'))
    expect(normaliseEmail('+ada@example.org')).toBe('+ada@example.org')
  })
})
