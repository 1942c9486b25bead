import { describe, expect, it } from 'vitest'

import { cartEntries, type ShownLine } from './cartLines'

const line = (id: number, subscription: ShownLine['subscription'], seatGroup = 'Parkett', lineCents = 1000): ShownLine => ({
  id,
  title: `Vorstellung ${id}`,
  when: 'Fr 4.12., 19:30',
  where: '',
  seatGroup,
  priceName: 'Vollpreis',
  timeslot: null,
  quantity: 1,
  unitPrice: '10,00 €',
  lineTotal: '10,00 €',
  lineCents,
  live: true,
  expiresAt: '2026-12-01T10:00:00.000Z',
  subscription,
})

describe('cartEntries', () => {
  it('shows a subscription’s holds as one entry with its total and seat groups, in the place of its first line', () => {
    const abo = { key: 'k1', name: 'Erstaufführungen' }
    const entries = cartEntries([line(1, null), line(2, abo, 'Parkett', 3334), line(3, null), line(4, abo, 'Freie Platzwahl', 3333)])
    expect(entries.map((entry) => entry.kind)).toEqual(['line', 'subscription', 'line'])
    const bundle = entries[1]
    expect(bundle).toMatchObject({
      kind: 'subscription',
      key: 'k1',
      name: 'Erstaufführungen',
      totalCents: 6667,
      seatGroups: ['Parkett', 'Freie Platzwahl'],
    })
    expect(bundle?.kind === 'subscription' ? bundle.lines.map((entry) => entry.id) : []).toEqual([2, 4])
  })

  it('keeps two subscriptions of one series apart', () => {
    const entries = cartEntries([line(1, { key: 'a', name: 'X' }), line(2, { key: 'b', name: 'X' })])
    expect(entries).toHaveLength(2)
  })
})
