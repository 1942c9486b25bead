import 'server-only'

import type { Payload } from 'payload'

import { ticketingProvider } from '@/features/booking/providers/registry'
import type { Locale } from '@/i18n/locales'

import { buyerMatch, type DataSubject, formEntryIds, waitingListIds } from './subject'

/** The subject of a request by e-mail address: with the account of that address, when there is one. */
export async function subjectByEmail(payload: Payload, email: string): Promise<DataSubject> {
  const normalised = email.trim().toLowerCase()
  const found = await payload.find({
    collection: 'customers',
    where: { email: { equals: normalised } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { email: true },
  })
  return { customerId: found.docs[0]?.id ?? null, email: normalised }
}

/** What the site holds about an address, counted, for the office's overview before it exports or erases. */
export async function requestOverview(payload: Payload, subject: DataSubject, locale: Locale) {
  const [orders, forms, waiting] = await Promise.all([
    ticketingProvider(payload).buyerOrders(buyerMatch(subject), locale),
    formEntryIds(payload, subject),
    waitingListIds(payload, subject),
  ])
  return {
    account: subject.customerId !== null,
    orders: orders.length,
    ordersWithPersonalData: orders.filter((order) => !order.personalDataErased).length,
    formEntries: forms.length,
    waitingList: waiting.length,
  }
}
