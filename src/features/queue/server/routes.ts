import 'server-only'

import { endpoint } from '@/api/endpoint'
import type { Payload } from 'payload'

import { HttpError, refusal, reply, withResult } from '@/api/replies'
import type { Locale } from '@/i18n/locales'
import queueTexts from '@/i18n/messages/queue.json'
import { QUEUE_COOKIE } from '@/lib/http/cookieNames'
import { cookieHeader, requestCookie } from '@/lib/http/cookies'
import { seeOther } from '@/lib/http/formPost'
import { safeRedirectTarget } from '@/lib/routing/safePath'

import { newChallenge, verifyChallenge } from './challenge'
import { joinQueue, queueStatus, queueUrl } from './queue'
import { QUEUE_COOKIE_DAYS } from './token'

/**
 * GET /api/queue/ (issue 43): the state of the browser's place. No session, no page: a signature
 * check, one read of the store (and, the first time a place is seen admitted, one write).
 */
export const getQueue = endpoint('queue', async ({ request, payload, locale }) =>
  unavailableAs503(payload, locale, () => queueStatus(payload, requestCookie(request, QUEUE_COOKIE))),
)

/** The queue's store away (Redis down) answers 503 in the visitor's language, never 500; the browser asks again. */
async function unavailableAs503<T>(payload: Payload, locale: Locale, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    payload.logger.error({ err: error, msg: 'the sale opening’s queue cannot be read' })
    throw new HttpError(503, queueTexts[locale].room.unavailable)
  }
}

const STATUS = { no_opening: 404, not_open_yet: 409, client_limit: 429, challenge: 400 } as const

/**
 * Where the visitor goes back to book, as the waiting room's address named it (`back`): the form
 * posted from that page keeps it when it comes back to the page (a form sent before the page's
 * script ran, or without one, would otherwise send the visitor to the programme). Only a path on
 * our own site, like every redirect.
 */
function backOf(request: Request): string | null {
  const referer = request.headers.get('referer')
  if (!referer) return null
  try {
    return safeRedirectTarget(new URL(referer).searchParams.get('back') ?? '')
  } catch {
    return null
  }
}

function withBack(room: string, back: string | null): string {
  return back ? `${room}${room.includes('?') ? '&' : '?'}back=${encodeURIComponent(back)}` : room
}

/**
 * POST /api/queue/join/ (issue 43): a place in the running opening's queue for this browser, kept
 * in the httpOnly cookie `festival_queue`. The waiting room's script posts JSON; without
 * JavaScript its form posts and comes back to the page. Where the opening asks for it, the
 * browser's proof of work (ALTCHA) comes first.
 */
export const postQueueJoin = endpoint('queueJoin', async ({ request, payload, body, client, locale: requestLocale, form }) => {
  const locale = body.locale ?? requestLocale
  const openingId = body.opening ?? null
  const room = withBack(queueUrl(locale, openingId), form ? backOf(request) : null)
  const answer = await unavailableAs503(payload, locale, () =>
    joinQueue(payload, {
      cookie: requestCookie(request, QUEUE_COOKIE),
      openingId,
      client,
      locale,
      solved: (level) => verifyChallenge(body.altcha, level),
    }),
  )
  if (!answer.ok) {
    if (form) return seeOther(withResult(room, answer.error))
    if (answer.error === 'challenge' && answer.opening)
      return refusal(STATUS.challenge, 'challenge', { challenge: await newChallenge(answer.opening.challenge) })
    const message = answer.error === 'client_limit' ? queueTexts[locale].room.clientLimit : queueTexts[locale].room.failed
    return refusal(STATUS[answer.error], answer.error, { message, opens_at: answer.opening?.opensAt.toISOString() ?? null })
  }
  const cookie = cookieHeader(QUEUE_COOKIE, answer.cookie, { maxAge: QUEUE_COOKIE_DAYS * 86_400, httpOnly: true })
  if (form) return seeOther(room, [cookie])
  return reply(answer.view, { cookies: [cookie] })
})
