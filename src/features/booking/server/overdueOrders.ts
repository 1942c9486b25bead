import 'server-only'

import type { Payload } from 'payload'

import { ticketingProvider } from '../providers/registry'
import { syncLater } from './availabilitySync'

/**
 * Cancels the invoice orders that stayed unpaid past their deadline while their performance is
 * still ahead, so their seats go back on sale (fair sale), and lets the performances' classes
 * follow. Run by the job queue (src/cms/jobs/cancelOverdueOrders.ts); answers how many
 * performances got seats back.
 */
export async function cancelOverdueOrders(payload: Payload, now = new Date()): Promise<number> {
  const events = await ticketingProvider(payload).cancelOverdue(now)
  for (const eventId of events) syncLater(payload, eventId)
  return events.length
}
