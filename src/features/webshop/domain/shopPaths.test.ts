import { describe, expect, it } from 'vitest'

import { shopScreen } from './shopPaths'

describe('the web shop’s screens and the provider pages that map back (SPEC §2)', () => {
  it('names its own screens', () => {
    expect(shopScreen([])).toEqual({ kind: 'home' })
    expect(shopScreen(['cart'])).toEqual({ kind: 'cart' })
    expect(shopScreen(['checkout'])).toEqual({ kind: 'checkout' })
    expect(shopScreen(['vouchers'])).toEqual({ kind: 'vouchers' })
    expect(shopScreen(['Gutscheine'])).toEqual({ kind: 'vouchers' })
    expect(shopScreen(['vouchers', 'x'])).toEqual({ kind: 'unknown' })
    expect(shopScreen(['orders', 'FDK-2026-000004', 'k'.repeat(32)])).toEqual({
      kind: 'order',
      number: 'FDK-2026-000004',
      accessKey: 'k'.repeat(32),
    })
    expect(shopScreen(['account', 'login'])).toEqual({ kind: 'login' })
    expect(shopScreen(['account', 'verify', 'abc'])).toEqual({ kind: 'verify', token: 'abc' })
    expect(shopScreen(['account', 'confirm-email', 'abc'])).toEqual({ kind: 'confirmEmail', token: 'abc' })
    expect(shopScreen(['account', 'reset', 'abc'])).toEqual({ kind: 'reset', token: 'abc' })
  })

  it('maps the provider’s event list, item groups and series back to the programme, magazine and series', () => {
    expect(shopScreen(['events'])).toEqual({ kind: 'programme' })
    expect(shopScreen(['events', 'JET-1001'])).toEqual({ kind: 'event', jetId: 'JET-1001' })
    expect(shopScreen(['events', 'a b'])).toEqual({ kind: 'programme' })
    expect(shopScreen(['eventlist', '2026'])).toEqual({ kind: 'programme' })
    expect(shopScreen(['itemgroup', '12'])).toEqual({ kind: 'magazine' })
    expect(shopScreen(['series', '7'])).toEqual({ kind: 'series', id: 7 })
    expect(shopScreen(['subscription'])).toEqual({ kind: 'series', id: null })
  })

  it('knows nothing else', () => {
    expect(shopScreen(['cart', 'x'])).toEqual({ kind: 'unknown' })
    expect(shopScreen(['account'])).toEqual({ kind: 'unknown' })
    expect(shopScreen(['orders', 'x'])).toEqual({ kind: 'unknown' })
    expect(shopScreen(['orders', 'confirm', 'c'.repeat(32)])).toEqual({ kind: 'confirmOrder', token: 'c'.repeat(32) })
    expect(shopScreen(['events', 'JET-1', 'waiting-list'])).toEqual({ kind: 'waitlistJoin', jetId: 'JET-1' })
    expect(shopScreen(['waiting-list', '12', 's'.repeat(32)])).toEqual({ kind: 'waitlistEntry', id: 12, secret: 's'.repeat(32) })
    expect(shopScreen(['waiting-list', '0', 's'.repeat(32)])).toEqual({ kind: 'unknown' })
    // Past an integer column: not found, never a database error.
    expect(shopScreen(['waiting-list', '9999999999', 's'.repeat(32)])).toEqual({ kind: 'unknown' })
    expect(shopScreen(['waiting-list', '12'])).toEqual({ kind: 'unknown' })
    expect(shopScreen(['orders', 'confirm'])).toEqual({ kind: 'unknown' })
    expect(shopScreen(['nope'])).toEqual({ kind: 'unknown' })
  })
})
