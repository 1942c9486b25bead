import { describe, expect, it } from 'vitest'

import { admitsAt, currentTickets, type DeviceTicket, keepTickets, readTickets, ticketOver } from './deviceTickets'

const ticket = (code: string, starts: string, extra: Partial<DeviceTicket> = {}): DeviceTicket => ({
  code,
  order: 'FDK-2026-000123',
  title: 'Hochwasser',
  starts_at: starts,
  ends_at: null,
  timeslot: null,
  where: 'Schauspielhaus · Große Bühne',
  seat: 'Parkett · Regulär',
  holder: 'Ada Muster',
  unpaid: false,
  account: null,
  ...extra,
})
const A = 'AAAA-AAAA-AAAA-AAAA-AAAA'
const B = 'BBBB-BBBB-BBBB-BBBB-BBBB'
const C = 'CCCC-CCCC-CCCC-CCCC-CCCC'
const now = new Date('2026-07-01T20:00:00.000Z')

describe('the tickets kept on a device', () => {
  it('reads only well-formed tickets from what the device stored', () => {
    const good = ticket(A, '2026-07-02T18:00:00.000Z')
    expect(
      readTickets(
        JSON.stringify([
          good,
          { ...good, code: 'kurz' },
          { ...good, code: 'AAAA-AAAA-AAAA-AAAA-AAAI' },
          { ...good, code: B, starts_at: 'morgen' },
          7,
          null,
        ]),
      ),
    ).toEqual([good])
    expect(readTickets('{kaputt')).toEqual([])
    expect(readTickets(null)).toEqual([])
  })

  it('a performance is over at its end, or two hours after the ticket admits without one', () => {
    expect(ticketOver(ticket(A, '2026-07-01T18:00:00.000Z'), now)).toBe(true)
    expect(ticketOver(ticket(A, '2026-07-01T18:30:00.000Z'), now)).toBe(false)
    expect(ticketOver(ticket(A, '2026-07-01T10:00:00.000Z', { ends_at: '2026-07-01T22:00:00.000Z' }), now)).toBe(false)
    // An exhibition opening at 10:00 Berlin time (08:00 UTC in summer) with a 21:30 timeslot admits at 19:30 UTC.
    expect(admitsAt(ticket(A, '2026-07-01T08:00:00.000Z', { timeslot: '21:30' }))).toEqual(new Date('2026-07-01T19:30:00.000Z'))
    expect(ticketOver(ticket(A, '2026-07-01T08:00:00.000Z', { timeslot: '21:30' }), now)).toBe(false)
  })

  it('a profile keeps its own account’s tickets and the confirmations’, not another account’s', () => {
    const kept = [ticket(A, '2026-07-03T18:00:00.000Z', { account: 'ada@example.org' }), ticket(B, '2026-07-03T18:00:00.000Z')]
    const shown = [ticket(C, '2026-07-04T18:00:00.000Z', { account: 'bea@example.org' })]
    expect(keepTickets(kept, shown, [], now, 'bea@example.org').map((entry) => entry.code)).toEqual([B, C])
    expect(keepTickets(kept, [], [], now).map((entry) => entry.code)).toEqual([A, B])
  })

  it('adds what a page showed, replaces the same code, drops the cancelled and the past, in the order they admit', () => {
    const kept = [ticket(A, '2026-07-03T18:00:00.000Z'), ticket(B, '2026-07-01T12:00:00.000Z')]
    const shown = [ticket(A, '2026-07-03T18:00:00.000Z', { unpaid: true }), ticket(C, '2026-07-02T18:00:00.000Z')]
    const result = keepTickets(kept, shown, [], now)
    expect(result.map((entry) => entry.code)).toEqual([C, A])
    expect(result[1]?.unpaid).toBe(true)
    expect(keepTickets(result, [], [C], now).map((entry) => entry.code)).toEqual([A])
    expect(currentTickets(result, new Date('2026-07-10T00:00:00.000Z'))).toEqual([])
  })
})
