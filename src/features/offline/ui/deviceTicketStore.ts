import { callUrl } from '@/api/client'
import { DEVICE_TICKETS_KEY, onDeviceTicketsForgotten } from '@/lib/browser/deviceTickets'

import { currentTickets, type DeviceTicket, keepTickets, readTickets } from '../domain/deviceTickets'
import { CACHE_NAMES } from '../domain/requests'

const qrUrl = (code: string) => callUrl('ticketQr', { path: { code } })

/** The stored text, or null when there is none or storage is refused (private mode). */
function storedText(): string | null {
  try {
    return window.localStorage.getItem(DEVICE_TICKETS_KEY)
  } catch {
    return null
  }
}

function stored(): DeviceTicket[] {
  return readTickets(storedText())
}

function store(tickets: readonly DeviceTicket[]): void {
  try {
    if (tickets.length === 0) window.localStorage.removeItem(DEVICE_TICKETS_KEY)
    else window.localStorage.setItem(DEVICE_TICKETS_KEY, JSON.stringify(tickets))
  } catch {
    // Storage full or refused (private mode): the tickets still show online.
  }
  listeners.forEach((listener) => listener())
}

/** The QR codes of the kept tickets, in the cache the service worker answers them from; the others go. */
async function keepQrCodes(tickets: readonly DeviceTicket[]): Promise<void> {
  if (typeof caches === 'undefined') return
  const cache = await caches.open(CACHE_NAMES.tickets)
  const wanted = new Set(tickets.map((ticket) => new URL(qrUrl(ticket.code), window.location.origin).href))
  for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request)
  for (const url of wanted) if (!(await cache.match(url))) await cache.add(url)
}

const listeners = new Set<() => void>()
let snapshot: { raw: string | null; tickets: DeviceTicket[] } | null = null

/** Follows the device's tickets (this tab's changes and other tabs'), for useSyncExternalStore. */
export function subscribeDeviceTickets(onChange: () => void): () => void {
  listeners.add(onChange)
  window.addEventListener('storage', onChange)
  const stopForgotten = onDeviceTicketsForgotten(onChange)
  return () => {
    listeners.delete(onChange)
    window.removeEventListener('storage', onChange)
    stopForgotten()
  }
}

/** The tickets on this device whose performance is not over, the same array while nothing changed. */
export function deviceTicketsSnapshot(): DeviceTicket[] {
  const raw = storedText()
  if (snapshot?.raw !== raw) snapshot = { raw, tickets: currentTickets(readTickets(raw), new Date()) }
  return snapshot.tickets
}

/**
 * Keeps the tickets a page showed (confirmation, profile) on this device, with their QR codes; the
 * ones whose performance is over go (with theirs), and on a profile those of another account.
 */
export async function keepOnDevice(
  shown: readonly DeviceTicket[],
  cancelled: readonly string[],
  account: string | null = null,
): Promise<void> {
  const tickets = keepTickets(stored(), shown, cancelled, new Date(), account)
  store(tickets)
  await keepQrCodes(tickets)
}
