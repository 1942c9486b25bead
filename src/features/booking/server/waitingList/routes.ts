import 'server-only'

import { z } from 'zod'

import { endpoint } from '@/api/endpoint'
import { refusal, reply, withResult } from '@/api/replies'
import { siteState } from '@/features/settings/server/siteState'
import { isLocale } from '@/i18n/locales'
import bookingTexts from '@/i18n/messages/booking.json'
import { seeOther } from '@/lib/http/formPost'
import { SHOP_PATHS, waitingListEntryPath, waitingListJoinPath } from '@/lib/routing/shopPaths'

import { JET_ID_PATTERN } from '../../domain/eventTickets'
import { chosenTickets } from '../../domain/ticketForm'
import { CART_PATH } from '../../domain/cart'
import { ticketingProvider } from '../../providers/registry'
import { afterAnswer } from '../availabilitySync'
import { cartCookies, cartTokenOf } from '../cartRoutes'
import { eventIdOfJet } from '../queueGate'
import { confirmEntry, entryById, entryOfLink, leaveEntry, takeOffer } from './entry'
import { joinWaitingList } from './entries'
import { sendConfirmRequest } from './mails'
import { offerLater } from './offers'

const EMAIL = z.string().trim().max(254).pipe(z.email())

/** Why a join was refused: its status and its text key (messages `booking.waitlist.errors`). */
const REFUSALS = {
  invalid: 400,
  none: 400,
  email: 400,
  one_group: 400,
  unknown_event: 404,
  past: 409,
  timeslots: 409,
  unknown_price: 400,
  available: 409,
  over_cap: 400,
  client_limit: 429,
  offline: 503,
} as const
type Problem = keyof typeof REFUSALS

/**
 * POST /api/waiting-list/ (issue 44): a place on a sold-out performance's waiting list for an
 * e-mail address, with the tickets wanted (one seat group, the shop form's quantity fields). The
 * address gets a link to confirm; only then does the entry wait in line. Posted as the shop's form
 * without JavaScript (comes back to the form with `result`) or as JSON; both in the visitor's language.
 */
export const postWaitingList = endpoint('waitingList', async ({ payload, body: fields, client, locale: requestLocale, form }) => {
  const locale = isLocale(fields.locale) ? fields.locale : requestLocale
  const jetId = fields.event ?? ''
  const texts = bookingTexts[locale].waitlist
  const answer = (problem: Problem | 'sent') => {
    if (form) return seeOther(JET_ID_PATTERN.test(jetId) ? withResult(waitingListJoinPath(jetId), problem) : SHOP_PATHS.home)
    return problem === 'sent'
      ? reply({ ok: true, message: texts.sent })
      : refusal(REFUSALS[problem], texts.errors[problem], { reason: problem })
  }
  if (!JET_ID_PATTERN.test(jetId)) return answer('unknown_event')
  const email = EMAIL.safeParse(fields.email ?? '')
  if (!email.success) return answer('email')
  const choice = chosenTickets(fields)
  if ('problem' in choice) return answer(choice.problem)
  const [group, ...others] = choice.groups
  if (!group || others.length > 0) return answer('one_group')
  if (!(await siteState()).shopOnline) return answer('offline')
  const eventId = await eventIdOfJet(payload, jetId)
  if (eventId === null) return answer('unknown_event')
  const joined = await joinWaitingList(payload, { eventId, seatGroupId: group[0], lines: group[1], email: email.data, locale, client })
  if (!joined.ok) return answer(joined.error)
  const made = joined.entry
  if (made)
    afterAnswer(async () => {
      const entry = await entryById(payload, made.id)
      if (entry) await sendConfirmRequest(payload, entry)
    })
  return answer('sent')
})

/**
 * POST /api/waiting-list/entry/ (issue 44): the buttons of an entry's page, which its mails link
 * (a POST, so mail scanners that open links change nothing): confirm the address, leave the list,
 * or take the offer, whose cart then becomes the visitor's (with what they held already) and the
 * visitor lands in it. Comes back to the page with `result` otherwise.
 */
export const postWaitingListEntry = endpoint('waitingListEntry', async ({ request, payload, body }) => {
  const page = waitingListEntryPath(body.id, body.secret)
  const now = new Date()
  const entry = await entryOfLink(payload, body.id, body.secret, now)
  if (!entry) return seeOther(withResult(page, 'invalid'))
  if (body.action === 'confirm') {
    const confirmed = await confirmEntry(payload, entry, now)
    // Seats may have come back before the address was confirmed.
    if (confirmed) offerLater(payload, [entry.eventId])
    return seeOther(withResult(page, confirmed ? 'confirmed' : entry.status === 'waiting' ? 'confirmed' : 'lapsed'))
  }
  if (body.action === 'leave') {
    const left = await leaveEntry(payload, entry, now)
    if (left) offerLater(payload, [entry.eventId])
    return seeOther(withResult(page, left ? 'left' : 'lapsed'))
  }
  const taken = await takeOffer(payload, entry, cartTokenOf(request), now)
  if (!taken.ok) return seeOther(withResult(page, taken.error))
  const cart = await ticketingProvider(payload).getCart(taken.cartToken, now)
  return seeOther(CART_PATH, cartCookies(taken.cartToken, cart?.ticketsQuantity ?? 0, cart?.heldUntil ?? null, now))
})
