/**
 * Series subscriptions (issue 46): a series sold as one package, one seat at every performance of
 * it still ahead, at a package price the back office sets. The rules here are pure; the provider
 * holds the seats (providers/builtin/subscriptions.ts).
 */

/** A package of one performance is a ticket: a subscription needs at least two performances ahead. */
export const SUBSCRIPTION_MIN_PERFORMANCES = 2

/**
 * The package price split over its performances in whole cents, so each hold carries its share
 * (a cancelled performance refunds exactly its share) and the shares add up to the price: the
 * first performances take the odd cents.
 */
export function splitPackage(priceCents: number, parts: number): number[] {
  if (!Number.isInteger(priceCents) || priceCents < 0) throw new RangeError('a package price is whole cents, not negative')
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError('a package has at least one part')
  const share = Math.floor(priceCents / parts)
  const odd = priceCents - share * parts
  return Array.from({ length: parts }, (_, index) => share + (index < odd ? 1 : 0))
}

type Group = { id: number; name: string; open: boolean }

/**
 * The seat group a subscription takes at one performance, from its groups in their order: the one
 * the back office named (its German name, in any case and spacing), else the first. Null when that
 * group is not on sale: the package cannot be sold then, rather than quietly moving the buyer to
 * another group.
 */
export function subscriptionGroup<G extends Group>(groups: readonly G[], wanted: string | null | undefined): G | null {
  const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de')
  const named = wanted && wanted.trim() !== '' ? groups.find((group) => key(group.name) === key(wanted)) : undefined
  const chosen = named ?? groups[0]
  return chosen && chosen.open ? chosen : null
}

/** An entry of a list that gathers subscriptions: one item bought singly, or a subscription's items together. */
export type Gathered<T> = { key: null; items: [T] } | { key: string; items: T[] }

/**
 * Items in their order, each subscription's gathered into one entry at the place of its first item
 * (a basket's holds, an order's lines, its tickets): the one grouping every view of a subscription
 * shares.
 */
export function gatherSubscriptions<T>(items: readonly T[], keyOf: (item: T) => string | null): Gathered<T>[] {
  const entries: Gathered<T>[] = []
  const bundles = new Map<string, T[]>()
  for (const item of items) {
    const key = keyOf(item)
    if (key === null) {
      entries.push({ key: null, items: [item] })
      continue
    }
    const bundle = bundles.get(key)
    if (bundle) bundle.push(item)
    else {
      const fresh = [item]
      bundles.set(key, fresh)
      entries.push({ key, items: fresh })
    }
  }
  return entries
}

/** An order's tickets as its pages show them: the ones bought singly, and each subscription's together, in their order. */
export function bySubscription<T extends { subscription: string | null }>(
  tickets: readonly T[],
): { single: T[]; bundles: Map<string, T[]> } {
  const entries = gatherSubscriptions(tickets, (ticket) => ticket.subscription)
  return {
    single: entries.flatMap((entry) => (entry.key === null ? entry.items : [])),
    bundles: new Map(entries.flatMap((entry) => (entry.key === null ? [] : [[entry.key, entry.items] as const]))),
  }
}
