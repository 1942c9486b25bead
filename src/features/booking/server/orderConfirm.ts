import 'server-only'

import type { Payload } from 'payload'

import type { ConfirmOrderResult } from '../provider'
import { ticketingProvider } from '../providers/registry'
import { afterAnswer, syncLater } from './availabilitySync'
import { sendConfirmation } from './orderMail'

/**
 * A guest confirms their order by the link mailed to them (decision 031): the order's tickets are
 * written, and after the answer they are mailed in the language the buyer ordered in and the
 * performances' availability follows.
 */
export async function confirmGuestOrder(payload: Payload, secret: string, now = new Date()): Promise<ConfirmOrderResult> {
  const provider = ticketingProvider(payload)
  const result = await provider.confirmOrder(secret, now)
  if (result.ok && result.value.confirmed) {
    const { number, accessKey } = result.value
    afterAnswer(async () => {
      const order = await provider.getOrder(number, accessKey, 'de')
      if (!order) return
      for (const eventId of new Set(order.tickets.map((ticket) => ticket.eventId))) syncLater(payload, eventId)
      const inTheirLanguage = order.locale === 'de' ? order : await provider.getOrder(number, accessKey, order.locale)
      if (inTheirLanguage) await sendConfirmation(payload, inTheirLanguage)
    })
  }
  return result
}
