import 'server-only'

import { cookies, headers } from 'next/headers'
import { cache } from 'react'

import { formatCents } from '@/features/booking/domain/money'
import type { CartDetail, CartLine } from '@/features/booking/provider'
import { isCartToken } from '@/features/booking/providers/builtin/engine'
import { ticketingProvider } from '@/features/booking/providers/registry'
import { CART_COOKIE } from '@/features/booking/server/cartRoutes'
import { ticketWhen } from '@/features/booking/domain/when'
import { requestCustomer } from '@/lib/auth/identity'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/cms/client'

import type { ShownLine } from '../domain/cartLines'

/** The visitor's cart (the httpOnly cookie names it), or null when there is none. */
export async function visitorCart(locale: Locale): Promise<CartDetail | null> {
  const token = (await cookies()).get(CART_COOKIE)?.value
  if (!isCartToken(token)) return null
  return ticketingProvider(await getPayloadClient()).cart(token, locale)
}

/** A cart line with its texts in the visitor's language, for the screen. */
export function shownLine(line: CartLine, locale: Locale): ShownLine {
  return {
    id: line.reservationId,
    title: line.title,
    when: ticketWhen(line.dateStart, locale, line.timeslot),
    where: [line.venue, line.room].filter(Boolean).join(' · '),
    seatGroup: line.seatGroup,
    priceName: line.priceName,
    timeslot: line.timeslot,
    quantity: line.quantity,
    unitPrice: formatCents(line.unitCents, locale),
    lineTotal: formatCents(line.unitCents * line.quantity, locale),
    lineCents: line.unitCents * line.quantity,
    live: line.live,
    expiresAt: line.expiresAt.toISOString(),
    subscription: line.subscription ? { key: line.subscription.key, name: line.subscription.name } : null,
  }
}

/** The logged-in customer (the shop's header, the checkout's details), or null: read once per request. */
export const visitorCustomer = cache(async () => {
  const payload = await getPayloadClient()
  return requestCustomer(payload, await headers())
})
