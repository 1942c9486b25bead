/**
 * Where this device keeps the visitor's tickets: local storage (no cookie, never sent to the server)
 * and, for their QR codes, a cache the service worker answers from. It sits below the features
 * because two of them forget the tickets: the site's account menu on log-out, and the offline
 * feature that keeps them.
 */
export const DEVICE_TICKETS_KEY = 'festival-tickets'
export const DEVICE_TICKETS_CACHE = 'festival-tickets'

const FORGOTTEN = 'festival-tickets-forgotten'

/** Removes every ticket and QR code from this device (log-out, or the visitor asks). */
export async function forgetDeviceTickets(): Promise<void> {
  try {
    window.localStorage.removeItem(DEVICE_TICKETS_KEY)
  } catch {
    // Storage refused (private mode): nothing was kept.
  }
  window.dispatchEvent(new Event(FORGOTTEN))
  if (typeof caches !== 'undefined') await caches.delete(DEVICE_TICKETS_CACHE)
}

/** Calls `listener` when this tab forgets the tickets; returns the unsubscribe. */
export function onDeviceTicketsForgotten(listener: () => void): () => void {
  window.addEventListener(FORGOTTEN, listener)
  return () => window.removeEventListener(FORGOTTEN, listener)
}
