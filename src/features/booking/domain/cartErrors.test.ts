import { describe, expect, it } from 'vitest'

import { cartFailureOf, isReportable } from './cartErrors'

describe('cart failures', () => {
  it('names -214 and -204', () => {
    expect(cartFailureOf(-214)).toEqual({ kind: 'notEnoughSeats', code: -214 })
    expect(cartFailureOf('-204')).toEqual({ kind: 'noReservation', code: -204 })
  })

  it('names the fair-sale cap, -215', () => {
    expect(cartFailureOf(-215)).toEqual({ kind: 'limitReached', code: -215 })
  })

  it('shows any other numeric code as a code', () => {
    expect(cartFailureOf(-101)).toEqual({ kind: 'code', code: -101 })
    expect(cartFailureOf('429')).toEqual({ kind: 'code', code: 429 })
  })

  it('has no code for anything else', () => {
    for (const value of [undefined, null, 'oops', 1.5, {}]) expect(cartFailureOf(value)).toEqual({ kind: 'unknown' })
  })
})

describe('which cart failures go to error tracking', () => {
  it('reports answers nobody expected, not the refusals the visitor is told about nor a lost connection', () => {
    expect(isReportable(cartFailureOf(500))).toBe(true)
    expect(isReportable(cartFailureOf(400))).toBe(true)
    expect(isReportable(cartFailureOf(-999))).toBe(true)
    expect(isReportable(cartFailureOf(undefined))).toBe(true)
    expect(isReportable(cartFailureOf(-214))).toBe(false)
    expect(isReportable(cartFailureOf(-204))).toBe(false)
    expect(isReportable(cartFailureOf(-215))).toBe(false)
    expect(isReportable(cartFailureOf(429))).toBe(false)
    expect(isReportable(cartFailureOf(0))).toBe(false)
  })
})
