import 'server-only'

import type { Payload } from 'payload'

import { syncLater } from '@/features/booking/server/availabilitySync'
import { offerLater } from '@/features/booking/server/waitingList/offers'
import { ticketingProvider } from '@/features/booking/providers/registry'

import { buyerMatch, type DataSubject, formEntryIds, waitingListIds } from './subject'

/**
 * Erasure (DSGVO Art. 17, issue 46, decision 038): what the site holds about a data subject goes,
 * except what tax law keeps (the orders, reduced to what their invoice needs). Each step can be run
 * again: a request that broke off halfway finishes on the next try.
 */
export type Erasure = { ordersReduced: number; ordersCancelled: number; formEntries: number; files: number; waitingList: number }

/** Form entries by id, with the files uploaded with them (deleting an upload's document deletes its file). */
export async function deleteFormEntries(payload: Payload, ids: readonly number[]): Promise<{ entries: number; files: number }> {
  if (ids.length === 0) return { entries: 0, files: 0 }
  const found = await payload.find({
    collection: 'form-entries',
    where: { id: { in: [...ids] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { files: true },
  })
  const files = found.docs.flatMap((entry) => (entry.files ?? []).map((file) => (typeof file === 'number' ? file : file.id)))
  await payload.delete({ collection: 'form-entries', where: { id: { in: [...ids] } }, overrideAccess: true })
  if (files.length > 0) await payload.delete({ collection: 'temp-files', where: { id: { in: files } }, overrideAccess: true })
  return { entries: found.docs.length, files: files.length }
}

/** Everything but the account itself: orders reduced, form entries and waiting-list entries deleted. */
export async function erasePersonalData(payload: Payload, subject: DataSubject, now = new Date()): Promise<Erasure> {
  // The waiting list first: the seats the erasure gives back must not be offered to the subject's own entries.
  const waiting = await waitingListIds(payload, subject)
  // Through Payload, so an entry's open offer lets its seats go (the waiting list's hooks).
  if (waiting.length > 0) await payload.delete({ collection: 'waiting-list', where: { id: { in: waiting } }, overrideAccess: true })
  const sale = await ticketingProvider(payload).eraseBuyer(buyerMatch(subject), now)
  for (const eventId of sale.performances) syncLater(payload, eventId)
  // Seats an erasure gave back go to the waiting lists first, like any returned seats (decision 037).
  offerLater(payload, sale.performances)
  const forms = await deleteFormEntries(payload, await formEntryIds(payload, subject))
  return {
    ordersReduced: sale.reduced,
    ordersCancelled: sale.cancelled,
    formEntries: forms.entries,
    files: forms.files,
    waitingList: waiting.length,
  }
}

/**
 * What an account still holds in credit (decision 039), counting the credit its unpaid orders took
 * (their erasure cancels them and gives it back) and what is paid out but not yet transferred: an
 * account with any is not deleted, since the credit is its holder's money (and a transfer needs to
 * know whom to pay).
 */
export async function creditLeft(payload: Payload, customerId: number): Promise<number> {
  const { balanceCents, inUnpaidOrdersCents, payingOutCents } = await ticketingProvider(payload).creditBalance(customerId)
  return balanceCents + inUnpaidOrdersCents + payingOutCents
}

/**
 * Deletes a customer's account: their data as above, then the account (its favourites, calendar
 * subscription and sessions with it, so every log-in of it stops at once).
 */
export async function deleteAccount(payload: Payload, customerId: number, now = new Date()): Promise<Erasure & { email: string }> {
  const customer = await payload.findByID({ collection: 'customers', id: customerId, depth: 0, overrideAccess: true })
  const erased = await erasePersonalData(payload, { customerId, email: customer.email }, now)
  // Only the address the account proved: an unconfirmed new one (pending_email) could be anyone's.
  await payload.delete({ collection: 'customers', id: customerId, overrideAccess: true })
  return { ...erased, email: customer.email }
}
