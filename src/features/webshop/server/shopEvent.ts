import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

/** The public performance a shop address names by its ticketing id, with what its heading shows; null when there is none. */
export async function findShopEvent(payload: Payload, locale: Locale, jetId: string) {
  const found = await payload.find({
    collection: 'events',
    locale,
    where: { id_jet: { equals: jetId } },
    depth: 1,
    limit: 1,
    select: { title: true, date_start: true, venue: true, room: true },
    overrideAccess: false,
    draft: false,
  })
  return found.docs[0] ?? null
}
