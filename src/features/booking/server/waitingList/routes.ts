import 'server-only'

import { z } from 'zod'

import { endpoint } from '@/api/endpoint'
import { refusal, reply, withResult } from '@/api/replies'
import { siteState } from '@/features/settings/server/siteState'
import { isLocale } from '@/i18n/locales'
import bookingTexts from '@/i18n/messages/booking.json'
import { seeOther } from '@/lib/http/formPost'
import { SHOP_PATHS, waitingListJoinPath } from '@/lib/routing/shopPaths'

import { JET_ID_PATTERN } from '../../domain/eventTickets'
import { chosenTickets } from '../../domain/ticketForm'
import { afterAnswer } from '../availabilitySync'
import { eventIdOfJet } from '../queueGate'
import { entryById } from './entry'
import { joinWaitingList } from './entries'
import { sendConfirmRequest } from './mails'

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
