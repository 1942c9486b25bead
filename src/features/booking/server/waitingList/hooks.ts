// No 'server-only' guard: the Payload config imports these hooks, and the command-line scripts
// (migrate, seed) load that config outside Next.js; the server layer is loaded when a hook runs.

import type { CollectionAfterDeleteHook, CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

const OPEN_OFFER = 'waitingListOpenOffer'

/** Before an entry goes: its open offer's cart and performance (the cart token is a field nobody reads through the API). */
const noteOpenOffer: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const entry = await req.payload.findByID({ collection: 'waiting-list', id, depth: 0, overrideAccess: true, req })
  // An accepted offer's cart is the visitor's now (it may hold more): it stays theirs.
  if (entry.status === 'offered' && entry.offer_cart) req.context[`${OPEN_OFFER}:${id}`] = { cart: entry.offer_cart, event: entry.event }
}

/**
 * An entry the box office removes (on request) gives back the seats of its open offer at once and
 * passes them to the next in line: they stayed held until the offer's time for someone no longer
 * on the list.
 */
const releaseOpenOffer: CollectionAfterDeleteHook = async ({ id, req }) => {
  const offer = req.context[`${OPEN_OFFER}:${id}`]
  if (typeof offer !== 'object' || offer === null || !('cart' in offer) || typeof offer.cart !== 'string') return
  const { ticketingProvider } = await import('../../providers/registry')
  const { offerLater } = await import('./offers')
  await ticketingProvider(req.payload).release(offer.cart)
  if ('event' in offer && typeof offer.event === 'number') offerLater(req.payload, [offer.event])
}

/** The waiting list's collection with an open offer following its entry's removal (wired in the composition root). */
export function waitingListFollows(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      beforeDelete: [...(hooks.beforeDelete ?? []), noteOpenOffer],
      afterDelete: [...(hooks.afterDelete ?? []), releaseOpenOffer],
    },
  }
}
