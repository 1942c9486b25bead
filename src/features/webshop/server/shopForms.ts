import 'server-only'

import { endpoint } from '@/api/endpoint'
import { withResult } from '@/api/replies'
import { CART_PATH, IDEMPOTENCY_KEY_PATTERN } from '@/features/booking/domain/cart'
import { JET_ID_PATTERN } from '@/features/booking/domain/eventTickets'
import { chosenTickets } from '@/features/booking/domain/ticketForm'
import { clientDigest } from '@/features/booking/providers/builtin/caps'
import { cartCookies, cartTokenOf, reserveInCart } from '@/features/booking/server/cartRoutes'
import { onceByKey } from '@/features/booking/server/idempotency'
import { bookedUnder, eventIdOfJet, passesQueue } from '@/features/booking/server/queueGate'
import { siteState } from '@/features/settings/server/siteState'
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/i18n/locales'
import { sqlOf } from '@/lib/db/sql'
import { seeOther } from '@/lib/http/formPost'
import { cookieHeader } from '@/lib/http/cookies'
import { safeRedirectTarget } from '@/lib/routing/safePath'

import { shopEventPath, SHOP_PATHS, shopSubscriptionPath } from '@/lib/routing/shopPaths'
import { parseId } from '@/lib/routing/ids'
import { metrics } from '@/lib/ops/metrics'
import { RESPONSE_CODES } from '@/features/booking/provider'
import { ticketingProvider } from '@/features/booking/providers/registry'
import { syncLater } from '@/features/booking/server/availabilitySync'

/**
 * POST /api/shop-cart/form/ (beyond SPEC): the web shop's performance form as a browser posts it,
 * with or without JavaScript (the wrapper checks the origin and the per-address limit). The chosen
 * tickets go into the cart as the widget's cart calls would (one hold per seat group, the first
 * refusal stops), under the form's idempotency key, so pressing the button twice holds them once. Answers
 * 303 to the cart, or back to the form with the outcome in `result` (the provider's code, or what
 * was wrong with the input).
 */
export const postShopCartForm = endpoint('cartForm', async ({ request, payload, body: fields, client, locale }) => {
  const jetId = fields.event ?? ''
  if (!JET_ID_PATTERN.test(jetId)) return seeOther(SHOP_PATHS.home)
  const back = (result: string, cookies: string[] = []) => seeOther(withResult(shopEventPath(jetId), result), cookies)
  const choice = chosenTickets(fields)
  if ('problem' in choice) return back(choice.problem)
  const key = fields.key ?? ''
  const blockId = /^\d{1,9}$/.test(fields.block ?? '') ? Number(fields.block) : null
  if (!(await siteState()).shopOnline) return back('offline')
  // The sale opening's waiting room (issue 43): without a turn, the form leads there.
  const queue = await passesQueue(payload, request, locale, async () => [(await eventIdOfJet(payload, jetId)) ?? 0])
  if (!queue.ok) return seeOther(queue.queueUrl)
  let cartToken = cartTokenOf(request)
  let cookies: string[] = []
  const now = new Date()
  let index = 0
  for (const [seatGroupId, lines] of choice.groups) {
    const answer = await onceByKey(sqlOf(payload), IDEMPOTENCY_KEY_PATTERN.test(key) ? `${key}-${index}` : null, client, () =>
      reserveInCart(payload, { cartToken, eventJetId: jetId, seatGroupId, blockId, lines, clientKey: clientDigest(client) }, now),
    )
    index += 1
    if (answer.cart) {
      cartToken = answer.cart.token
      cookies = cartCookies(
        answer.cart.token,
        answer.cart.tickets,
        answer.cart.heldUntil === null ? null : new Date(answer.cart.heldUntil),
        now,
      )
    }
    if (answer.status !== 200) return back(String(answer.body.response_code ?? 'failed'), cookies)
  }
  await bookedUnder(payload, queue)
  return seeOther(CART_PATH, cookies)
})

/**
 * POST /api/shop-subscriptions/form/ (beyond SPEC, issue 46): a series subscription into the cart,
 * as the shop's subscription page posts it, with or without JavaScript: one seat at every
 * performance of the series still ahead, all or none, under the form's idempotency key. Answers 303
 * to the cart, or back to the series' page with the outcome in `result`.
 */
export const postSubscriptionForm = endpoint('subscriptionForm', async ({ request, payload, body: fields, client, locale }) => {
  const seriesId = parseId(fields.series)
  if (seriesId === null) return seeOther(SHOP_PATHS.subscriptions)
  const back = (result: string) => seeOther(withResult(shopSubscriptionPath(seriesId), result))
  if (!(await siteState()).shopOnline) return back('offline')
  const provider = ticketingProvider(payload)
  // The sale opening's waiting room (issue 43) guards the series' performances like any of them.
  const queue = await passesQueue(payload, request, locale, async () =>
    ((await provider.subscriptionOffers(locale, { seriesId }))[0]?.performances ?? []).map((performance) => performance.eventId),
  )
  if (!queue.ok) return seeOther(queue.queueUrl)
  const key = fields.key ?? ''
  const now = new Date()
  const answer = await onceByKey(sqlOf(payload), IDEMPOTENCY_KEY_PATTERN.test(key) ? `${key}-subscription` : null, client, async () => {
    const held = await provider.reserveSubscription({ cartToken: cartTokenOf(request), seriesId, clientKey: clientDigest(client) }, now)
    metrics().reservations.inc({ result: held.ok ? 'reserved' : held.error })
    if (!held.ok) return { status: 409, body: { response_code: RESPONSE_CODES[held.error], error: held.error }, cart: null }
    for (const eventId of held.value.eventIds) syncLater(payload, eventId)
    const { token, ticketsQuantity, heldUntil } = held.value
    return {
      status: 200,
      body: { tickets_quantity: ticketsQuantity, cart_url: CART_PATH },
      cart: { token, tickets: ticketsQuantity, heldUntil: heldUntil ? heldUntil.toISOString() : null },
    }
  })
  if (answer.status !== 200 || !answer.cart) return back(String(answer.body.response_code ?? 'failed'))
  await bookedUnder(payload, queue)
  const { cart } = answer
  return seeOther(CART_PATH, cartCookies(cart.token, cart.tickets, cart.heldUntil === null ? null : new Date(cart.heldUntil), now))
})

/** The shop's own roots: the language switch returns only to one of them. */
const SHOP_ROOT = /^\/(webshop|testshop|test\.webshop|eventim\.webshop|eventim-template)(\/|\?|$)/

/**
 * GET /api/shop-language/?locale=en&back=/webshop/cart (beyond SPEC): the web shop's language
 * switch (its paths carry no language, SPEC §2), a plain link: remembers the language in the
 * locale cookie and returns to the shop page, which must be a local shop path (else the shop's start).
 */
export const getShopLanguage = endpoint('shopLanguage', ({ url }) => {
  const query = url.searchParams
  const locale = query.get('locale')
  const back = safeRedirectTarget(query.get('back') ?? '')
  const cookie = isLocale(locale) ? [cookieHeader(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE })] : []
  return seeOther(back && SHOP_ROOT.test(back) ? back : SHOP_PATHS.home, cookie)
})
