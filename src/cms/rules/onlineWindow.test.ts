import { describe, expect, it } from 'vitest'

import { isOnline, isWindowOrdered, windowBound } from './onlineWindow'

const at = (iso: string) => new Date(iso)

describe('isOnline', () => {
  it('is online without bounds', () => {
    expect(isOnline({}, at('2026-11-22T12:00:00Z'))).toBe(true)
    expect(isOnline({ online_from: null, online_to: null }, at('2026-11-22T12:00:00Z'))).toBe(true)
    expect(isOnline({ online_from: '', online_to: '' }, at('2026-11-22T12:00:00Z'))).toBe(true)
  })

  it('includes the start and excludes the end instant', () => {
    const window = { online_from: '2026-11-22T10:00:00.000Z', online_to: '2026-11-23T10:00:00.000Z' }
    expect(isOnline(window, at('2026-11-22T09:59:59.999Z'))).toBe(false)
    expect(isOnline(window, at('2026-11-22T10:00:00Z'))).toBe(true)
    expect(isOnline(window, at('2026-11-23T09:59:59.999Z'))).toBe(true)
    expect(isOnline(window, at('2026-11-23T10:00:00Z'))).toBe(false)
  })

  it('treats a missing bound as open on that side', () => {
    expect(isOnline({ online_from: '2026-11-22T10:00:00Z' }, at('2030-01-01T00:00:00Z'))).toBe(true)
    expect(isOnline({ online_to: '2026-11-22T10:00:00Z' }, at('2000-01-01T00:00:00Z'))).toBe(true)
  })

  it('compares an ISO instant with an offset as that instant', () => {
    const window = { online_from: '2026-03-29T03:00:00+02:00' }
    expect(isOnline(window, at('2026-03-29T00:59:59Z'))).toBe(false)
    expect(isOnline(window, at('2026-03-29T01:00:00Z'))).toBe(true)
  })

  it('reads a plain date as midnight in Berlin, winter and summer', () => {
    expect(isOnline({ online_from: '2026-12-01' }, at('2026-11-30T22:59:59Z'))).toBe(false)
    expect(isOnline({ online_from: '2026-12-01' }, at('2026-11-30T23:00:00Z'))).toBe(true)
    expect(isOnline({ online_to: '2026-07-01' }, at('2026-06-30T21:59:59Z'))).toBe(true)
    expect(isOnline({ online_to: '2026-07-01' }, at('2026-06-30T22:00:00Z'))).toBe(false)
  })

  describe('on the spring switch day (2026-03-29, 02:00 CET becomes 03:00 CEST)', () => {
    it('starts the day at 23:00 UTC before, still winter time', () => {
      expect(isOnline({ online_from: '2026-03-29' }, at('2026-03-28T22:59:59Z'))).toBe(false)
      expect(isOnline({ online_from: '2026-03-29' }, at('2026-03-28T23:00:00Z'))).toBe(true)
    })
    it('ends the day at 22:00 UTC, summer time: a 23-hour day', () => {
      const day = { online_from: '2026-03-29', online_to: '2026-03-30' }
      expect(isOnline(day, at('2026-03-29T21:59:59Z'))).toBe(true)
      expect(isOnline(day, at('2026-03-29T22:00:00Z'))).toBe(false)
    })
    it('reads a zoneless time after the switch with the summer offset', () => {
      expect(isOnline({ online_from: '2026-03-29T12:00' }, at('2026-03-29T09:59:59Z'))).toBe(false)
      expect(isOnline({ online_from: '2026-03-29T12:00' }, at('2026-03-29T10:00:00Z'))).toBe(true)
    })
  })

  describe('on the autumn switch day (2026-10-25, 03:00 CEST becomes 02:00 CET)', () => {
    it('starts the day at 22:00 UTC before, still summer time', () => {
      expect(isOnline({ online_from: '2026-10-25' }, at('2026-10-24T21:59:59Z'))).toBe(false)
      expect(isOnline({ online_from: '2026-10-25' }, at('2026-10-24T22:00:00Z'))).toBe(true)
    })
    it('ends the day at 23:00 UTC, winter time: a 25-hour day', () => {
      const day = { online_from: '2026-10-25', online_to: '2026-10-26' }
      expect(isOnline(day, at('2026-10-25T22:59:59Z'))).toBe(true)
      expect(isOnline(day, at('2026-10-25T23:00:00Z'))).toBe(false)
    })
    it('reads a zoneless time after the switch with the winter offset', () => {
      expect(isOnline({ online_to: '2026-10-25T12:00' }, at('2026-10-25T10:59:59Z'))).toBe(true)
      expect(isOnline({ online_to: '2026-10-25T12:00' }, at('2026-10-25T11:00:00Z'))).toBe(false)
    })
  })

  it('keeps an item with an unreadable bound offline', () => {
    expect(isOnline({ online_from: 'bald' }, at('2026-11-22T12:00:00Z'))).toBe(false)
    expect(isOnline({ online_to: '2026-02-30' }, at('2026-01-01T12:00:00Z'))).toBe(false)
  })
})

describe('windowBound', () => {
  it.each([
    ['2026-01-15', '2026-01-14T23:00:00.000Z'],
    ['2026-07-15', '2026-07-14T22:00:00.000Z'],
    [' 2026-07-15 ', '2026-07-14T22:00:00.000Z'],
    ['2026-07-15T19:30', '2026-07-15T17:30:00.000Z'],
    ['2026-07-15T19:30:15', '2026-07-15T17:30:15.000Z'],
    ['2026-01-15 19:30', '2026-01-15T18:30:00.000Z'],
    ['2026-07-15T19:30:00.000Z', '2026-07-15T19:30:00.000Z'],
    ['2026-07-15T19:30:00+02:00', '2026-07-15T17:30:00.000Z'],
  ])('reads %s as %s', (value, iso) => {
    expect(windowBound(value)?.toISOString()).toBe(iso)
  })

  it.each(['', 'morgen', '2026-02-30', '2026-13-01', '2026-00-10', '2026-07-15T24:00', '2026-07-15T19:60'])('refuses %s', (value) => {
    expect(windowBound(value)).toBeNull()
  })
})

describe('isWindowOrdered', () => {
  it('accepts open and ordered windows', () => {
    expect(isWindowOrdered({})).toBe(true)
    expect(isWindowOrdered({ online_from: '2026-11-22' })).toBe(true)
    expect(isWindowOrdered({ online_from: '2026-11-22', online_to: '2026-11-23' })).toBe(true)
  })
  it('refuses an end before or at the start', () => {
    expect(isWindowOrdered({ online_from: '2026-11-22', online_to: '2026-11-22' })).toBe(false)
    expect(isWindowOrdered({ online_from: '2026-11-23T10:00:00Z', online_to: '2026-11-22T10:00:00Z' })).toBe(false)
  })
})
