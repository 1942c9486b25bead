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
  const entries: CartEntry[] = []
  for (const line of lines) {
    const bundle = line.subscription
    if (!bundle) {
      entries.push({ kind: 'line', line })
      continue
    }
    const same = entries.find((entry) => entry.kind === 'subscription' && entry.key === bundle.key)
    if (same?.kind === 'subscription') {
      same.lines.push(line)
      same.totalCents += line.lineCents
      if (!same.seatGroups.includes(line.seatGroup)) same.seatGroups.push(line.seatGroup)
    } else
      entries.push({
        kind: 'subscription',
        key: bundle.key,
        name: bundle.name,
        lines: [line],
        totalCents: line.lineCents,
        seatGroups: [line.seatGroup],
      })
  }
  return entries
}
