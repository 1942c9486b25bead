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

import { shopEventPath, SHOP_PATHS } from '@/lib/routing/shopPaths'

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
