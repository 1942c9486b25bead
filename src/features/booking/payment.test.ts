import { describe, expect, it } from 'vitest'

import { invoiceOpenFor, offeredMethods, paymentProvider } from './payment'

const bank = { accountHolder: 'Festival gGmbH', iban: 'DE89 3704 0044 0532 0130 00', bic: '', bankName: '' }
const now = new Date('2026-12-01T10:00:00Z')
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000)

describe('payment by invoice', () => {
  it('is open only while the first performance is more than the set days away', () => {
    expect(invoiceOpenFor(inDays(8), now, 7)).toBe(true)
    expect(invoiceOpenFor(inDays(7), now, 7)).toBe(false)
    expect(invoiceOpenFor(inDays(1), now, 7)).toBe(false)
    expect(invoiceOpenFor(inDays(0.5), now, 0)).toBe(true)
    expect(invoiceOpenFor(null, now, 0)).toBe(false)
  })

  it('is offered with the festival’s account and time for the transfer, and refused otherwise', async () => {
    expect(offeredMethods(bank, true)).toEqual(['box_office', 'invoice'])
    expect(offeredMethods(bank, false)).toEqual(['box_office'])
    expect(offeredMethods(null, true)).toEqual(['box_office'])
    const intent = { method: 'invoice', totalCents: 2900, locale: 'de', bank } as const
    expect(await paymentProvider('invoice').begin({ ...intent, invoiceOpen: true })).toMatchObject({ ok: true })
    expect(await paymentProvider('invoice').begin({ ...intent, invoiceOpen: false })).toEqual({ ok: false, error: 'unavailable' })
    expect(await paymentProvider('box_office').begin({ ...intent, method: 'box_office', invoiceOpen: false })).toMatchObject({ ok: true })
  })
})
