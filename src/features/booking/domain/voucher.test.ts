import { describe, expect, it } from 'vitest'

import { normaliseTicketCode } from './ticketCode'
import {
  newVoucherCode,
  normaliseVoucherCode,
  sellsVouchers,
  VOUCHER_CODE_PATTERN,
  voucherAmountError,
  balanceCovers,
  voucherExpiry,
  voucherState,
} from './voucher'

const offer = { amounts: [2500, 5000], free: { minCents: 1000, maxCents: 30000 } }

describe('gift vouchers', () => {
  it('makes codes of 16 base-32 characters, all different, that no ticket code reads as', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newVoucherCode()))
    expect(codes.size).toBe(2000)
    for (const code of codes) {
      expect(code).toMatch(VOUCHER_CODE_PATTERN)
      expect(normaliseTicketCode(code)).toBeNull()
    }
  })

  it('reads a typed code forgivingly and refuses a ticket code', () => {
    expect(normaliseVoucherCode(' abcd efgh jkmn pqrs ')).toBe('ABCD-EFGH-JKMN-PQRS')
    expect(normaliseVoucherCode('oooo-iiii-llll-0000')).toBe('0000-1111-1111-0000')
    expect(normaliseVoucherCode('ABCD-EFGH-JKMN-PQRS-TVWX')).toBeNull()
    expect(normaliseVoucherCode('ABCD-EFGH-JKMN-PQR!')).toBeNull()
  })

  it('stays valid three years from the end of the year it was bought in (Berlin time)', () => {
    // Bought on New Year's Eve shortly before midnight in Berlin (23:30 UTC is already 2027 there).
    expect(voucherExpiry(new Date('2026-12-31T22:30:00Z')).toISOString()).toBe('2029-12-31T23:00:00.000Z')
    expect(voucherExpiry(new Date('2026-12-31T23:30:00Z')).toISOString()).toBe('2030-12-31T23:00:00.000Z')
    expect(voucherExpiry(new Date('2026-06-15T10:00:00Z')).toISOString()).toBe('2029-12-31T23:00:00.000Z')
  })

  it('sells the fixed amounts and whole-euro free amounts within the limits', () => {
    expect(voucherAmountError(2500, offer)).toBeNull()
    expect(voucherAmountError(1200, offer)).toBeNull()
    expect(voucherAmountError(1250, offer)).toBe('voucherAmountRange')
    expect(voucherAmountError(900, offer)).toBe('voucherAmountRange')
    expect(voucherAmountError(30100, offer)).toBe('voucherAmountRange')
    expect(voucherAmountError(0, offer)).toBe('voucherAmount')
    expect(voucherAmountError(12.5, offer)).toBe('voucherAmount')
    expect(voucherAmountError(1200, { amounts: [2500], free: null })).toBe('voucherAmount')
    expect(sellsVouchers({ amounts: [], free: null })).toBe(false)
    expect(sellsVouchers(offer)).toBe(true)
  })

  it('pays what is owed up to what is left on the code', () => {
    expect(balanceCovers(5000, 3200)).toBe(3200)
    expect(balanceCovers(1800, 3200)).toBe(1800)
    expect(balanceCovers(0, 3200)).toBe(0)
  })

  it('pays only once its own order is paid, until it expires, while something is left', () => {
    const now = new Date('2027-03-01T12:00:00Z')
    const voucher = { balanceCents: 1000, expiresAt: new Date('2029-12-31T23:00:00Z'), paid: true, cancelled: false }
    expect(voucherState(voucher, now)).toBe('usable')
    expect(voucherState({ ...voucher, paid: false }, now)).toBe('unpaid')
    expect(voucherState({ ...voucher, balanceCents: 0 }, now)).toBe('spent')
    expect(voucherState(voucher, new Date('2029-12-31T23:00:00Z'))).toBe('expired')
    expect(voucherState({ ...voucher, cancelled: true }, now)).toBe('cancelled')
  })
})
