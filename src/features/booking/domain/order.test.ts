import { describe, expect, it } from 'vitest'

import {
  buyerErrors,
  readBuyer,
  newAccessKey,
  newTicketCode,
  normaliseTicketCode,
  orderNumber,
  ORDER_NUMBER_PATTERN,
  TICKET_CODE_PATTERN,
  ACCESS_KEY_PATTERN,
} from './order'

const buyer = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.org',
  street: 'Hauptstr. 1',
  postal_code: '10115',
  city: 'Berlin',
  country: 'Deutschland',
  payment: 'invoice',
  terms: true,
}

describe('order rules', () => {
  it('numbers an order by its cart', () => {
    expect(orderNumber(42, 2026)).toBe('FDK-2026-000042')
    expect(orderNumber(1234567, 2027)).toBe('FDK-2027-1234567')
    expect(ORDER_NUMBER_PATTERN.test(orderNumber(7, 2026))).toBe(true)
  })

  it('makes ticket codes of 20 base-32 characters in groups of four, all different', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newTicketCode()))
    expect(codes.size).toBe(2000)
    for (const code of codes) expect(code).toMatch(TICKET_CODE_PATTERN)
    expect(newTicketCode(() => new Uint8Array(20))).toBe('0000-0000-0000-0000-0000')
  })

  it('reads a typed code forgivingly, and refuses what is not one', () => {
    expect(normaliseTicketCode('abcd efgh jkmn pqrs tvwx')).toBe('ABCD-EFGH-JKMN-PQRS-TVWX')
    expect(normaliseTicketCode('oooo-iiii-llll-0000-1111')).toBe('0000-1111-1111-0000-1111')
    expect(normaliseTicketCode('ABCD-EFGH')).toBeNull()
    expect(normaliseTicketCode("ABCD-EFGH-JKMN-PQRS-TVW'")).toBeNull()
  })

  it('makes access keys of 32 URL-safe characters', () => {
    expect(newAccessKey()).toMatch(ACCESS_KEY_PATTERN)
  })

  it('accepts complete buyer details and names each missing or wrong field', () => {
    expect(buyerErrors(buyer)).toEqual({})
    expect(buyerErrors({ ...buyer, first_name: '  ', email: 'ada@', terms: false, payment: 'bitcoin' })).toEqual({
      first_name: 'required',
      email: 'invalidEmail',
      terms: 'terms',
      payment: 'required',
    })
    expect(buyerErrors({ ...buyer, city: 'x'.repeat(101) })).toEqual({ city: 'tooLong' })
    expect(buyerErrors({})).toMatchObject({ first_name: 'required', email: 'invalidEmail', terms: 'terms' })
  })

  it('keeps the buyer details trimmed, and refuses control characters and overlong addresses', () => {
    const read = readBuyer({ ...buyer, first_name: '  Ada ', email: ' ada@example.org  ', extra: 'dropped' })
    expect(read).toEqual({ ok: true, buyer: { ...buyer, first_name: 'Ada', email: 'ada@example.org' } })
    expect(buyerErrors({ ...buyer, street: 'Hauptstr.\u0007 1' })).toEqual({ street: 'required' })
    expect(buyerErrors({ ...buyer, email: `${'a'.repeat(250)}@example.org` })).toEqual({ email: 'tooLong' })
    expect(buyerErrors({ ...buyer, terms: 'true' })).toEqual({ terms: 'terms' })
  })

  it('takes the e-mail addresses a mail server delivers to, and names the others', () => {
    for (const email of ['ada@example.org', 'Ada.Lovelace+tickets@mail.example.co.uk', "o'neil@example.ie", 'a@b.cd'])
      expect(buyerErrors({ ...buyer, email }), email).toEqual({})
    for (const email of [
      'ada@example',
      'ada..x@example.org',
      "ada'@example.org",
      'ada@-example.org',
      'ada@example.o',
      '@example.org',
      'ada @example.org',
      'ada@@example.org',
      '',
      7,
    ])
      expect(buyerErrors({ ...buyer, email }), String(email)).toEqual({ email: 'invalidEmail' })
  })

  it('reads anything that is no form as a form with every field missing', () => {
    for (const input of [null, 'text', [], 42]) expect(Object.keys(buyerErrors(input)).sort()).toEqual(Object.keys(buyer).sort())
  })
})
