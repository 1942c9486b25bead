import { gatherSubscriptions } from '@/features/booking/domain/subscription'

/** A cart line as the server prepared it for the screen (texts already in the visitor's language). */
export type ShownLine = {
  id: number
  title: string
  when: string
  where: string
  seatGroup: string
  priceName: string
  timeslot: string | null
  quantity: number
  unitPrice: string
  lineTotal: string
  /** The line's total in cents (a subscription's entry adds its holds' shares). */
  lineCents: number
  live: boolean
  /** When the hold runs (or ran) out, ISO. */
  expiresAt: string
  /** The series subscription this hold is one performance of, or null. */
  subscription: { key: string; name: string } | null
}

/** What the basket shows: a line of tickets, or a series subscription with its performances as one entry (issue 46). */
export type CartEntry =
  | { kind: 'line'; line: ShownLine }
  | { kind: 'subscription'; key: string; name: string; lines: ShownLine[]; totalCents: number; seatGroups: string[] }

/** The basket's entries in the order of their first line: a subscription's holds gathered into one. */
export function cartEntries(lines: readonly ShownLine[]): CartEntry[] {
  return gatherSubscriptions(lines, (line) => line.subscription?.key ?? null).map((entry) => {
    const [first] = entry.items
    if (entry.key === null) return { kind: 'line', line: first }
    return {
      kind: 'subscription',
      key: entry.key,
      name: first?.subscription?.name ?? '',
      lines: entry.items,
      totalCents: entry.items.reduce((sum, line) => sum + line.lineCents, 0),
      seatGroups: [...new Set(entry.items.map((line) => line.seatGroup))],
    }
  })
}
