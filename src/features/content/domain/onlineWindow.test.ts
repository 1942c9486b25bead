import { describe, expect, it } from 'vitest'

import { isOnline } from './onlineWindow'

const at = (iso: string) => new Date(iso)

describe('isOnline', () => {
  it('is online without bounds', () => {
    expect(isOnline({}, at('2026-11-22T12:00:00Z'))).toBe(true)
    expect(isOnline({ online_from: null, online_to: null }, at('2026-11-22T12:00:00Z'))).toBe(true)
  })
  it('includes the start and excludes the end instant', () => {
    const window = { online_from: '2026-11-22T10:00:00.000Z', online_to: '2026-11-23T10:00:00.000Z' }
    expect(isOnline(window, at('2026-11-22T09:59:59Z'))).toBe(false)
    expect(isOnline(window, at('2026-11-22T10:00:00Z'))).toBe(true)
    expect(isOnline(window, at('2026-11-23T09:59:59Z'))).toBe(true)
    expect(isOnline(window, at('2026-11-23T10:00:00Z'))).toBe(false)
  })
  it('reads a plain date as midnight in Berlin, winter and summer', () => {
    expect(isOnline({ online_from: '2026-12-01' }, at('2026-11-30T22:59:00Z'))).toBe(false)
    expect(isOnline({ online_from: '2026-12-01' }, at('2026-11-30T23:00:00Z'))).toBe(true)
    expect(isOnline({ online_to: '2026-07-01' }, at('2026-06-30T21:59:00Z'))).toBe(true)
    expect(isOnline({ online_to: '2026-07-01' }, at('2026-06-30T22:00:00Z'))).toBe(false)
  })
  it('handles the days clocks change', () => {
    expect(isOnline({ online_from: '2026-03-29' }, at('2026-03-28T23:00:00Z'))).toBe(true)
    expect(isOnline({ online_from: '2026-10-25' }, at('2026-10-24T21:59:00Z'))).toBe(false)
    expect(isOnline({ online_from: '2026-10-25' }, at('2026-10-24T22:00:00Z'))).toBe(true)
  })
})
